// The partner's own space: on /partner he sees his balance with the shop (deposits − withdrawals,
// with every supervisor), in his words, and his movements under their day, paged and by period; a failed
// load says so (never "Aucun mouvement"), and another partner's balance is refused. At 1280 and 360 px.
// The partners are the spec's own (created here), so no other spec's transactions change the figures.
import { expect, test } from "@playwright/test";
import type { Browser, Page } from "playwright-core";
import { closeContexts, DESKTOP, MOBILE, newContext, screenshot, waitForHydration } from "./support/browser";
import { loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator } from "./support/expect";
import { E2E_USERS } from "./support/fixtures";
import { adminApi, createUserAsAdmin, horizontalOverflow, uniquePhone } from "./support/users";

/** The app's spacing of amounts: no-break spaces between thousands and before F. */
const F = (text: string) => text.replace(/(\d) (?=\d{3}\b)/g, "$1\u00a0").replace(/(\d) F\b/g, "$1\u00a0F");

let browser: Browser;
let partner: { id: string; telephone: string; code: string; nomComplet: string };
let today: string;
let moussa: { id: string; nomComplet: string };
let awa: { id: string; nomComplet: string };
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  partner = await createUserAsAdmin(browser, { nomComplet: "Aminata Espace Partenaire", telephone: uniquePhone("77"), role: "PARTENAIRE" });
  // 21 movements with two supervisors: one more than a page
  // two supervisors of this spec's own: the fixture supervisors' days are other specs' (ledger.spec counts them)
  moussa = await createUserAsAdmin(browser, { nomComplet: "Mamadou Espace Un", telephone: uniquePhone("75"), role: "SUPERVISEUR" });
  awa = await createUserAsAdmin(browser, { nomComplet: "Mariama Espace Deux", telephone: uniquePhone("75"), role: "SUPERVISEUR" });
  const admin = await adminApi(browser);
  const record = async (superviseurId: string, typeOperation: "depot" | "retrait", montant: number) => {
    const res = await admin.request.post("/api/transactions/admin/create", { data: { superviseurId, typeOperation, montant, partenaireId: partner.id } });
    if (!res.ok()) throw new Error(`transaction e2e impossible : ${res.status()} ${await res.text()}`);
  };
  await record(moussa.id, "depot", 50_000);
  await record(awa.id, "retrait", 20_000);
  for (let i = 0; i < 19; i++) await record(i % 2 ? moussa.id : awa.id, "depot", 1_000);
  // what the server counts: deposits 69 000 − withdrawals 20 000
  const balance = (await (await admin.request.get(`/api/partner-balance/${partner.id}`)).json()).data;
  expect(balance.solde).toMatchObject({ montant: 49_000, etat: "BOUTIQUE_DOIT" });
  expect(balance.statistiques).toMatchObject({ totalDepots: 69_000, totalRetraits: 20_000, nombreTransactions: 21, nombreSuperviseurs: 2 });
  today = balance.transactions[0].day;
  await admin.close();
});
test.afterAll(async () => {
  await closeContexts(browser);
});

async function partnerPage(user: { telephone: string; code: string }, viewport = DESKTOP): Promise<Page> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await loginThroughForm(page, user);
  await waitForPath(page, "/partner");
  await waitForHydration(page.getByRole("button", { name: "Tout", exact: true }));
  return page;
}

const range = (page: Page) => page.getByTestId("pagination-range");

test.describe("the partner's space", () => {
  test("shows his balance with the shop, his movements under their day, the pages and the periods (1280)", async () => {
    const page = await partnerPage(partner);
    await page.getByText(`Bienvenue ${partner.nomComplet}... Vous êtes connecté en tant que partenaire`).waitFor();

    // the balance: deposits − withdrawals, in his words, with his figures
    await expectLocator(page.getByTestId("balance-amount")).toHaveText(F("49 000 F"));
    await expectLocator(page.getByTestId("balance-statement")).toHaveText(F("La boutique vous doit 49 000 F"));
    await expectLocator(page.getByTestId("stat-depots")).toContainText(F("69 000 F"));
    await expectLocator(page.getByTestId("stat-depots")).toContainText("20 dépôts");
    await expectLocator(page.getByTestId("stat-retraits")).toContainText(F("20 000 F"));
    await expectLocator(page.getByTestId("stat-max-depot")).toHaveText(F("50 000 F"));
    await expectLocator(page.getByTestId("stat-count")).toHaveText("21");
    await expectLocator(page.getByTestId("stat-supervisors")).toHaveText("2");

    // today's movements under today's heading, with the whole day's net though the page holds 20 of 21
    const day = page.getByTestId("history-day");
    await expectLocator(day).toHaveCount(1);
    expect(await day.getAttribute("data-day")).toBe(today);
    await expectLocator(day.getByTestId("day-net")).toHaveText(F("+49 000 F"));
    await expectLocator(page.getByTestId("movement")).toHaveCount(20);
    await expectLocator(range(page)).toHaveText("1 à 20 sur 21");
    const moves = await page.getByTestId("movement").allTextContents();
    expect(moves.some((m) => m.includes(moussa.nomComplet))).toBe(true);
    expect(moves.some((m) => m.includes(awa.nomComplet))).toBe(true);
    expect(moves.filter((m) => m.startsWith("Retrait"))).toHaveLength(1);
    await screenshot(page, "partner-space-1280");

    // the next page: the first deposit, still under today; a slow answer shows the progress indicator
    await page.route("**/api/partner-balance/**", async (route) => {
      await new Promise((r) => setTimeout(r, 1_200));
      await route.continue();
    });
    await page.getByRole("button", { name: "Page suivante" }).click();
    await page.getByRole("status").getByText("Chargement…").waitFor();
    await expectLocator(range(page)).toHaveText("21 à 21 sur 21");
    await page.unroute("**/api/partner-balance/**");
    await expectLocator(page.getByTestId("movement")).toHaveCount(1);
    await expectLocator(page.getByTestId("movement-amount")).toHaveText(F("+50 000 F"));
    await expectLocator(day.getByTestId("day-net")).toHaveText(F("+49 000 F"));

    // a custom period: checked in French, then an earlier day shows no movement
    await page.getByRole("button", { name: "Dates" }).click();
    await page.getByLabel("Du", { exact: true }).fill(today);
    await page.getByLabel("Au", { exact: true }).fill(addDaysIso(today, -1));
    await page.getByRole("button", { name: "Afficher", exact: true }).click();
    await page.getByText("La date de début doit précéder la date de fin").waitFor();
    expect(await page.getByLabel("Du", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await expectLocator(range(page)).toHaveText("21 à 21 sur 21");
    await page.getByLabel("Du", { exact: true }).fill(addDaysIso(today, -1));
    await page.getByRole("button", { name: "Afficher", exact: true }).click();
    await page.getByTestId("history-empty").waitFor();
    await expectLocator(page.getByTestId("history-empty")).toContainText("Aucun mouvement");
    await expectLocator(page.getByTestId("history-day")).toHaveCount(0);
    // the balance does not depend on the period
    await expectLocator(page.getByTestId("balance-amount")).toHaveText(F("49 000 F"));

    // Aujourd'hui: his 21 movements again, from the first page
    await page.getByRole("button", { name: "Aujourd'hui" }).click();
    await expectLocator(range(page)).toHaveText("1 à 20 sur 21");
    await expectLocator(page.getByTestId("period-totals")).toContainText(F("69 000 F"));
    expect(await page.getByRole("button", { name: "Aujourd'hui" }).getAttribute("aria-pressed")).toBe("true");

    // a failed load says so and offers Réessayer, never "Aucun mouvement"
    await page.route("**/api/partner-balance/**", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, message: "Erreur serveur" }) }));
    await page.getByRole("button", { name: "7 derniers jours" }).click();
    const failure = page.getByTestId("load-error");
    await failure.waitFor();
    await expectLocator(failure).toContainText("Impossible de charger vos mouvements");
    await expectLocator(page.getByTestId("history-empty")).toHaveCount(0);
    await screenshot(page, "partner-space-load-error-1280");
    await page.unroute("**/api/partner-balance/**");
    await failure.getByRole("button", { name: "Réessayer" }).click();
    await expectLocator(range(page)).toHaveText("1 à 20 sur 21");
    await expectLocator(failure).toHaveCount(0);

    // another partner's balance is not his to read
    const admin = await adminApi(browser);
    const { partners } = (await (await admin.request.get("/api/partner-balance")).json()).data as { partners: { id: string; nomComplet: string }[] };
    await admin.close();
    const other = partners.find((p) => p.nomComplet === E2E_USERS.partner2.nomComplet)!;
    expect((await page.request.get(`/api/partner-balance/${other.id}`)).status()).toBe(403);
    expect((await page.request.get(`/api/partner-balance/${other.id}/history`)).status()).toBe(403);
    await page.context().close();
  });

  test("fits a 360 px phone, and a partner without movements sees a settled account and no movement", async () => {
    const page = await partnerPage(partner, MOBILE);
    await expectLocator(page.getByTestId("balance-statement")).toHaveText(F("La boutique vous doit 49 000 F"));
    await expectLocator(page.getByTestId("movement")).toHaveCount(20);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    for (const name of ["Tout", "Dates", "Page suivante"]) {
      const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await screenshot(page, "partner-space-360");
    await page.getByRole("button", { name: "Dates" }).click();
    await page.getByRole("button", { name: "Afficher", exact: true }).click();
    await page.getByText("Indiquez la date de début").waitFor();
    await page.getByText("Indiquez la date de fin").waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "partner-space-dates-360");
    await page.context().close();

    const newcomer = await createUserAsAdmin(browser, { nomComplet: "Binta Sans Mouvement", telephone: uniquePhone("77"), role: "PARTENAIRE" });
    const empty = await partnerPage(newcomer, MOBILE);
    await expectLocator(empty.getByTestId("balance-statement")).toHaveText("Compte soldé");
    await expectLocator(empty.getByTestId("balance-amount")).toHaveText(F("0 F"));
    await expectLocator(empty.getByTestId("history-empty")).toContainText("Aucun mouvement");
    await expectLocator(empty.getByTestId("history-empty")).toContainText("Vos dépôts et retraits avec la boutique apparaîtront ici.");
    await expectLocator(empty.getByTestId("pagination-range")).toHaveCount(0);
    await screenshot(empty, "partner-space-empty-360");
    await empty.context().close();
  });
});

function addDaysIso(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
