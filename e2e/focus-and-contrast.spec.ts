// Where the focus lands and what axe finds, of any impact: the login's phone field has the focus as the page
// arrives (before any script); the day's close focuses its confirm button when the justification is optional
// (a phone opens no keyboard) and the justification when it is required; every kind of toast, caught on screen,
// and the close's own success toast pass axe (contrast 4.5:1). At 1280 and 360 px (the headings of every screen:
// a11y.spec.ts, on its own visit of each screen). The supervisors are this file's own.
import { test } from "@playwright/test";
import type { Browser, Locator, Page } from "playwright-core";
import { expectNoViolation } from "./support/axe";
import { closeContexts, DESKTOP, MOBILE, newContext, newPage, screenshot, waitForHydration } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator, poll } from "./support/expect";
import { baseUrl } from "./support/runtime";
import { adminApi, createUserAsAdmin, screenshotScreen, uniquePhone } from "./support/users";

/** The toasts on screen, laid out one under the other and held there (sonner expands and pauses them under the pointer). */
async function holdToasts(page: Page, count: number) {
  const toasts = page.locator("[data-sonner-toast]");
  await expectLocator(toasts).toHaveCount(count);
  await toasts.first().hover();
  await page.waitForFunction((n) => document.querySelectorAll('[data-sonner-toast][data-expanded="true"][data-mounted="true"]').length === n, count);
}

/** Waits until the element has the focus; says which one has it otherwise. */
const focused = (locator: Locator) =>
  poll(
    () => locator.evaluate((el) => el === document.activeElement),
    async () => `attendu le focus sur ${locator}, il est sur ${await locator.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`,
  );

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await closeContexts(browser);
});

/** A supervisor of this file with today's LIQUIDE Début of 100 000 F and, when given, its Fin. */
async function supervisorWithDay(name: string, fin: number | null) {
  const supervisor = await createUserAsAdmin(browser, { nomComplet: name, telephone: uniquePhone("76"), role: "SUPERVISEUR" });
  const admin = await adminApi(browser);
  const entries = [{ typeOperation: "depot", montant: 100_000 }, ...(fin === null ? [] : [{ typeOperation: "retrait", montant: fin }])];
  for (const entry of entries) {
    const res = await admin.request.post("/api/transactions/admin/create", { data: { superviseurId: supervisor.id, typeCompte: "LIQUIDE", ...entry } });
    if (!res.ok()) throw new Error(`transaction e2e impossible : ${res.status()} ${await res.text()}`);
  }
  await admin.close();
  return supervisor;
}

for (const [label, viewport] of [["1280", DESKTOP], ["360", MOBILE]] as const) test.describe(`at ${label} px`, () => {
  test("the login has the focus in its phone field, in the served page and once hydrated", async () => {
    // before any script: the page as served, JavaScript off
    const served = await browser.newContext({ baseURL: baseUrl(), viewport, javaScriptEnabled: false });
    const bare = await served.newPage();
    await bare.goto("/auth");
    await focused(bare.getByLabel("Téléphone"));
    await served.close();
    // hydration leaves it there, and the page passes axe with the focus in it
    const page = await newPage(browser, { viewport });
    await page.goto("/auth");
    await waitForHydration(page.getByRole("tab", { name: "Demande" }));
    await focused(page.getByLabel("Téléphone"));
    await expectNoViolation(page, "/auth");
    await screenshot(page, `auth-focus-${label}`);
    await page.context().close();
  });

  test("the day's close focuses its confirm button when the justification is optional, and its success toast passes axe", async () => {
    const supervisor = await supervisorWithDay(`Awa Focus ${label}`, 100_000);
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    await loginThroughForm(page, supervisor);
    await waitForPath(page, "/supervisor");
    const open = page.getByRole("button", { name: "Clôturer la journée" });
    await waitForHydration(open);
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Clôturer la journée" });
    await expectLocator(dialog.getByText("(facultative)")).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Clôturer la journée" });
    await focused(confirm);
    await expectNoViolation(page, "dialogue de clôture (justification facultative)");
    await screenshotScreen(page, `close-day-focus-optional-${label}`);
    // Entrée on the focused button closes the day: the success toast, held on screen, then axe
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden" });
    await expectToast(page, "Awa Focus");
    await holdToasts(page, 1);
    await expectNoViolation(page, "/supervisor avec le toast de la clôture");
    await screenshotScreen(page, `close-day-success-toast-${label}`);
    await context.close();
  });

  test("the day's close focuses its justification when it is required", async () => {
    // a Début and no Fin: GR −100 000 F, beyond the tolerance
    const supervisor = await supervisorWithDay(`Moussa Focus ${label}`, null);
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    await loginThroughForm(page, supervisor);
    await waitForPath(page, "/supervisor");
    const open = page.getByRole("button", { name: "Clôturer la journée" });
    await waitForHydration(open);
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Clôturer la journée" });
    await dialog.getByTestId("justification-required").waitFor();
    await focused(dialog.getByLabel(/Justification/));
    await expectNoViolation(page, "dialogue de clôture (justification requise)");
    await screenshotScreen(page, `close-day-focus-required-${label}`);
    await context.close();
  });

  test("every kind of toast, caught on screen, passes axe", async () => {
    const page = await newPage(browser, { role: "supervisor", viewport });
    await page.goto("/supervisor/profile");
    await waitForHydration(page.locator("h1"));
    // the toasts a page hands to the next one (lib/client/toast.ts), two kinds at a time: sonner shows three at most
    const rounds = [
      [["success", "Transaction créée avec succès"], ["info", "Aucune modification à enregistrer"]],
      [["warning", "Saisie gardée sur l'appareil"], ["error", "Erreur lors de la clôture. Veuillez réessayer."]],
    ];
    for (const [i, toasts] of rounds.entries()) {
      await page.evaluate((queued) => sessionStorage.setItem("caisse.toasts", JSON.stringify(queued)), toasts);
      await page.reload();
      await holdToasts(page, toasts.length);
      for (const [kind] of toasts) await expectLocator(page.locator(`[data-sonner-toast][data-type="${kind}"][data-visible="true"]`)).toHaveCount(1);
      await expectNoViolation(page, `toasts ${toasts.map(([kind]) => kind).join(", ")}`, "[data-sonner-toaster]");
      await screenshotScreen(page, `toasts-${i + 1}-${label}`);
    }
    await page.context().close();
  });
});
