// In the field with no network, in Chromium: the app is installable (manifest, icons,
// service worker); a supervisor's entry made offline waits on the device ("En attente d'envoi (1)"), the page
// opened again with no network is the service worker's copy under "Hors ligne — données du …", and the entry
// is recorded exactly once when the network is back; an entry the server refuses meanwhile (day closed) stays
// with its message until it is discarded; an answer lost on the way (the server recorded the entry, the
// browser never heard) is sent again with the same key and recorded once; logging out with entries waiting
// asks first. Each journey uses a supervisor of this file's own.
import { expect, test } from "@playwright/test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { closeContexts, DESKTOP, MOBILE, newContext, screenshot, transactionDialog, waitForHydration } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator } from "./support/expect";
import { baseUrl } from "./support/runtime";
import { adminApi, createUserAsAdmin, horizontalOverflow, screenshotScreen, uniquePhone } from "./support/users";

const QUEUED = "Pas de réseau : opération gardée sur l'appareil, elle sera envoyée au retour du réseau.";

let browser: Browser;
type Supervisor = Awaited<ReturnType<typeof createUserAsAdmin>>;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await closeContexts(browser);
});

const newSupervisor = (nomComplet: string) => createUserAsAdmin(browser, { nomComplet, telephone: uniquePhone("76"), role: "SUPERVISEUR" });

/** The supervisor's transactions of today, as the admin's API lists them. */
async function transactionsOf(supervisor: Supervisor) {
  const admin = await adminApi(browser);
  const res = await admin.request.get(`/api/transactions/recent?period=today&supervisorId=${supervisor.id}`);
  const body = await res.json();
  await admin.close();
  if (!res.ok()) throw new Error(`liste e2e impossible : ${res.status()} ${JSON.stringify(body)}`);
  return (body.data.transactions as { montant: { valeur: number } }[]).map((t) => ({ montant: t.montant.valeur / 100 }));
}

/**
 * Logged in, the service worker active and controlling the page, the dashboard kept in its cache: the page is
 * loaded once more through the worker (the first load came before it was installed).
 */
async function dashboardWithWorker(context: BrowserContext, supervisor: Supervisor): Promise<Page> {
  const page = await context.newPage();
  await loginThroughForm(page, supervisor);
  await waitForPath(page, "/supervisor");
  await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => r.active?.state === "activated"));
  await page.reload();
  await page.getByTestId("supervisor-gr").waitFor();
  await page.waitForFunction(async () => navigator.serviceWorker.controller !== null && !!(await (await caches.open("caisse-pages")).match("/supervisor")));
  return page;
}

async function fillDirect(page: Page, amount: string) {
  const add = page.getByRole("button", { name: "Nouvelle transaction" });
  await waitForHydration(add);
  await add.click();
  const dialog = transactionDialog(page);
  await dialog.waitFor();
  await dialog.getByRole("radio", { name: /Transaction direct/ }).click();
  await dialog.getByRole("combobox", { name: "Compte" }).click();
  await page.getByRole("option", { name: /Wave/ }).click();
  await dialog.getByRole("radio", { name: "Début", exact: true }).click();
  await dialog.getByLabel("Montant").fill(amount);
  return dialog;
}

const pendingTitle = (page: Page) => page.getByRole("heading", { name: /^En attente d'envoi \(\d+\)$/ });

async function capture(page: Page, name: string, viewport: { width: number }) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, `${name}-${viewport.width}`);
}

test.describe("installable app", () => {
  test("serves the manifest, its icons and the worker without a session, links the manifest and is installable", async () => {
    const context = await newContext(browser, { serviceWorker: true });
    const manifestRes = await context.request.get("/manifest.webmanifest", { maxRedirects: 0 });
    expect(manifestRes.status()).toBe(200);
    const manifest = await manifestRes.json();
    expect(manifest).toMatchObject({ name: "Caisse", short_name: "Caisse", lang: "fr", start_url: "/", display: "standalone", theme_color: "#047857" });
    expect(manifest.description).toMatch(/caisses/);
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons) {
      const res = await context.request.get(icon.src, { maxRedirects: 0 });
      expect([icon.src, res.status(), res.headers()["content-type"]]).toEqual([icon.src, 200, icon.type]);
    }
    const sw = await context.request.get("/sw.js", { maxRedirects: 0 });
    expect(sw.status()).toBe(200);
    expect(await sw.text()).toContain("caisse-pages");

    // the login page links it too, and Chromium finds nothing missing to install the app
    const page = await context.newPage();
    await page.goto("/auth");
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    const cdp = await context.newCDPSession(page);
    const parsed = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[] };
    expect([parsed.url, parsed.errors]).toEqual([`${new URL(baseUrl()).origin}/manifest.webmanifest`, []]);
    // a Playwright context is incognito, which Chromium never installs to: nothing else may be missing
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
    await context.close();
  });

  test("registers and activates the service worker on a signed-in page, whose pages link the manifest", async () => {
    const supervisor = await newSupervisor("Awa Installée");
    const context = await newContext(browser, { serviceWorker: true });
    const page = await dashboardWithWorker(context, supervisor);
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toMatch(/^\/manifest\.webmanifest/);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${new URL(baseUrl()).origin}/sw.js`);
    await context.close();
  });
});

for (const [name, viewport] of [
  ["desktop", DESKTOP],
  ["phone", MOBILE],
] as const) test.describe(`an entry made offline (${name})`, () => {
  test("waits on the device, is shown after a reload with no network, and is recorded once when the network is back", async () => {
    const supervisor = await newSupervisor(`Binta Horsligne ${name}`);
    const context = await newContext(browser, { viewport, serviceWorker: true });
    const page = await dashboardWithWorker(context, supervisor);

    await context.setOffline(true);
    const dialog = await fillDirect(page, "12500");
    await dialog.getByRole("button", { name: "Valider" }).click();
    await expectToast(page, QUEUED);
    await dialog.waitFor({ state: "detached" });
    await expectLocator(pendingTitle(page)).toHaveText("En attente d'envoi (1)");
    await expectLocator(page.getByTestId("pending-entry")).toContainText("Début Wave");
    expect((await page.getByTestId("pending-entry").textContent())?.replace(/\s/g, " ")).toContain("12 500 F");
    await capture(page, "offline-queued", viewport);

    // opened again with no network: the service worker's copy, marked as such, and the entry still waiting
    await page.reload();
    const banner = page.getByTestId("offline-banner");
    await expectLocator(banner).toContainText("Hors ligne — données du ");
    expect((await banner.textContent())?.trim()).toMatch(/^Hors ligne — données du \d{2}:\d{2}$/);
    await expectLocator(pendingTitle(page)).toHaveText("En attente d'envoi (1)");
    await page.getByTestId("supervisor-gr").waitFor();
    await capture(page, "offline-reloaded", viewport);
    expect(await transactionsOf(supervisor)).toHaveLength(0);

    await context.setOffline(false);
    await expectToast(page, "Opération envoyée");
    await expectLocator(page.getByTestId("pending-entries")).toHaveCount(0);
    await expectLocator(page.getByTestId("offline-banner")).toHaveCount(0);
    const recorded = await transactionsOf(supervisor);
    expect(recorded.map((t) => t.montant)).toEqual([12_500]);
    await capture(page, "offline-sent", viewport);
    // opened again: nothing is sent twice
    await page.reload();
    await page.getByTestId("supervisor-gr").waitFor();
    await page.waitForTimeout(1_000);
    expect(await transactionsOf(supervisor)).toHaveLength(1);
    await context.close();
  });
});

test.describe("the admin's dashboard with no network", () => {
  test("opens from the service worker's copy, at its address and at the installed app's start (/), marked offline", async () => {
    const context = await newContext(browser, { role: "admin", viewport: DESKTOP, serviceWorker: true });
    const page = await context.newPage();
    await page.goto("/admin");
    await page.getByTestId("gr-global").waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => r.active?.state === "activated"));
    await page.reload();
    await page.getByTestId("gr-global").waitFor();
    await page.waitForFunction(async () => navigator.serviceWorker.controller !== null && !!(await (await caches.open("caisse-pages")).match("/admin")));
    const figure = await page.getByTestId("gr-global").textContent();

    await context.setOffline(true);
    for (const address of ["/admin", "/"]) {
      await page.goto(address);
      await expectLocator(page.getByTestId("offline-banner")).toContainText("Hors ligne — données du ");
      await expectLocator(page.getByTestId("gr-global")).toHaveText(figure ?? "");
    }
    await screenshot(page, "offline-admin-1280");
    await context.setOffline(false);
    await page.getByRole("button", { name: "Actualiser", exact: true }).click();
    await expectLocator(page.getByTestId("offline-banner")).toHaveCount(0);
    await context.close();
  });
});

test.describe("a queued entry the server refuses", () => {
  test("stays with the server's message, asks before a logout would lose it, reopens with its values and is discarded after a confirmation", async () => {
    const supervisor = await newSupervisor("Coumba Refus");
    const admin = await adminApi(browser);
    const first = await admin.request.post("/api/transactions/admin/create", {
      data: { superviseurId: supervisor.id, typeOperation: "depot", montant: 2_000, typeCompte: "LIQUIDE" },
    });
    expect(first.status()).toBe(201);
    const context = await newContext(browser, { viewport: DESKTOP, serviceWorker: true });
    const page = await dashboardWithWorker(context, supervisor);

    await context.setOffline(true);
    const dialog = await fillDirect(page, "7000");
    await dialog.getByRole("button", { name: "Valider" }).click();
    await expectToast(page, QUEUED);
    await expectLocator(pendingTitle(page)).toHaveText("En attente d'envoi (1)");

    // meanwhile the admin closes that day
    const closed = await admin.request.post(`/api/transactions/supervisors/${supervisor.id}/close`, { data: { justification: "Clôture pendant la coupure (e2e)" } });
    expect(closed.status()).toBe(200);
    await admin.close();

    await context.setOffline(false);
    const entry = page.getByTestId("pending-entry");
    await expectLocator(entry).toContainText("Refusée : Journée clôturée");
    await expectToast(page, "Une opération en attente a été refusée");
    await expectLocator(pendingTitle(page)).toHaveText("En attente d'envoi (1)");
    await screenshot(page, "offline-refused-1280");

    // Déconnexion asks first, and Annuler keeps the session and the entry
    await page.getByRole("button", { name: "Déconnexion" }).click();
    const ask = page.getByRole("alertdialog", { name: "Se déconnecter ?" });
    await expectLocator(ask).toContainText("1 opération en attente d'envoi sera perdue");
    await expectLocator(ask.getByRole("button", { name: "Se déconnecter quand même" })).toBeVisible();
    await screenshotScreen(page, "offline-logout-confirm-1280");
    await ask.getByRole("button", { name: "Annuler" }).click();
    await ask.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/supervisor");

    // Corriger: the form again, with the entry's values
    await entry.getByRole("button", { name: "Corriger" }).click();
    const form = transactionDialog(page);
    await form.getByLabel("Montant").waitFor();
    expect((await form.getByLabel("Montant").inputValue()).replace(/\s/g, "")).toBe("7000");
    await expectLocator(form.getByRole("radio", { name: "Début", exact: true })).toHaveAttribute("aria-checked", "true");
    await screenshotScreen(page, "offline-correct-1280");
    await form.getByRole("button", { name: "Annuler" }).click();
    await form.waitFor({ state: "detached" });

    // Supprimer, after a confirmation
    await entry.getByRole("button", { name: "Supprimer" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Supprimer l'opération" });
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await expectLocator(page.getByTestId("pending-entries")).toHaveCount(0);
    expect((await transactionsOf(supervisor)).map((t) => t.montant)).toEqual([2_000]);
    await context.close();
  });
});

test.describe("an answer lost on the way", () => {
  test("keeps the entry the server recorded, sends it again with the same key, and the server holds it once", async () => {
    const supervisor = await newSupervisor("Dieynaba Coupure");
    // no service worker here: Playwright's routes see the page's own requests
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP, locale: "fr-FR", timezoneId: "Africa/Dakar", serviceWorkers: "block" });
    const page = await context.newPage();
    await loginThroughForm(page, supervisor);
    await waitForPath(page, "/supervisor");
    await page.getByTestId("supervisor-gr").waitFor();

    const keys: string[] = [];
    let reached = 0;
    const create = (url: URL) => url.pathname === "/api/transactions/create";
    await page.route(create, async (route) => {
      keys.push(route.request().headers()["idempotency-key"]);
      const answer = await route.fetch(); // the server records it...
      if (answer.status() === 201) reached += 1;
      await route.abort("internetdisconnected"); // ...and the browser never hears
    });
    const dialog = await fillDirect(page, "9000");
    await dialog.getByRole("button", { name: "Valider" }).click();
    await expectToast(page, QUEUED);
    await expectLocator(pendingTitle(page)).toHaveText("En attente d'envoi (1)");
    expect(reached).toBeGreaterThanOrEqual(1);
    expect(await transactionsOf(supervisor)).toHaveLength(1);

    // the network answers again: the app opened anew sends what waits, with the same key; the server replays
    await page.unroute(create);
    page.on("request", (request) => {
      if (create(new URL(request.url()))) keys.push(request.headers()["idempotency-key"]);
    });
    await page.reload();
    await expectToast(page, "Opération envoyée");
    await expectLocator(page.getByTestId("pending-entries")).toHaveCount(0);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys).toEqual(keys.map(() => keys[0]));
    expect((await transactionsOf(supervisor)).map((t) => t.montant)).toEqual([9_000]);
    await context.close();
  });
});
