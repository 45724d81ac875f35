// The owner's eye in the browser, at 1280 and 360 px: a supervisor who left yesterday open sees first on his
// dashboard "Journée du … non clôturée", taps Clôturer, closes that day with the justification its negative GR
// requires (its lines stay read-only), and the reminder is gone; the close raised an écart alert, which the admin
// sees as a badge on that supervisor's card, linking to his open alerts; the settings' "Résumé du soir et alertes"
// refuses a wrong value under its field and saves a new summary time. One page per width, few loads.
import { expect, test } from "@playwright/test";
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { addDays, formatDayFr } from "@/lib/domain/periods";
import { SETTINGS_MESSAGES } from "@/lib/validation/day-close";
import { closeContexts, DESKTOP, MOBILE, newContext, newPage, screenshot, screenshotFile, waitForHydration } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator } from "./support/expect";
import { adminApi, createUserAsAdmin, horizontalOverflow, screenshotScreen, uniquePhone } from "./support/users";

/** Where a person looks at this journey's captures, besides screenshots/. */
const SHOTS = process.env.MORNING_SHOTS_DIR ?? "/tmp/shots-day";

let browser: Browser;
let late: Awaited<ReturnType<typeof createUserAsAdmin>>;
let yesterday: string;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  late = await createUserAsAdmin(browser, { nomComplet: "Mariama Matinale", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
  const admin = await adminApi(browser);
  const ok = async <T = unknown>(res: Awaited<ReturnType<typeof admin.request.get>>): Promise<T> => {
    if (!res.ok()) throw new Error(`${res.url()} : ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  const { today } = await ok<{ today: string }>(await admin.request.get("/api/transactions/days/unclosed"));
  yesterday = addDays(today, -1);
  // an account of hers, then yesterday's Début and counted Fin, 10 000 F short, and no close
  await ok(await admin.request.post("/api/transactions/accounts", { data: { supervisorId: late.id, accountType: "LIQUIDE" } }));
  for (const [accountType, newValue] of [["debut", 100_000], ["sortie", 90_000]] as const) {
    await ok(await admin.request.patch(`/api/transactions/supervisors/${late.id}/accounts/update`, { data: { accountType, accountKey: "LIQUIDE", newValue, date: yesterday } }));
  }
  await admin.close();
});

test.afterAll(async () => {
  // the summary's time is the network's: leave it as the other journeys found it
  if (browser) {
    const admin = await adminApi(browser);
    await admin.request.put("/api/settings", { data: { summaryTime: "21:00" } });
    await admin.close();
  }
  await closeContexts(browser);
});

async function shot(page: Page, name: string, capture: (page: Page, name: string) => Promise<void> = screenshot) {
  await capture(page, name);
  const file = screenshotFile(name);
  if (!file) return;
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(file, path.join(SHOTS, `${name}.png`));
}

/** A capture of one element (a card in a long page), under screenshots/ as the others. */
const elementShot = (locator: Locator) => async (_page: Page, name: string) => {
  const file = screenshotFile(name);
  if (file) await locator.screenshot({ path: file, animations: "disabled" });
};

/** A capture (full page unless told) at 1280 then at 360 × 740, with nothing wider than the screen; ends at `end`'s width. */
async function bothWidths(page: Page, name: string, end = DESKTOP, capture?: (page: Page, name: string) => Promise<void>) {
  const hidden = await page.addStyleTag({ content: "[data-sonner-toaster] { display: none !important; }" });
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-1280`, capture);
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(200);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, `${name}-360`, capture);
  await page.setViewportSize(end);
  await hidden.evaluate((style) => (style as HTMLStyleElement).remove());
}

const lineButtons = (page: Page) => page.getByRole("button", { name: /Réinitialiser|Supprimer la ligne/, includeHidden: true });

test("reminds the supervisor of yesterday left open, first on his dashboard, and lets him close it", async () => {
  const context = await newContext(browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await loginThroughForm(page, late);
  await waitForPath(page, "/supervisor");

  const reminder = page.getByTestId("unclosed-day");
  await expectLocator(reminder).toHaveCount(1);
  await expectLocator(reminder).toContainText(`Journée du ${formatDayFr(yesterday)} non clôturée`);
  // first: above the day's line and its period button
  const top = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())!.y;
  expect(await top(reminder)).toBeLessThan(await top(page.getByRole("button", { name: /choisir la période/ })));
  await bothWidths(page, "morning-supervisor-reminder", MOBILE);

  // at 360 px: Clôturer shows yesterday and opens its close
  await reminder.getByRole("button", { name: /Clôturer/ }).click();
  const dialog = page.getByRole("dialog", { name: "Clôturer la journée" });
  await dialog.waitFor();
  await expectLocator(dialog.getByTestId("closing-gr")).toContainText("-10");
  await expectLocator(dialog.getByTestId("justification-required")).toBeVisible();
  await shot(page, "morning-supervisor-close-360", screenshotScreen);
  await dialog.getByLabel(/Justification/).fill("Billet de 10 000 F rendu en trop hier soir");
  await dialog.getByRole("button", { name: "Clôturer la journée" }).click();
  await expectToast(page, "Journée clôturée avec succès");
  await dialog.waitFor({ state: "detached" });

  // yesterday is closed and still read-only; the reminder is gone
  await expectLocator(page.getByTestId("day-closed")).toBeVisible();
  await expectLocator(page.getByTestId("unclosed-day")).toHaveCount(0);
  await expectLocator(page.getByRole("button", { name: "Nouvelle transaction" })).toHaveCount(0);
  await expectLocator(lineButtons(page)).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await context.close();
});

test("shows the admin the écart alert on the supervisor's card, and saves the evening summary's time", async () => {
  const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
  await page.goto("/admin");
  const card = page.locator(`[data-testid="supervisor-card"][data-supervisor="${late.nomComplet}"]`);
  const badge = card.getByTestId("card-alerts");
  await expectLocator(badge).toHaveText(/^1 alerte\s*de Mariama Matinale$/);
  expect(await badge.getAttribute("href")).toBe(`/admin/alertes?supervisorId=${late.id}&status=open`);
  await badge.scrollIntoViewIfNeeded();
  await bothWidths(page, "morning-admin-card", DESKTOP, elementShot(card));

  await page.goto("/admin/settings");
  const time = page.getByLabel("Heure du résumé");
  await waitForHydration(time);
  expect(await time.inputValue()).toBe("21:00");
  await expectLocator(page.locator("#settings-summaryTime-help")).toContainText("Par défaut : 21:00.");
  const save = page.getByRole("button", { name: "Enregistrer le résumé et les alertes" });
  // a value out of its range is refused under its field, before anything is sent
  const minDays = page.getByLabel("Journées clôturées avant la plage habituelle");
  await minDays.fill("2");
  await save.click();
  await expectLocator(page.locator("#settings-bandMinDays-error")).toHaveText(SETTINGS_MESSAGES.bandMinDays);
  await minDays.fill("10");
  await time.fill("20:30");
  await save.click();
  await expectToast(page, "Paramètres enregistrés");
  await expectLocator(page.getByTestId("saved-summary")).toHaveText("Résumé enregistré à 20:30");
  await bothWidths(page, "morning-settings");
  // the tolerance's own form still saves alone
  await expectLocator(page.getByRole("button", { name: "Enregistrer", exact: true })).toBeDisabled();

  await page.reload();
  await waitForHydration(page.getByLabel("Heure du résumé"));
  expect(await page.getByLabel("Heure du résumé").inputValue()).toBe("20:30");
  await page.context().close();
});
