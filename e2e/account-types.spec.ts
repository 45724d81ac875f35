// The account types of the market at 1280 and 360 px: the admin switches FREE_MONEY on in
// Paramètres › Types de compte, records a Début on it from the dashboard, switches it off again (it is no longer
// offered, its Début line stays), renames AUTRES and finds that name in the form; a free partner's phone shows in
// the transaction's detail. Every switch and the label are put back as found at the end (the other journeys run
// on the same server).
import { expect, test } from "@playwright/test";
import type { Browser, Page } from "playwright-core";
import { closeContexts, DESKTOP, MOBILE, newContext, newPage, screenshot, transactionDialog, waitForHydration } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator } from "./support/expect";
import { adminApi, createUserAsAdmin, screenshotScreen, uniquePhone } from "./support/users";
import { formatPhone } from "@/lib/domain/phone";

const NAME = "Binta Types-Compte";
let browser: Browser;
let binta: { telephone: string; code: string };
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  binta = await createUserAsAdmin(browser, { nomComplet: NAME, telephone: uniquePhone("76"), role: "SUPERVISEUR" });
});
test.afterAll(async () => {
  // as found: FREE_MONEY and AUTRES off, AUTRES named "Autres"
  if (browser) {
    const admin = await adminApi(browser);
    await admin.request.patch("/api/accountype/FREE_MONEY/toggle", { data: { isActive: false } });
    await admin.request.patch("/api/accountype/AUTRES/toggle", { data: { isActive: false } });
    await admin.request.patch("/api/accountype/AUTRES/label", { data: { label: "Autres" } });
    await admin.close();
  }
  await closeContexts(browser);
});

async function openSettings(page: Page) {
  await page.goto("/admin/settings");
  await page.getByRole("heading", { name: "Types de compte" }).waitFor();
  await waitForHydration(page.getByTestId("toggle-FREE_MONEY"));
}

/** The dashboard's "Nouvelle Transaction", a direct entry for the supervisor, with its account list open. */
async function openAccounts(page: Page) {
  const fab = page.getByRole("button", { name: "Nouvelle transaction" });
  await waitForHydration(fab);
  await fab.click();
  const dialog = transactionDialog(page);
  await dialog.waitFor();
  await dialog.getByRole("radio", { name: /Transaction direct/ }).click();
  await dialog.getByRole("combobox", { name: "Superviseur" }).click();
  await page.getByRole("option", { name: NAME }).click();
  await dialog.getByRole("combobox", { name: "Compte" }).click();
  await page.getByRole("option", { name: /Liquide/ }).waitFor();
  return dialog;
}
const optionNames = async (page: Page) => (await page.getByRole("option").allTextContents()).map((t) => t.trim());

test.describe("account types", () => {
  test("switches FREE_MONEY on, records a Début on it, switches it off: no longer offered, its line stays (1280 px)", async () => {
    const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
    await openSettings(page);
    const freeMoney = page.getByTestId("toggle-FREE_MONEY");
    expect(await freeMoney.getAttribute("aria-pressed")).toBe("false");
    // the cash cannot be switched off, and says why; UV Master is the admin's
    expect(await page.getByTestId("toggle-LIQUIDE").isDisabled()).toBe(true);
    await expectLocator(page.getByTestId("account-type-LIQUIDE")).toContainText("ne peut pas être désactivée");
    await expectLocator(page.getByTestId("account-type-UV_MASTER")).toContainText("Réservé à l'administrateur");
    await freeMoney.click();
    await expectToast(page, "Type de compte activé");
    await expectLocator(freeMoney).toHaveAttribute("aria-pressed", "true");
    await screenshot(page, "account-types-settings-1280");

    // a Début on Free Money from the dashboard
    await page.goto("/admin");
    const card = page.locator(`[data-testid="supervisor-card"][data-supervisor="${NAME}"]`);
    await card.waitFor();
    let dialog = await openAccounts(page);
    expect(await optionNames(page)).toContain("📲 Free Money");
    await page.getByRole("option", { name: /Free Money/ }).click();
    await dialog.getByRole("radio", { name: "Début", exact: true }).click();
    await dialog.getByLabel("Montant").fill("25000");
    await expectLocator(dialog.getByTestId("transaction-summary")).toContainText("Free Money");
    await screenshotScreen(page, "account-types-form-free-money-1280");
    await dialog.getByRole("button", { name: "Valider" }).click();
    await expectToast(page, "Transaction créée avec succès");
    await dialog.waitFor({ state: "detached" });
    const line = card.locator('[data-line="debut:FREE_MONEY"]');
    await expectLocator(line).toContainText("Free Money");
    await expectLocator(line.getByTestId("line-value")).toHaveText("25\u00a0000\u00a0F");

    // off again, after a confirmation that says its history stays
    await openSettings(page);
    await page.getByTestId("toggle-FREE_MONEY").click();
    const confirm = page.getByRole("alertdialog", { name: "Désactiver Free Money ?" });
    await confirm.waitFor();
    await expectLocator(confirm).toContainText("Son historique reste");
    await screenshotScreen(page, "account-types-confirm-off-1280");
    await confirm.getByRole("button", { name: "Désactiver" }).click();
    await expectToast(page, "Type de compte désactivé");
    await expectLocator(page.getByTestId("toggle-FREE_MONEY")).toHaveAttribute("aria-pressed", "false");

    await page.goto("/admin");
    await card.waitFor();
    dialog = await openAccounts(page);
    const offered = await optionNames(page);
    expect(offered).not.toContain("📲 Free Money");
    expect(offered).toContain("💵 Liquide (Cash)");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // the Début recorded before stays on the card
    await expectLocator(card.locator('[data-line="debut:FREE_MONEY"]').getByTestId("line-value")).toHaveText("25\u00a0000\u00a0F");
    // and the transactions' operator filter no longer offers it
    await page.goto("/admin/transactions");
    const operator = page.getByRole("combobox", { name: "Opérateur" });
    await waitForHydration(operator);
    await expectLocator(operator.locator("option", { hasText: "Wave" })).toHaveCount(1);
    await expectLocator(operator.locator("option", { hasText: "Free Money" })).toHaveCount(0);
    // its Début stays in the list, and its detail names the account, switched off
    const box = page.getByLabel("Rechercher");
    await waitForHydration(box);
    await box.fill(NAME);
    const row = page.getByTestId("transaction-row").first();
    await expectLocator(row).toContainText("Free Money");
    await waitForHydration(row);
    await row.click();
    const detail = page.getByRole("dialog", { name: "Détails et modification de la transaction" });
    await expectLocator(detail.getByTestId("detail-account")).toHaveText("Free Money (type désactivé)");
    await screenshotScreen(page, "account-types-detail-off-1280");
    await page.context().close();
  });

  test("renames AUTRES (refusing a too short name under the field) and offers it under that name once on (360 px)", async () => {
    const page = await newPage(browser, { role: "admin", viewport: MOBILE });
    await openSettings(page);
    const field = page.getByLabel("Libellé du type « Autres »");
    await field.fill("T");
    await page.getByTestId("account-type-AUTRES").getByRole("button", { name: "Enregistrer le libellé" }).click();
    await page.getByText("Le libellé doit contenir de 2 à 40 caractères").waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "account-types-settings-error-360");
    await field.fill("Tigo Cash");
    await page.getByTestId("account-type-AUTRES").getByRole("button", { name: "Enregistrer le libellé" }).click();
    await expectToast(page, "Libellé enregistré");
    await expectLocator(page.getByTestId("account-type-AUTRES")).toContainText("Tigo Cash");
    await page.getByTestId("toggle-AUTRES").click();
    await expectToast(page, "Type de compte activé");
    await expectLocator(page.getByTestId("toggle-AUTRES")).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, "account-types-settings-360");

    await page.goto("/admin");
    await page.locator(`[data-testid="supervisor-card"][data-supervisor="${NAME}"]`).waitFor();
    await openAccounts(page);
    const offered = await optionNames(page);
    expect(offered).toContain("📦 Tigo Cash");
    expect(offered).not.toContain("📦 Autres");
    await screenshotScreen(page, "account-types-form-autres-360");
    await page.context().close();
  });

  test("keeps a free partner's phone, refusing a wrong one under its field, and shows it in the detail (360 px)", async () => {
    // as this spec's own supervisor: the fixture supervisors' days are other specs' (ledger.spec counts them)
    const page = await (await newContext(browser, { viewport: MOBILE })).newPage();
    await loginThroughForm(page, binta);
    await waitForPath(page, "/supervisor");
    const fab = page.getByRole("button", { name: "Nouvelle transaction" });
    await waitForHydration(fab);
    await fab.click();
    const dialog = transactionDialog(page);
    await dialog.waitFor();
    await dialog.getByRole("radio", { name: /Partenaire libre/ }).click();
    await dialog.getByLabel("Nom du partenaire").fill("Modou Téléphone");
    const phone = dialog.getByLabel("Téléphone (optionnel)");
    await phone.fill("12");
    await dialog.getByRole("radio", { name: "Début", exact: true }).click();
    await dialog.getByLabel("Montant").fill("7500");
    await dialog.getByRole("button", { name: "Valider" }).click();
    await dialog.getByText("Numéro de téléphone invalide (8 à 15 chiffres)").waitFor();
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    await screenshotScreen(page, "account-types-free-phone-error-360");
    const number = uniquePhone("77");
    await phone.fill(`${number.slice(0, 2)} ${number.slice(2, 5)} ${number.slice(5)}`);
    await dialog.getByRole("button", { name: "Valider" }).click();
    await expectToast(page, "Transaction créée avec succès");
    await dialog.waitFor({ state: "detached" });

    await page.goto("/supervisor/transactions");
    await page.getByRole("button", { name: "Filtres" }).click();
    const box = page.getByLabel("Rechercher");
    await waitForHydration(box);
    await box.fill("Modou Téléphone");
    const row = page.getByTestId("transaction-card").first();
    await expectLocator(row).toContainText("Modou Téléphone");
    await waitForHydration(row);
    await row.click();
    const detail = page.getByRole("dialog", { name: "Détails et modification de la transaction" });
    await expectLocator(detail.getByTestId("detail-phone")).toHaveText(formatPhone(number));
    await screenshotScreen(page, "account-types-detail-phone-360");
    await page.context().close();
  });
});
