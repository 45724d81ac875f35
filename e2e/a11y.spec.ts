// Every page accessible: axe-core (npm, devDependency) finds no serious or critical
// violation on any route of each role, on /auth's two tabs, on the not-found page and in the main dialogs
// (new transaction, transaction detail, date), at 1280 and 360 px; on each route, the headings go down one level
// at a time. No rule is disabled. axe's source is run
// by page.evaluate (CDP Runtime.evaluate, which the page's Content-Security-Policy does not govern), so the
// app is checked under its real CSP.
import { expect, test } from "@playwright/test";
import type { Browser, Page } from "playwright-core";
import type { E2ERole } from "./support/fixtures";
import { expectNoSeriousViolation } from "./support/axe";
import { closeContexts, DESKTOP, MOBILE, newPage, transactionDialog, waitForHydration } from "./support/browser";
import { skippedHeadings } from "./support/headings";
import { adminApi, createUserAsAdmin, uniquePhone } from "./support/users";

let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  // a transaction of this file's own supervisor, for the transactions pages and the detail dialog
  const supervisor = await createUserAsAdmin(browser, { nomComplet: "Binta Accessible", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
  const admin = await adminApi(browser);
  const res = await admin.request.post("/api/transactions/admin/create", {
    data: { superviseurId: supervisor.id, typeOperation: "depot", montant: 12_500, partenaireNom: "Client Accessible" },
  });
  await admin.close();
  if (!res.ok()) throw new Error(`transaction e2e impossible : ${res.status()} ${await res.text()}`);
});
test.afterAll(async () => {
  await closeContexts(browser);
});

const VIEWPORTS = [
  ["1280", DESKTOP],
  ["360", MOBILE],
] as const;

const PAGES: [E2ERole, string, string][] = [
  ["admin", "/admin", "gr-global"],
  ["admin", "/admin/transactions", ""],
  ["admin", "/admin/users", "stat-total"],
  ["admin", "/admin/audit", ""],
  ["admin", "/admin/alertes", ""],
  ["admin", "/admin/resume", "summary-gr"],
  ["admin", "/admin/partners", "total-partenaires"],
  ["admin", "/admin/settings", "account-type-LIQUIDE"],
  ["admin", "/admin/rapprochement", ""],
  ["admin", "/admin/profile", ""],
  ["supervisor", "/supervisor", ""],
  ["supervisor", "/supervisor/transactions", ""],
  ["supervisor", "/supervisor/partners", "total-partenaires"],
  ["supervisor", "/supervisor/rapprochement", ""],
  ["supervisor", "/supervisor/profile", ""],
  ["supervisor", "/superviseur/profile", ""],
  ["partner", "/partner", ""],
  ["partner", "/partner/orders", ""],
  ["partner", "/partner/products", ""],
  ["partner", "/partner/notifications", ""],
  ["partner", "/partner/settings", ""],
  ["partner", "/partner/profile", ""],
  ["admin", "/cette-page-n-existe-pas", ""],
];

/** Opens a page and waits until its content is there (its h1, and what is named). */
async function open(page: Page, path: string, testId: string) {
  await page.goto(path);
  await page.locator("h1").first().waitFor();
  if (testId) await page.getByTestId(testId).first().waitFor();
  await page.waitForLoadState("networkidle");
}

for (const [_label, viewport] of VIEWPORTS) test.describe(`at ${_label} px`, () => {
  // one page per role, which goes from route to route: each route is still opened whole (page.goto), and a
  // context per route would only add a renderer's start and the app's download to every check. The dialog
  // checks below open their route on the admin's page too: they leave nothing a navigation keeps.
  const pages = new Map<E2ERole, Promise<Page>>();
  const pageOf = (role: E2ERole) => {
    if (!pages.has(role)) pages.set(role, newPage(browser, { role, viewport }));
    return pages.get(role)!;
  };
  test.afterAll(async () => {
    for (const page of pages.values()) await (await page).context().close();
  });

  for (const [role, path, testId] of PAGES) test(`${role}: ${path} has no serious or critical violation, and its headings go down one level at a time`, async () => {
    const page = await pageOf(role);
    await open(page, path, testId);
    await expectNoSeriousViolation(page, path);
    expect(await skippedHeadings(page, path)).toEqual([]);
  });

  test("/auth, both tabs, has no serious or critical violation", async () => {
    const page = await newPage(browser, { viewport });
    await page.goto("/auth");
    const tab = page.getByRole("tab", { name: "Demande" });
    await waitForHydration(tab);
    await expectNoSeriousViolation(page, "/auth (Connexion)");
    await tab.click();
    await page.getByLabel("Nom complet").waitFor();
    await expectNoSeriousViolation(page, "/auth (Demande)");
    await page.context().close();
  });

  test("the new transaction, transaction detail and date dialogs have no serious or critical violation", async () => {
    const page = await pageOf("admin");
    await open(page, "/admin", "gr-global");
    const fab = page.getByRole("button", { name: "Nouvelle transaction" });
    await waitForHydration(fab);
    await fab.click();
    const create = transactionDialog(page);
    await create.waitFor();
    await create.getByRole("radio", { name: /Partenaire libre/ }).click();
    await expectNoSeriousViolation(page, "dialogue Nouvelle Transaction");
    // the + menu's transfer and allocation forms
    for (const [choice, title] of [
      [/Transfert entre kiosques/, "Transfert entre kiosques"],
      [/Allocation UV Master/, "Allocation UV Master"],
    ] as const) {
      await create.getByRole("button", { name: choice }).click();
      const movement = page.getByRole("dialog", { name: title });
      await movement.getByLabel("Montant").waitFor();
      await expectNoSeriousViolation(page, `dialogue ${title}`);
      await movement.getByRole("button", { name: "Autre opération" }).click();
      await create.waitFor();
    }
    await page.keyboard.press("Escape");
    await create.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: /Date/ }).click();
    const date = page.getByRole("dialog", { name: "Sélectionner une date" });
    await date.waitFor();
    await expectNoSeriousViolation(page, "dialogue de date");
    await page.keyboard.press("Escape");
    await date.waitFor({ state: "hidden" });

    // the table's rows at 1280, the cards at 360
    const item = viewport.width < 768 ? "transaction-card" : "transaction-row";
    await open(page, "/admin/transactions", item);
    const row = page.getByTestId(item).first();
    await waitForHydration(row);
    await row.click();
    const detail = page.getByRole("dialog", { name: "Détails et modification de la transaction" });
    await detail.getByText("Permissions").waitFor();
    await expectNoSeriousViolation(page, "dialogue de détail");
  });

  test("the partner's history, the frequent partners' tab and the conversion dialog have no serious or critical violation", async () => {
    // a free partner who came back three times today
    const admin = await adminApi(browser);
    const supervisor = await createUserAsAdmin(browser, { nomComplet: `Ndeye Accessible ${viewport.width}`, telephone: uniquePhone("76"), role: "SUPERVISEUR" });
    for (const montant of [1_000, 2_000, 3_000]) {
      const res = await admin.request.post("/api/transactions/admin/create", {
        data: { superviseurId: supervisor.id, typeOperation: "depot", montant, partenaireNom: `Client Fidèle ${viewport.width}` },
      });
      if (!res.ok()) throw new Error(`transaction e2e impossible : ${res.status()} ${await res.text()}`);
    }
    await admin.close();
    const item = viewport.width < 768 ? "partner-card" : "partner-row";
    const page = await pageOf("admin");
    await open(page, "/admin/partners", item);
    const row = page.getByTestId(item).filter({ hasText: `Client Fidèle ${viewport.width}` });
    await waitForHydration(row);
    await row.click();
    const history = page.getByRole("dialog", { name: `Client Fidèle ${viewport.width}` });
    await history.getByTestId("history-movement").first().waitFor();
    await expectNoSeriousViolation(page, "dialogue d'historique d'un partenaire");
    await page.keyboard.press("Escape");
    await history.waitFor({ state: "hidden" });

    await page.getByRole("tab", { name: "Partenaires fréquents" }).click();
    const frequent = page.getByTestId("frequent-partner").filter({ hasText: `Client Fidèle ${viewport.width}` });
    await frequent.waitFor();
    await expectNoSeriousViolation(page, "onglet Partenaires fréquents");
    await frequent.getByRole("button", { name: "Convertir en partenaire" }).click();
    await page.getByRole("dialog", { name: "Convertir en partenaire" }).waitFor();
    await expectNoSeriousViolation(page, "dialogue de conversion");
  });
});
