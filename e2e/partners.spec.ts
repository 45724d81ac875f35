// The partners screen: each partner's running balance with the shop across days, sorted and
// searched, his history one tap away; a supervisor sees only the partners he dealt with; the admin makes a
// frequent free partner a registered one (code shown once, his balance his), and a taken phone is refused
// under the field. At 1280 and 360 px, with screenshots looked at by a person.
import { expect, test } from "@playwright/test";
import type { Browser, Page } from "playwright-core";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { closeContexts, DESKTOP, MOBILE, newContext, newPage, screenshot, waitForHydration } from "./support/browser";
import { expect as expectLocator } from "./support/expect";
import { adminApi, createUserAsAdmin, horizontalOverflow, screenshotScreen, uniquePhone } from "./support/users";
import { formatPhone } from "@/lib/domain/phone";

let browser: Browser;
// the names end with a 7, a digit of every phone here: a name searched must not match phones by that digit
const run = `${Date.now().toString(36).slice(-3)}7`;
let supervisor: Awaited<ReturnType<typeof createUserAsAdmin>>;
let otherSupervisor: Awaited<ReturnType<typeof createUserAsAdmin>>;
let partner: Awaited<ReturnType<typeof createUserAsAdmin>>;
let otherPartner: Awaited<ReturnType<typeof createUserAsAdmin>>;
const FREQUENT = { nom: `Cheikh Fréquent ${run}`, telephone: uniquePhone("76") };
const NO_PHONE = `Mame Sans Numéro ${run}`;

/** Spaces of any kind (the thousands' narrow no-break space included) read as one space. */
const spaces = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  supervisor = await createUserAsAdmin(browser, { nomComplet: `Seynabou Soldes ${run}`, telephone: uniquePhone("75"), role: "SUPERVISEUR" });
  otherSupervisor = await createUserAsAdmin(browser, { nomComplet: `Pape Autre ${run}`, telephone: uniquePhone("75"), role: "SUPERVISEUR" });
  partner = await createUserAsAdmin(browser, { nomComplet: `Aminata Solde ${run}`, telephone: uniquePhone("77"), role: "PARTENAIRE" });
  otherPartner = await createUserAsAdmin(browser, { nomComplet: `Lamine Ailleurs ${run}`, telephone: uniquePhone("77"), role: "PARTENAIRE" });
  const admin = await adminApi(browser);
  const create = async (data: Record<string, unknown>) => {
    const res = await admin.request.post("/api/transactions/admin/create", { data });
    if (!res.ok()) throw new Error(`transaction e2e impossible : ${res.status()} ${await res.text()}`);
  };
  // Aminata: +50 000 − 12 500 + 7 000 = the shop owes her 44 500 F
  for (const [typeOperation, montant] of [["depot", 50_000], ["retrait", 12_500], ["depot", 7_000]] as const) {
    await create({ superviseurId: supervisor.id, typeOperation, montant, partenaireId: partner.id });
  }
  // Lamine dealt only with the other supervisor: he owes the shop 8 000 F
  await create({ superviseurId: otherSupervisor.id, typeOperation: "retrait", montant: 8_000, partenaireId: otherPartner.id });
  // two free partners who came back three times today: one with his phone, one without
  for (const [typeOperation, montant] of [["depot", 10_000], ["depot", 5_000], ["retrait", 3_000]] as const) {
    await create({ superviseurId: supervisor.id, typeOperation, montant, partenaireNom: FREQUENT.nom, telephoneLibre: FREQUENT.telephone });
    await create({ superviseurId: supervisor.id, typeOperation, montant: montant + 1, partenaireNom: NO_PHONE });
  }
  await admin.close();
});
test.afterAll(async () => {
  await closeContexts(browser);
});

const mobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
/** The row (1280) or card (360) of a partner in the balances list. */
const entryOf = (page: Page, name: string) => page.getByTestId(mobile(page) ? "partner-card" : "partner-row").filter({ hasText: name });

async function openPartners(page: Page, path = "/admin/partners") {
  await page.goto(path);
  await page.getByRole("tab", { name: "Soldes" }).waitFor();
  await page.getByTestId("total-partenaires").waitFor();
  // the list comes in the server's HTML: typing before React listens would be lost
  await waitForHydration(page.getByRole("searchbox", { name: "Rechercher un partenaire par nom ou téléphone" }));
}

async function search(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Rechercher un partenaire par nom ou téléphone" });
  await box.fill(text);
}

for (const [label, viewport] of [
  ["1280", DESKTOP],
  ["360", MOBILE],
] as const) test.describe(`the partners screen at ${label} px`, () => {
  test("lists the admin's partners with their balance, searches, and opens a history", async () => {
    const page = await newPage(browser, { role: "admin", viewport });
    await openPartners(page);
    // the sidebar leads here
    expect(await page.locator('a[href="/admin/partners"]').count()).toBeGreaterThan(0);

    await search(page, `Aminata Solde ${run}`);
    const entry = entryOf(page, partner.nomComplet);
    await expectLocator(entry).toHaveCount(1);
    expect(spaces(await entry.getByTestId("balance-amount").textContent())).toBe("44 500 F");
    expect(spaces(await entry.getByTestId("balance-state").textContent())).toBe("La boutique doit");
    expect(spaces(await page.getByTestId("total-boutique-doit").getByTestId("tile-value").textContent())).toBe("44 500 F");
    // Lamine is not found by Aminata's name, but by his phone
    await expectLocator(entryOf(page, otherPartner.nomComplet)).toHaveCount(0);
    await search(page, otherPartner.telephone);
    await expectLocator(entryOf(page, otherPartner.nomComplet)).toHaveCount(1);
    expect(spaces(await entryOf(page, otherPartner.nomComplet).getByTestId("balance-state").textContent())).toBe("Le partenaire doit");
    expect(spaces(await page.getByTestId("total-partenaires-doivent").getByTestId("tile-value").textContent())).toBe("8 000 F");
    // nothing matches: the empty state
    await search(page, "zzz personne zzz");
    await page.getByText("Aucun partenaire", { exact: true }).waitFor();
    await search(page, "");
    if (label === "360") expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `partners-list-${label}`);

    // one tap opens his history: the balance, the figures, the movements
    await search(page, partner.telephone);
    await entryOf(page, partner.nomComplet).click();
    const dialog = page.getByRole("dialog", { name: partner.nomComplet });
    await dialog.getByTestId("history-movement").first().waitFor();
    expect(spaces(await dialog.getByTestId("history-balance").textContent())).toContain("On doit 44 500 F");
    const stats = spaces(await dialog.getByTestId("history-stats").textContent());
    expect(stats).toContain("Total des dépôts57 000 F2 dépôts");
    expect(stats).toContain("Total des retraits12 500 F1 retrait");
    expect(stats).toContain("Plus gros dépôt50 000 F");
    expect(await dialog.getByTestId("history-movement").count()).toBe(3);
    const newest = spaces(await dialog.getByTestId("history-movement").first().textContent());
    expect(newest).toContain("Dépôt");
    expect(newest).toContain("7 000 F");
    expect(newest).toContain(supervisor.nomComplet);
    await screenshotScreen(page, `partners-history-${label}`);
    await dialog.getByRole("button", { name: "Fermer" }).last().click();
    await dialog.waitFor({ state: "detached" });
    await page.context().close();
  });

  test("shows a supervisor only the partners he dealt with, and his frequent ones read-only", async () => {
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    await loginThroughForm(page, supervisor);
    await waitForPath(page, "/supervisor");
    await openPartners(page, "/supervisor/partners");
    await expectLocator(entryOf(page, partner.nomComplet)).toHaveCount(1);
    await expectLocator(entryOf(page, otherPartner.nomComplet)).toHaveCount(0);
    await entryOf(page, FREQUENT.nom).first().waitFor();
    await screenshot(page, `partners-supervisor-${label}`);
    // another supervisor's partner is refused by the server too
    const res = await page.request.get(`/api/partner-balance/${otherPartner.id}`);
    expect(res.status()).toBe(403);

    // a free partner's history opens by his name
    await entryOf(page, NO_PHONE).click();
    const history = page.getByRole("dialog", { name: NO_PHONE });
    await history.getByTestId("history-movement").first().waitFor();
    expect(await history.getByTestId("history-movement").count()).toBe(3);
    expect(spaces(await history.getByTestId("history-balance").textContent())).toContain("On doit 12 001 F");
    await history.getByRole("button", { name: "Fermer" }).last().click();
    await history.waitFor({ state: "detached" });

    await page.getByRole("tab", { name: "Partenaires fréquents" }).click();
    const card = page.getByTestId("frequent-partner").filter({ hasText: NO_PHONE });
    await card.waitFor();
    expect(await page.getByRole("button", { name: "Convertir en partenaire" }).count()).toBe(0);
    await context.close();
  });
});

test.describe("a failed load", () => {
  test("keeps the last balances under a banner, shows the frequent tab's error block, and both recover with Réessayer", async () => {
    const page = await newPage(browser, { role: "admin", viewport: MOBILE });
    await openPartners(page);
    const failing = JSON.stringify({ success: false, message: "panne", code: "SERVER_ERROR", data: null });
    await page.route("**/api/partner-balance*", (route) => route.fulfill({ status: 500, contentType: "application/json", body: failing }));
    await page.getByRole("button", { name: "Actualiser" }).click();
    const banner = page.getByTestId("load-error");
    await expectLocator(banner).toContainText("Impossible de charger les soldes des partenaires.");
    expect(await banner.getAttribute("data-stale")).toBe("true");
    await expectLocator(entryOf(page, partner.nomComplet)).toHaveCount(1);
    await page.unroute("**/api/partner-balance*");
    await banner.getByRole("button", { name: "Réessayer" }).click();
    await banner.waitFor({ state: "detached" });

    await page.route("**/api/transactions/partners/frequent-free*", (route) => route.fulfill({ status: 500, contentType: "application/json", body: failing }));
    await page.getByRole("tab", { name: "Partenaires fréquents" }).click();
    const block = page.getByTestId("load-error");
    await expectLocator(block).toContainText("Impossible de charger les partenaires fréquents.");
    expect(await block.getAttribute("data-stale")).toBeNull();
    await screenshot(page, "partners-frequent-error-360");
    await page.unroute("**/api/transactions/partners/frequent-free*");
    await block.getByRole("button", { name: "Réessayer" }).click();
    await page.getByTestId("frequent-partner").first().waitFor();
    await page.context().close();
  });
});

test.describe("converting a frequent free partner", () => {
  test("refuses a taken phone under the field, then converts one: code shown once, his balance in the list", async () => {
    const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
    await openPartners(page);
    await page.getByRole("tab", { name: "Partenaires fréquents" }).click();

    // without a known phone: the admin types one, and a taken one is refused with the server's words
    const noPhone = page.getByTestId("frequent-partner").filter({ hasText: NO_PHONE });
    await expectLocator(noPhone.getByTestId("frequent-motif")).toHaveText("Téléphone inconnu : indiquez-le pour créer son compte");
    await screenshot(page, "partners-frequent-1280");
    await noPhone.getByRole("button", { name: "Convertir en partenaire" }).click();
    const confirm = page.getByRole("dialog", { name: "Convertir en partenaire" });
    const phone = confirm.getByLabel("Téléphone");
    await phone.fill(supervisor.telephone);
    await confirm.getByRole("button", { name: "Convertir" }).click();
    await expectLocator(confirm.locator('[data-slot="field-error"]')).toHaveText("Ce numéro de téléphone est déjà utilisé par un autre utilisateur");
    await expectToast(page, "Conversion refusée");
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    await screenshotScreen(page, "partners-convert-refused-1280");
    await confirm.getByRole("button", { name: "Annuler" }).click();
    await confirm.waitFor({ state: "detached" });
    // nothing changed: he is still a free partner
    await expectLocator(noPhone).toHaveCount(1);

    // with his phone: converted, the code stays until closed
    const frequent = page.getByTestId("frequent-partner").filter({ hasText: FREQUENT.nom });
    await frequent.getByRole("button", { name: "Convertir en partenaire" }).click();
    expect(await confirm.getByLabel("Téléphone").inputValue()).toBe(FREQUENT.telephone);
    await confirm.getByRole("button", { name: "Convertir" }).click();
    const codeDialog = page.getByRole("dialog", { name: "Code d'accès généré" });
    await codeDialog.getByText(`Code de connexion de ${FREQUENT.nom} (${formatPhone(FREQUENT.telephone)})`).waitFor();
    expect((await codeDialog.getByTestId("code-dialog-value").textContent())!.trim()).toMatch(/^[0-9]{6}$/);
    await expectToast(page, "Partenaire enregistré");
    await screenshotScreen(page, "partners-converted-code-1280");
    await page.mouse.click(10, 10);
    await page.waitForTimeout(300);
    await expectLocator(codeDialog).toBeVisible();
    await codeDialog.getByRole("button", { name: "Fermer" }).click();
    await codeDialog.waitFor({ state: "detached" });
    await expectLocator(frequent).toHaveCount(0);

    // on the balances tab he is a registered partner with his phone and his past balance (+10 000 +5 000 −3 000)
    await page.getByRole("tab", { name: "Soldes" }).click();
    await search(page, FREQUENT.nom);
    const row = entryOf(page, FREQUENT.nom);
    await expectLocator(row).toHaveCount(1);
    expect(spaces(await row.textContent())).toContain(spaces(formatPhone(FREQUENT.telephone)));
    expect(spaces(await row.getByTestId("balance-amount").textContent())).toBe("12 000 F");
    expect(await row.getAttribute("data-partner")).toMatch(/^[0-9a-f-]{36}$/);
    await page.context().close();
  });

  test("shows the frequent tab on a 360 px phone", async () => {
    const page = await newPage(browser, { role: "admin", viewport: MOBILE });
    await openPartners(page);
    await page.getByRole("tab", { name: "Partenaires fréquents" }).click();
    await page.getByTestId("frequent-partner").filter({ hasText: NO_PHONE }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "partners-frequent-360");
    await page.context().close();
  });
});
