// The day's close at 1280 and 360 px: a supervisor records Début and Fin for two accounts, sees
// his GR marked provisional while a Fin is missing, closes his day with a justification and can no longer add
// to it (no + button, no line action, the API answers 409); the admin sees the provisional mark of a supervisor
// with a Début and no Fin, the closed state of the first, reopens it with a reason, closes the other from its
// card (the server's 422 shown under the field when the tolerance changed meanwhile), and sets the tolerance
// on the settings screen. Every supervisor here is this file's own, so no other journey's figures move.
import { expect, test } from "@playwright/test";
import type { Browser, Page } from "playwright-core";
import { CLOSE_VALIDATION } from "@/lib/validation/day-close";
import { closeContexts, DESKTOP, MOBILE, newContext, newPage, screenshot, transactionDialog, waitForHydration } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator, poll } from "./support/expect";
import { baseUrl } from "./support/runtime";
import { adminApi, createUserAsAdmin, horizontalOverflow, screenshotScreen, uniquePhone } from "./support/users";

/** Amounts as the screens write them: "150 000 F" with no-break spaces inside the amount only. */
const F = (text: string) => text.replace(/(\d) (?=\d{3}\b)/g, "$1\u00a0").replace(/(\d) F\b/g, "$1\u00a0F");

let browser: Browser;
let closer: Awaited<ReturnType<typeof createUserAsAdmin>>;
let morning: Awaited<ReturnType<typeof createUserAsAdmin>>;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  closer = await createUserAsAdmin(browser, { nomComplet: "Fatou Clôture", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
  morning = await createUserAsAdmin(browser, { nomComplet: "Ibrahima Matin", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
  // the morning: a Début and no Fin yet
  const admin = await adminApi(browser);
  const res = await admin.request.post("/api/transactions/admin/create", {
    data: { superviseurId: morning.id, typeOperation: "depot", montant: 100_000, typeCompte: "LIQUIDE" },
  });
  if (!res.ok()) throw new Error(`transaction e2e impossible : ${res.status()} ${await res.text()}`);
  await admin.close();
});

test.afterAll(async () => {
  // the tolerance is the network's: leave it as the other journeys found it
  if (browser) {
    const admin = await adminApi(browser);
    await admin.request.put("/api/settings", { data: { ecartTolerance: 0 } });
    await admin.close();
  }
  await closeContexts(browser);
});

async function setTolerance(ecartTolerance: number) {
  const admin = await adminApi(browser);
  const res = await admin.request.put("/api/settings", { data: { ecartTolerance } });
  await admin.close();
  expect(res.status()).toBe(200);
}

/** Both widths of what the page shows now: a full-page capture at 1280, then at 360 with no horizontal overflow. */
async function bothWidths(page: Page, name: string, capture: (page: Page, name: string) => Promise<void> = screenshot) {
  // the toasts of the step before would hide the top of the state captured
  const hidden = await page.addStyleTag({ content: "[data-sonner-toaster] { display: none !important; }" });
  await page.setViewportSize(DESKTOP);
  await capture(page, `${name}-1280`);
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(200);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await capture(page, `${name}-360`);
  await page.setViewportSize(DESKTOP);
  await hidden.evaluate((style) => (style as HTMLStyleElement).remove());
}

async function recordDirect(page: Page, account: RegExp, operation: "Début" | "Fin", amount: string) {
  await page.getByRole("button", { name: "Nouvelle transaction" }).click();
  const dialog = transactionDialog(page);
  await dialog.waitFor();
  await dialog.getByRole("radio", { name: /Transaction direct/ }).click();
  await dialog.getByRole("combobox", { name: "Compte" }).click();
  await page.getByRole("option", { name: account }).click();
  await dialog.getByRole("radio", { name: operation, exact: true }).click();
  await dialog.getByLabel("Montant").fill(amount);
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expectToast(page, "Transaction créée avec succès");
  // the dialog closes, or stays open for the next entry: either way the dashboard is next
  await dialog.waitFor({ state: "detached", timeout: 2_000 }).catch(async () => {
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });
}

const lineButtons = (scope: Page | ReturnType<Page["locator"]>) =>
  scope.getByRole("button", { name: /Réinitialiser|Supprimer la ligne/, includeHidden: true });

test.describe("supervisor", () => {
  test("records Début and Fin for two accounts, closes his day with a justification, and cannot add to it afterwards", async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await loginThroughForm(page, closer);
    await waitForPath(page, "/supervisor");
    await waitForHydration(page.getByRole("button", { name: "Nouvelle transaction" }));

    await recordDirect(page, /Liquide/, "Début", "150000");
    await recordDirect(page, /Wave/, "Début", "80000");
    // open, both Fins missing: the GR is provisional and the accounts are named
    await expectLocator(page.getByTestId("supervisor-gr")).toHaveText(F("-230 000 F"));
    await expectLocator(page.getByTestId("gr-provisional")).toBeVisible();
    await expectLocator(page.getByTestId("missing-fin")).toHaveText("Fin non saisie : Liquide (Cash), Wave");
    await bothWidths(page, "day-close-supervisor-provisional");

    await recordDirect(page, /Liquide/, "Fin", "140000");
    await expectLocator(page.getByTestId("missing-fin")).toHaveText("Fin non saisie : Wave");
    await recordDirect(page, /Wave/, "Fin", "80000");
    await expectLocator(page.getByTestId("supervisor-gr")).toHaveText(F("-10 000 F"));
    await expectLocator(page.getByTestId("gr-provisional")).toHaveCount(0);
    await expectLocator(page.getByTestId("missing-fin")).toHaveCount(0);
    expect(await page.getByTestId("supervisor-gr").getAttribute("class")).toContain("text-red-600");

    // the closing dialog: Début, Fin and GR per account, the total GR, the justification required (tolerance 0)
    await page.getByRole("button", { name: "Clôturer la journée" }).click();
    const dialog = page.getByRole("dialog", { name: "Clôturer la journée" });
    await dialog.waitFor();
    const row = (key: string) => dialog.locator(`[data-testid="closing-row"][data-account="${key}"]`);
    await expectLocator(row("LIQUIDE")).toContainText(F("150 000 F"));
    await expectLocator(row("LIQUIDE")).toContainText(F("140 000 F"));
    await expectLocator(row("LIQUIDE")).toContainText(F("-10 000 F"));
    await expectLocator(row("WAVE")).toContainText(F("80 000 F"));
    await expectLocator(dialog.getByTestId("closing-gr")).toHaveText(F("-10 000 F"));
    await expectLocator(dialog.getByTestId("justification-required")).toContainText(F("au-delà de la tolérance de 0 F"));
    await bothWidths(page, "day-close-supervisor-dialog", screenshotScreen);
    // refused before sending while blank
    await dialog.getByRole("button", { name: "Clôturer la journée" }).click();
    await expectLocator(dialog.getByRole("alert")).toHaveText("Saisissez la justification de l'écart pour clôturer la journée");
    await dialog.getByLabel(/Justification/).fill("Billet de 10 000 F remis au client par erreur");
    await dialog.getByRole("button", { name: "Clôturer la journée" }).click();
    await expectToast(page, "Journée clôturée avec succès");
    await dialog.waitFor({ state: "detached" });

    // closed: who and when, the justification; no + button, no line action, no closing button
    const closed = page.getByTestId("day-closed");
    await expectLocator(closed).toBeVisible();
    expect(await closed.textContent()).toMatch(/Clôturée le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} par Fatou Clôture/);
    await expectLocator(page.getByTestId("day-justification")).toHaveText("Justification : « Billet de 10 000 F remis au client par erreur »");
    await expectLocator(page.getByTestId("day-closed-notice")).toBeVisible();
    await expectLocator(page.getByRole("button", { name: "Nouvelle transaction" })).toHaveCount(0);
    await expectLocator(page.getByRole("button", { name: "Clôturer la journée" })).toHaveCount(0);
    await expectLocator(lineButtons(page)).toHaveCount(0);
    await bothWidths(page, "day-close-supervisor-closed");

    // the API refuses a write to the closed day
    const res = await context.request.post("/api/transactions/create", {
      data: { superviseurId: closer.id, typeOperation: "depot", montant: 1_000, typeCompte: "LIQUIDE" },
      headers: { origin: new URL(baseUrl()).origin },
    });
    expect(res.status()).toBe(409);
    expect(await res.json()).toMatchObject({ success: false, code: "DAY_CLOSED", message: "Journée clôturée" });
    await page.reload();
    await expectLocator(page.getByTestId("supervisor-gr")).toHaveText(F("-10 000 F"));
    await context.close();
  });
});

test.describe("admin", () => {
  const cardOf = (page: Page, nom: string) => page.locator(`[data-testid="supervisor-card"][data-supervisor="${nom}"]`);
  const menu = async (page: Page, nom: string, item: string) => {
    await cardOf(page, nom).getByRole("button", { name: `Comptes de ${nom}` }).click();
    await page.getByRole("menuitem", { name: item }).click();
  };

  test("sees the provisional mark of a supervisor with a Début and no Fin, and the days' states in the summary", async () => {
    const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
    await page.goto("/admin");
    const card = cardOf(page, "Ibrahima Matin");
    await expectLocator(card.getByTestId("card-gr")).toHaveText(F("-100 000 F"));
    await expectLocator(card.getByTestId("gr-provisional")).toBeVisible();
    await expectLocator(card.getByTestId("missing-fin")).toHaveText("Fin non saisie : Liquide (Cash)");
    // the global figure is provisional too, and the counts are the server's
    await expectLocator(page.getByTestId("global-missing-fin")).toContainText("Fin non saisie :");
    const admin = await adminApi(browser);
    const summary = (await (await admin.request.get("/api/transactions/dashboard/admin?period=today")).json()).data.dashboard.globalTotals;
    await admin.close();
    const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
    await expectLocator(page.getByTestId("days-closed")).toHaveText(count(summary.days.closed, "clôturée", "clôturées"));
    await expectLocator(page.getByTestId("days-open")).toHaveText(count(summary.days.open, "ouverte", "ouvertes"));
    await expectLocator(page.getByTestId("days-empty")).toHaveText(count(summary.days.empty, "vide", "vides"));
    expect(summary.days.closed).toBeGreaterThanOrEqual(1);
    expect(summary.missingFin).toBeGreaterThanOrEqual(1);
    await page.getByTestId("gr-global").scrollIntoViewIfNeeded();
    await bothWidths(page, "day-close-admin-provisional");
    await page.context().close();
  });

  test("sees the closed day, without line actions, and reopens it with a reason", async () => {
    const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
    await page.goto("/admin");
    const card = cardOf(page, "Fatou Clôture");
    await expectLocator(card.getByTestId("day-status")).toHaveText("Clôturée");
    expect(await card.getByTestId("day-closed").textContent()).toMatch(/Clôturée le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} par Fatou Clôture/);
    await expectLocator(card.getByTestId("day-justification")).toContainText("Billet de 10 000 F remis au client par erreur");
    await expectLocator(card.getByTestId("gr-provisional")).toHaveCount(0);
    await expectLocator(lineButtons(card)).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await bothWidths(page, "day-close-admin-closed");

    // the menu: no value to set on a closed day, 'Rouvrir la journée' instead of closing it
    await waitForHydration(card.getByRole("button", { name: "Comptes de Fatou Clôture" }));
    await card.getByRole("button", { name: "Comptes de Fatou Clôture" }).click();
    await page.getByRole("menuitem", { name: "Rouvrir la journée" }).waitFor();
    await expectLocator(page.getByRole("menuitem", { name: "Modifier une valeur" })).toHaveCount(0);
    await expectLocator(page.getByRole("menuitem", { name: "Clôturer la journée" })).toHaveCount(0);
    await screenshotScreen(page, "day-close-admin-menu-1280");
    await page.getByRole("menuitem", { name: "Rouvrir la journée" }).click();

    const dialog = page.getByRole("dialog", { name: "Rouvrir la journée" });
    await dialog.waitFor();
    const reopen = dialog.getByRole("button", { name: "Rouvrir la journée" });
    await expectLocator(reopen).toBeDisabled();
    await dialog.getByLabel(/Raison de la réouverture/).fill("   ");
    await expectLocator(reopen).toBeDisabled();
    await dialog.getByLabel(/Raison de la réouverture/).fill("Fin Liquide recomptée : 150 000 F");
    await expectLocator(reopen).toBeEnabled();
    await bothWidths(page, "day-close-admin-reopen-dialog", screenshotScreen);
    await reopen.click();
    await expectToast(page, "Journée rouverte");
    await dialog.waitFor({ state: "detached" });

    // open again: no closed badge, the line actions and 'Clôturer la journée' are back
    await expectLocator(card.getByTestId("day-status")).toHaveCount(0);
    await expectLocator(card.getByTestId("day-closed")).toHaveCount(0);
    await poll(async () => (await lineButtons(card).count()) > 0, async () => "attendu les actions de ligne après la réouverture");
    await menu(page, "Fatou Clôture", "Clôturer la journée");
    await page.getByRole("dialog", { name: "Clôturer la journée" }).getByRole("button", { name: "Annuler" }).click();
    await page.context().close();

    // and the supervisor can add to his day again
    const context = await newContext(browser, { viewport: MOBILE });
    const own = await context.newPage();
    await loginThroughForm(own, closer);
    await waitForPath(own, "/supervisor");
    await expectLocator(own.getByRole("button", { name: "Nouvelle transaction" })).toBeVisible();
    await expectLocator(own.getByTestId("day-closed")).toHaveCount(0);
    await context.close();
  });

  test("closes a supervisor's day from his card: the missing Fin counts as 0 F, and the server's 422 shows under the field", async () => {
    // the page reads a tolerance that lets -100 000 F through; it is lowered before the close is sent
    await setTolerance(200_000);
    const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
    await page.goto("/admin");
    const card = cardOf(page, "Ibrahima Matin");
    await waitForHydration(card.getByRole("button", { name: "Comptes de Ibrahima Matin" }));
    await menu(page, "Ibrahima Matin", "Clôturer la journée");
    const dialog = page.getByRole("dialog", { name: "Clôturer la journée" });
    await dialog.waitFor();
    await expectLocator(dialog.getByTestId("closing-missing-fin")).toContainText("Fin non saisie : Liquide (Cash).");
    await expectLocator(dialog.getByTestId("closing-missing-fin")).toContainText(F("Ce compte compte pour 0 F en Fin"));
    await expectLocator(dialog.getByTestId("closing-gr")).toHaveText(F("-100 000 F"));
    await expectLocator(dialog.getByTestId("justification-required")).toHaveCount(0);
    await dialog.getByText("(facultative)").waitFor();
    await bothWidths(page, "day-close-admin-close-dialog", screenshotScreen);

    await setTolerance(0);
    await dialog.getByRole("button", { name: "Clôturer la journée" }).click();
    await expectLocator(dialog.getByRole("alert")).toHaveText(
      F("Écart de -100 000 F, au-delà de la tolérance de 0 F : une justification est requise pour clôturer la journée"),
    );
    await screenshotScreen(page, "day-close-admin-close-422-1280");
    await dialog.getByLabel(/Justification/).fill("Fin non comptée : superviseur absent");
    await dialog.getByRole("button", { name: "Clôturer la journée" }).click();
    await expectToast(page, "Journée clôturée avec succès");
    await expectLocator(card.getByTestId("day-status")).toHaveText("Clôturée");
    expect(await card.getByTestId("day-closed").textContent()).toMatch(/par Admin Principal/);
    await expectLocator(card.getByTestId("gr-provisional")).toHaveCount(0);
    await page.context().close();
  });

  test("sets the tolerance on the settings screen, with grouped thousands and an inline error", async () => {
    await setTolerance(0);
    const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
    await page.goto("/admin");
    await page.getByRole("link", { name: "Paramètres" }).click();
    await waitForPath(page, "/admin/settings");
    const field = page.getByLabel("Tolérance d'écart");
    await waitForHydration(field);
    await expectLocator(page.getByTestId("saved-tolerance")).toHaveText(F("Valeur enregistrée : 0 F"));

    await field.fill("1234567890");
    expect(await field.inputValue()).toBe(F("1 234 567 890"));
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expectLocator(page.locator("#ecart-tolerance-error")).toHaveText(CLOSE_VALIDATION.tolerance);
    await bothWidths(page, "day-close-settings-error");

    await field.fill("5000");
    expect(await field.inputValue()).toBe(F("5 000"));
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expectToast(page, "Paramètres enregistrés");
    await expectLocator(page.getByTestId("saved-tolerance")).toHaveText(F("Valeur enregistrée : 5 000 F"));
    await bothWidths(page, "day-close-settings-saved");
    const admin = await adminApi(browser);
    // the tolerance alone was sent: the other settings are as they were
    expect((await (await admin.request.get("/api/settings")).json()).data).toMatchObject({ ecartTolerance: 5_000, summaryTime: expect.stringMatching(/^\d{2}:\d{2}$/) });
    await admin.close();
    await page.reload();
    expect(await page.getByLabel("Tolérance d'écart").inputValue()).toBe(F("5 000"));
    await page.context().close();

    // a supervisor cannot open it
    const supervisor = await newPage(browser, { role: "supervisor", viewport: MOBILE });
    await supervisor.goto("/admin/settings");
    await poll(async () => new URL(supervisor.url()).pathname !== "/admin/settings", async () => `resté sur ${supervisor.url()}`);
    await expectLocator(supervisor.getByLabel("Tolérance d'écart")).toHaveCount(0);
    await supervisor.context().close();
  });
});
