// The supervisor's day in two screens, on a 360 × 740 phone and at 1280: "Saisie du matin" (three Débuts),
// "Saisie du soir" (three Fins), the close offered once the last Fin is in; every touch counted (a first day in
// at most 12). A refused row keeps its amount and says why while the others go; with no network, the rows wait
// on the device and are each recorded once when it is back. An ordinary day (balances carried from his last
// day, three Fins, the close) in at most 7 touches from the app's icon, his session kept. UV Master allocated:
// on his evening screen, counted, his GR what the test computes.
import { expect, test } from "@playwright/test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { closeContexts, DESKTOP, MOBILE, newContext, screenshot, transactionDialog, waitForHydration } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator } from "./support/expect";
import { adminApi, createUserAsAdmin, horizontalOverflow, uniquePhone } from "./support/users";
import { E2E_ORDINARY_SUPERVISORS } from "./support/fixtures";
import { formatSignedFcfa } from "@/lib/domain/money";

let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await closeContexts(browser);
});

const newSupervisor = (nomComplet: string) => createUserAsAdmin(browser, { nomComplet, telephone: uniquePhone("77"), role: "SUPERVISEUR" });

/** The supervisor's transactions of today (amounts in francs, oldest first), as the admin's API lists them. */
async function transactionsOf(supervisor: { id: string }) {
  const admin = await adminApi(browser);
  const res = await admin.request.get(`/api/transactions/recent?period=today&supervisorId=${supervisor.id}&limit=50`);
  const body = await res.json();
  await admin.close();
  return (body.data.transactions as { type: { code: string }; compte: string; montant: { valeur: number } }[])
    .map((t) => `${t.type.code} ${t.compte} ${t.montant.valeur / 100}`)
    .sort();
}

/**
 * Taps (or clicks) counted: what the touch budget measures; and the time from the first tap to `done()`, which is
 * the screen's waiting (the typing is instant here). Printed, not asserted: a busy machine's timings are noise,
 * the budget of 5 s is read on a quiet one.
 */
class Touches {
  count = 0;
  private started = 0;
  async tap(locator: Locator) {
    this.count += 1;
    this.started ||= Date.now();
    await locator.click();
  }
  done(journey: string) {
    process.stdout.write(`[journée] ${journey} : ${this.count} touches, ${((Date.now() - this.started) / 1000).toFixed(1)} s d'attente\n`);
  }
}


async function signedIn(supervisor: { telephone: string; code: string }, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await loginThroughForm(page, supervisor);
  await waitForPath(page, "/supervisor");
  await page.getByTestId("day-entry-actions").waitFor();
  return { context, page };
}

const field = (sheet: Locator, name: string) => sheet.getByRole("textbox", { name });

for (const [name, viewport] of [
  ["phone", MOBILE],
  ["desktop", DESKTOP],
] as const) test.describe(`the supervisor's first day in two screens (${name})`, () => {
  test("three Débuts, three Fins and the close in at most 12 touches, the figures recorded once each", async () => {
    const supervisor = await newSupervisor(`Mariama Journée ${name}`);
    const { context, page } = await signedIn(supervisor, viewport);
    const touches = new Touches();

    // morning: the first field has the focus; each next field is one touch
    await touches.tap(page.getByRole("button", { name: "Saisie du matin" }));
    const morning = page.getByRole("dialog", { name: "Saisie du matin" });
    await expectLocator(morning.getByTestId("day-entry-row")).toHaveCount(3);
    await page.keyboard.type("150000");
    await touches.tap(field(morning, "Ajout Orange Money"));
    await page.keyboard.type("75000");
    await touches.tap(field(morning, "Ajout Wave"));
    await page.keyboard.type("80000");
    await screenshot(page, `day-entries-morning-${viewport.width}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await touches.tap(morning.getByRole("button", { name: "Valider (3)" }));
    await expectToast(page, "3 Débuts enregistrés");
    await morning.waitFor({ state: "detached" });
    await expectLocator(page.getByTestId("missing-fin")).toContainText("Fin non saisie");

    // evening: each account with its Début; the close is offered in the same screen once the last Fin is in
    await touches.tap(page.getByRole("button", { name: "Saisie du soir" }));
    const evening = page.getByRole("dialog", { name: "Saisie du soir" });
    await expectLocator(evening.getByTestId("day-entry-row")).toHaveCount(3);
    await expectLocator(evening.locator('[data-testid="day-entry-row"][data-account="LIQUIDE"]')).toContainText("Début : 150\u00a0000\u00a0F");
    await page.keyboard.type("140000");
    await touches.tap(field(evening, "Fin comptée Orange Money"));
    await page.keyboard.type("90000");
    await touches.tap(field(evening, "Fin comptée Wave"));
    await page.keyboard.type("80000");
    await touches.tap(evening.getByRole("button", { name: "Valider (3)" }));
    await expectToast(page, "3 Fins enregistrées");
    await evening.getByText("Toutes les Fins sont saisies.").waitFor();
    await screenshot(page, `day-entries-evening-${viewport.width}`);
    await touches.tap(evening.getByRole("button", { name: "Clôturer la journée" }));
    const closing = page.getByRole("dialog", { name: "Clôturer la journée" });
    await closing.waitFor();
    await touches.tap(closing.getByRole("button", { name: "Clôturer la journée" }));
    await page.getByTestId("day-closed").waitFor();

    // 4 in the morning, 6 in the evening with the close
    touches.done(`premier jour (${name})`);
    expect(touches.count).toBeLessThanOrEqual(12);
    expect(await transactionsOf(supervisor)).toEqual(
      [
        "DEBUT_JOURNEE Liquide (Cash) 150000",
        "DEBUT_JOURNEE Orange Money 75000",
        "DEBUT_JOURNEE Wave 80000",
        "FIN_JOURNEE Liquide (Cash) 140000",
        "FIN_JOURNEE Orange Money 90000",
        "FIN_JOURNEE Wave 80000",
      ].sort(),
    );
    await context.close();
  });
});

for (const [name, viewport] of [
  ["phone", MOBILE],
  ["desktop", DESKTOP],
] as const) test.describe(`the supervisor's ordinary day (${name})`, () => {
  test("from opening the app with a kept session: balances carried from his last day, three Fins and the close in at most 7 touches", async () => {
    // seeded with yesterday's Débuts and Fins, today not opened yet (e2e/setup/seed-trend.ts)
    const supervisor = E2E_ORDINARY_SUPERVISORS[name];
    const { context, page: signIn } = await signedIn(supervisor, viewport);
    await signIn.close();
    // the phone keeps his session: the app's icon opens its start URL, his dashboard
    const touches = new Touches();
    const page = await context.newPage();
    touches.count += 1;
    await page.goto("/");
    await waitForPath(page, "/supervisor");
    await waitForHydration(page.getByRole("button", { name: "Saisie du soir" }));

    // nothing to type in the morning: each Début is his last day's Fin, said carried
    await touches.tap(page.getByRole("button", { name: "Saisie du soir" }));
    const evening = page.getByRole("dialog", { name: "Saisie du soir" });
    await expectLocator(evening.getByTestId("day-entry-row")).toHaveCount(3);
    const wave = evening.locator('[data-testid="day-entry-row"][data-account="WAVE"]');
    await expectLocator(wave).toContainText("Reporté du");
    await expectLocator(wave).toContainText(": 90\u00a0000\u00a0F");
    await page.keyboard.type("125000");
    await touches.tap(field(evening, "Fin comptée Orange Money"));
    await page.keyboard.type("58000");
    await touches.tap(field(evening, "Fin comptée Wave"));
    await page.keyboard.type("95000");
    await screenshot(page, `day-entries-ordinary-${viewport.width}`);
    await touches.tap(evening.getByRole("button", { name: "Valider (3)" }));
    await expectToast(page, "3 Fins enregistrées");
    await evening.getByText("Toutes les Fins sont saisies.").waitFor();
    await touches.tap(evening.getByRole("button", { name: "Clôturer la journée" }));
    const closing = page.getByRole("dialog", { name: "Clôturer la journée" });
    await closing.waitFor();
    await touches.tap(closing.getByRole("button", { name: "Clôturer la journée" }));
    await page.getByTestId("day-closed").waitFor();

    touches.done(`jour ordinaire (${name})`);
    expect(touches.count).toBeLessThanOrEqual(7);
    const me = (await (await page.request.get("/api/transactions/dashboard/supervisor")).json()).data.dashboard.superviseur as { id: string };
    expect(await transactionsOf(me)).toEqual(["FIN_JOURNEE Liquide (Cash) 125000", "FIN_JOURNEE Orange Money 58000", "FIN_JOURNEE Wave 95000"].sort());
    // the GR of the day: what he counted less what was carried
    await expectLocator(page.getByTestId("supervisor-gr")).toHaveText("+8\u00a0000\u00a0F");
    await context.close();
  });
});

test.describe("UV Master allocated, counted at night (phone)", () => {
  test("the evening screen offers the UV Master he was given; counting it brings his GR to the oracle's, the close asks no justification", async () => {
    const supervisor = await newSupervisor("Khadim Crédit UV");
    const allocated = 100_000;
    const admin = await adminApi(browser);
    const res = await admin.request.post("/api/transactions/allocations", { data: { superviseurId: supervisor.id, montant: allocated }, headers: { "idempotency-key": `e2e-uv-${supervisor.id}` } });
    expect(res.status()).toBe(201);
    await admin.close();
    const { context, page } = await signedIn(supervisor, MOBILE);
    // before he counts it: all he holds is the allocation, a Début
    await expectLocator(page.getByTestId("supervisor-gr")).toHaveText(formatSignedFcfa(-allocated));

    // the morning shows what he holds, without an amount to add (credit comes from the admin)
    await page.getByRole("button", { name: "Saisie du matin" }).click();
    const morning = page.getByRole("dialog", { name: "Saisie du matin" });
    const morningUv = morning.locator('[data-testid="day-entry-row"][data-account="UV_MASTER"]');
    await expectLocator(morningUv).toContainText("Début : 100\u00a0000\u00a0F");
    await expectLocator(morningUv).toContainText("Alloué par l'administrateur");
    expect(await morningUv.getByRole("textbox").count()).toBe(0);
    await page.keyboard.press("Escape");
    await morning.waitFor({ state: "detached" });

    // the single-entry form follows the same rule: UV Master offered, for its Fin only
    const add = page.getByRole("button", { name: "Nouvelle transaction" });
    await waitForHydration(add);
    await add.click();
    const form = transactionDialog(page);
    await form.getByRole("combobox", { name: "Compte" }).click();
    await page.getByRole("option", { name: /UV Master/ }).click();
    await expectLocator(form.getByRole("radio", { name: "Début", exact: true })).toBeDisabled();
    await expectLocator(form.getByRole("radio", { name: "Fin", exact: true })).toHaveAttribute("aria-checked", "true");
    await expectLocator(form.getByText("Le crédit UV Master ne s'ajoute que par une allocation")).toBeVisible();
    await screenshot(page, "day-entries-uv-master-form-360");
    await form.getByRole("button", { name: "Annuler" }).click();
    await form.waitFor({ state: "detached" });

    // at night: 70 000 F of credit left, the 30 000 F sold plus 2 000 F more in the drawer
    const touches = new Touches();
    await touches.tap(page.getByRole("button", { name: "Saisie du soir" }));
    const evening = page.getByRole("dialog", { name: "Saisie du soir" });
    await expectLocator(evening.getByTestId("day-entry-row")).toHaveCount(4);
    await expectLocator(evening.locator('[data-testid="day-entry-row"][data-account="UV_MASTER"]')).toContainText("Début : 100\u00a0000\u00a0F");
    const counted = { LIQUIDE: 32_000, UV_MASTER: 70_000 };
    await page.keyboard.type(String(counted.LIQUIDE));
    await touches.tap(field(evening, "Fin comptée UV Master"));
    await page.keyboard.type(String(counted.UV_MASTER));
    await screenshot(page, "day-entries-uv-master-360");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await touches.tap(evening.getByRole("button", { name: "Valider (2)" }));
    await expectToast(page, "2 Fins enregistrées");
    await evening.getByText("Toutes les Fins sont saisies.").waitFor();

    // the oracle: GR = what he counted - what he was given
    const gr = counted.LIQUIDE + counted.UV_MASTER - allocated;
    await touches.tap(evening.getByRole("button", { name: "Clôturer la journée" }));
    const closing = page.getByRole("dialog", { name: "Clôturer la journée" });
    await closing.waitFor();
    await expectLocator(closing.getByText("(facultative)")).toBeVisible();
    expect(await closing.getByTestId("justification-required").count()).toBe(0);
    await screenshot(page, "day-entries-uv-master-close-360");
    await touches.tap(closing.getByRole("button", { name: "Clôturer la journée" }));
    await page.getByTestId("day-closed").waitFor();
    touches.done("UV Master compté (phone)");
    await expectLocator(page.getByTestId("supervisor-gr")).toHaveText(formatSignedFcfa(gr));
    expect(await transactionsOf(supervisor)).toEqual(["ALLOCATION_UV_MASTER UV Master 100000", "FIN_JOURNEE Liquide (Cash) 32000", "FIN_JOURNEE UV Master 70000"].sort());
    await context.close();
  });
});

test.describe("a refused row and no network (phone)", () => {
  test("keeps a refused amount under its field while the others go; with no network each row waits and is recorded once", async () => {
    const supervisor = await newSupervisor("Coumba Réseau");
    const { context, page } = await signedIn(supervisor, MOBILE);

    await page.getByRole("button", { name: "Saisie du matin" }).click();
    const morning = page.getByRole("dialog", { name: "Saisie du matin" });
    await field(morning, "Ajout Liquide (Cash)").fill("50000");
    await field(morning, "Ajout Wave").fill("99999999999999");
    await morning.getByRole("button", { name: "Valider (2)" }).click();
    await expectToast(page, "1 Début enregistré");
    const refused = morning.locator('[data-testid="day-entry-row"][data-account="WAVE"]');
    await refused.locator('[data-slot="field-error"]').waitFor();
    expect(await field(morning, "Ajout Wave").getAttribute("aria-invalid")).toBe("true");
    expect((await field(morning, "Ajout Wave").inputValue()).replace(/\D/g, "")).toBe("99999999999999");
    expect(await field(morning, "Ajout Liquide (Cash)").inputValue()).toBe("");
    await screenshot(page, "day-entries-refused-360");

    // no network: both rows kept on the device, then each sent once
    await field(morning, "Ajout Wave").fill("20000");
    await field(morning, "Ajout Orange Money").fill("10000");
    await context.setOffline(true);
    await morning.getByRole("button", { name: "Valider (2)" }).click();
    await expectToast(page, "Pas de réseau : 2 opérations gardées sur l'appareil, envoyées au retour du réseau.");
    await morning.waitFor({ state: "detached" });
    await expectLocator(page.getByRole("heading", { name: "En attente d'envoi (2)" })).toBeVisible();
    await context.setOffline(false);
    // sent at the "online" event; when that first try meets a network not quite back, the next is the queue's
    // periodic one (lib/offline/start.ts, every 30 s)
    await page.getByTestId("pending-entries").waitFor({ state: "detached", timeout: 45_000 });
    expect(await transactionsOf(supervisor)).toEqual(["DEBUT_JOURNEE Liquide (Cash) 50000", "DEBUT_JOURNEE Orange Money 10000", "DEBUT_JOURNEE Wave 20000"].sort());
    await page.reload();
    await page.getByTestId("day-entry-actions").waitFor();
    await page.waitForTimeout(1_000);
    expect(await transactionsOf(supervisor)).toHaveLength(3);
    await context.close();
  });
});
