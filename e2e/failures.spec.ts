// Failures say so. A page whose data cannot be loaded (the server answers 500, the network
// is down) shows SPEC §8's '❌ Erreur' / 'Impossible de charger …' with the message and Réessayer, never the
// empty state; Réessayer loads the data once the server answers. /auth opened by someone logged in offers his
// dashboard or Se déconnecter, which really ends the session. The failures are simulated in the browser
// (page.route); the pages' own server-side first load falls back on the same block (initialError).
import { expect, test } from "@playwright/test";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { closeContexts, DESKTOP, MOBILE, newPage, screenshot, waitForHydration } from "./support/browser";
import { expectToast, loginThroughForm, toastsGone, waitForPath } from "./support/auth";
import { expect as expectLocator } from "./support/expect";
import { baseUrl } from "./support/runtime";
import { adminApi, createUserAsAdmin, horizontalOverflow, uniquePhone } from "./support/users";

const SERVER_MESSAGE = "Erreur serveur. Veuillez réessayer plus tard. (réf. e2e)";
const NETWORK_MESSAGE = "Erreur de connexion au serveur. Vérifiez votre connexion internet.";

let browser: Browser;
/** a supervisor of this file's own, with two transactions today: the fixture users' figures stay untouched */
let supervisor: { telephone: string; code: string; nomComplet: string; id: string };

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  supervisor = await createUserAsAdmin(browser, { nomComplet: "Mariama Panne", telephone: uniquePhone("75"), role: "SUPERVISEUR" });
  const admin = await adminApi(browser);
  for (const montant of [3_000, 4_500]) {
    const res = await admin.request.post("/api/transactions/admin/create", {
      data: { superviseurId: supervisor.id, typeOperation: "depot", montant, partenaireNom: "Client Panne" },
    });
    if (!res.ok()) throw new Error(`transaction e2e impossible : ${res.status()} ${await res.text()}`);
  }
  await admin.close();
});
test.afterAll(async () => {
  await closeContexts(browser);
});

const answer500 = (route: Route) =>
  route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, message: SERVER_MESSAGE, code: "SERVER_ERROR", data: null }) });
const networkDown = (route: Route) => route.abort("internetdisconnected");
const path = (pathname: string) => (url: URL) => url.pathname === pathname;

async function signedInSupervisor(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, { viewport });
  await loginThroughForm(page, supervisor);
  await waitForPath(page, "/supervisor");
  return page;
}

/** The error block (not a banner): an alert with SPEC's words, the message and a focusable Réessayer. */
async function expectErrorBlock(page: Page, message: string) {
  // the block, not the banner a failed refresh may have left while the new request was under way
  const block = page.locator('[data-testid="load-error"]:not([data-stale])');
  await block.waitFor();
  expect(await block.getAttribute("role")).toBe("alert");
  await expectLocator(block).toContainText("❌ Erreur");
  await expectLocator(block).toContainText("Impossible de charger");
  await expectLocator(block).toContainText(message);
  const retry = block.getByRole("button", { name: "Réessayer" });
  await retry.focus();
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Réessayer");
  return retry;
}

test.describe("admin dashboard", () => {
  test("shows the error with Réessayer when a refresh answers 500, then the data again", async () => {
    const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
    await page.goto("/admin");
    await page.getByTestId("gr-global").waitFor();
    const refresh = page.getByRole("button", { name: "Actualiser", exact: true });
    await waitForHydration(refresh);
    const dashboard = path("/api/transactions/dashboard/admin");
    await page.route(dashboard, answer500);
    await refresh.click();
    const retry = await expectErrorBlock(page, SERVER_MESSAGE);
    await expectToast(page, "❌ Erreur");
    await expectLocator(page.getByText("Aucune donnée disponible")).toHaveCount(0);
    await expectLocator(page.getByTestId("gr-global")).toHaveCount(0);
    await screenshot(page, "failures-admin-dashboard-1280");

    await page.unroute(dashboard);
    await retry.click();
    await page.getByTestId("gr-global").waitFor();
    await expectLocator(page.getByTestId("load-error")).toHaveCount(0);
    await expectToast(page, "Dashboard mis à jour");
    await page.context().close();
  });

  test("shows the error at 360 px when the network is down for another day, then that day", async () => {
    const page = await newPage(browser, { role: "admin", viewport: MOBILE });
    await page.goto("/admin");
    await page.getByTestId("gr-global").waitFor();
    const yesterday = page.getByRole("group", { name: "Période" }).getByRole("button", { name: "Hier" });
    await waitForHydration(yesterday);
    const dashboard = path("/api/transactions/dashboard/admin");
    await page.route(dashboard, networkDown);
    await yesterday.click();
    // the GET is tried 3 times (1 s, then 2 s apart) before the page says so
    const retry = await expectErrorBlock(page, NETWORK_MESSAGE);
    await expectLocator(page.getByText("Aucune donnée disponible")).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "failures-admin-dashboard-360");

    await page.unroute(dashboard);
    await retry.click();
    await page.getByTestId("gr-global").waitFor();
    await expectLocator(page.getByTestId("load-error")).toHaveCount(0);
    await expectLocator(yesterday).toHaveAttribute("aria-pressed", "true");
    await page.context().close();
  });

  test("leaves for /auth when the dashboard answers 401 (the session ended), rather than offering Réessayer", async () => {
    const page = await newPage(browser, { role: "admin" });
    await page.goto("/admin");
    const refresh = page.getByRole("button", { name: "Actualiser", exact: true });
    await waitForHydration(refresh);
    await page.route(path("/api/transactions/dashboard/admin"), (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ success: false, message: "Session expirée. Veuillez vous reconnecter.", code: "UNAUTHORIZED", data: null }) }),
    );
    await refresh.click();
    await waitForPath(page, "/auth");
    await page.context().close();
  });
});

test.describe("supervisor dashboard", () => {
  test("shows the error instead of 'Aucune donnée' (500 at 1280 px, network down at 360 px), and Réessayer loads", async () => {
    const page = await signedInSupervisor();
    const entries = page.getByText("ENTRÉES - Soldes de Début");
    await waitForHydration(entries);
    const dashboard = path("/api/transactions/dashboard/supervisor");
    await page.route(dashboard, answer500);
    await page.getByRole("button", { name: "Actualiser", exact: true }).click();
    let retry = await expectErrorBlock(page, SERVER_MESSAGE);
    await expectToast(page, "❌ Erreur");
    await expectLocator(page.getByText("Aucune donnée", { exact: true })).toHaveCount(0);
    await expectLocator(entries).toHaveCount(0);
    await screenshot(page, "failures-supervisor-dashboard-1280");
    await page.unroute(dashboard);
    await retry.click();
    await entries.waitFor();
    await expectLocator(page.getByTestId("load-error")).toHaveCount(0);

    await page.setViewportSize(MOBILE);
    await page.route(dashboard, networkDown);
    // the '✅ Actualisé' of the reload just done sits over the period button at 360 px until it goes
    await toastsGone(page);
    await page.getByRole("button", { name: "Choisir la période" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Hier" }).click();
    retry = await expectErrorBlock(page, NETWORK_MESSAGE);
    await expectLocator(page.getByText("Aucune donnée", { exact: true })).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "failures-supervisor-dashboard-360");
    // the server answers: she recorded nothing yesterday, and only now does the page say there is no data
    await page.unroute(dashboard);
    await retry.click();
    await page.getByText("Aucune donnée", { exact: true }).waitFor();
    await page.getByText("Données indisponibles pour hier").waitFor();
    await expectLocator(page.getByTestId("load-error")).toHaveCount(0);
    await page.context().close();
  });
});

test.describe("recent transactions", () => {
  test("admin: a failed refresh keeps the rows under a banner; a failed new filter shows the error; Réessayer loads", async () => {
    const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
    await page.goto("/admin/transactions");
    const rows = page.getByTestId("transaction-row");
    await rows.first().waitFor();
    const refresh = page.getByRole("button", { name: "Actualiser", exact: true });
    await waitForHydration(refresh);
    const recent = path("/api/transactions/recent");
    await page.route(recent, answer500);

    await refresh.click();
    await expectToast(page, "Impossible de charger les transactions récentes.");
    const banner = page.getByTestId("load-error");
    await expectLocator(banner).toHaveAttribute("data-stale", "true");
    await expectLocator(banner).toContainText("Impossible de charger les transactions récentes.");
    await expectLocator(banner).toContainText("Les transactions affichées sont celles du dernier chargement réussi.");
    expect(await rows.count()).toBeGreaterThan(0);
    await screenshot(page, "failures-admin-transactions-stale-1280");

    const week = page.getByRole("group", { name: "Période" }).getByRole("button", { name: "Cette semaine" });
    await week.click();
    const retry = await expectErrorBlock(page, SERVER_MESSAGE);
    await expectLocator(rows).toHaveCount(0);
    await expectLocator(page.getByText("Aucune transaction trouvée")).toHaveCount(0);
    await expectLocator(page.getByTestId("stat-Total")).toContainText("—");
    await screenshot(page, "failures-admin-transactions-1280");
    await page.setViewportSize(MOBILE);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "failures-admin-transactions-360");

    await page.unroute(recent);
    await retry.click();
    await page.getByTestId("transaction-card").first().waitFor();
    await expectLocator(page.getByTestId("load-error")).toHaveCount(0);
    await page.context().close();
  });

  test("supervisor: the network down on a new period shows the error at 360 px; Réessayer loads his rows", async () => {
    const page = await signedInSupervisor(MOBILE);
    await page.goto("/supervisor/transactions");
    const cards = page.getByTestId("transaction-card");
    await expectLocator(cards).toHaveCount(2);
    const filters = page.getByRole("button", { name: "Filtres" });
    await waitForHydration(filters);
    await filters.click();
    const recent = path("/api/transactions/recent");
    await page.route(recent, networkDown);
    await page.getByRole("group", { name: "Période" }).getByRole("button", { name: "Mois" }).click();
    const retry = await expectErrorBlock(page, NETWORK_MESSAGE);
    await expectToast(page, "Impossible de charger les transactions récentes.");
    await expectLocator(cards).toHaveCount(0);
    await expectLocator(page.getByText("Aucune transaction trouvée")).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "failures-supervisor-transactions-360");

    await page.unroute(recent);
    await retry.click();
    await expectLocator(cards).toHaveCount(2);
    await expectLocator(cards.first()).toContainText("Client Panne");
    await expectLocator(page.getByTestId("load-error")).toHaveCount(0);
    await page.context().close();
  });
});

test.describe("/auth when logged in", () => {
  const offer = (page: Page) => ({
    heading: page.getByRole("heading", { name: "Vous êtes déjà connecté" }),
    dashboard: page.getByRole("link", { name: "Continuer vers mon tableau de bord" }),
    logout: page.getByRole("button", { name: "Se déconnecter" }),
  });

  for (const [role, home, who] of [
    ["admin", "/admin", "Admin Principal · Administrateur"],
    ["supervisor", "/supervisor", "Moussa Diop · Superviseur"],
    ["partner", "/partner", "Fatou Sarr · Partenaire"],
  ] as const) test(`offers the ${role} his dashboard or Se déconnecter instead of the login form`, async () => {
    const page = await newPage(browser, { role, viewport: DESKTOP });
    await page.goto("/auth");
    const { heading, dashboard, logout } = offer(page);
    await heading.waitFor();
    await page.getByText(who).waitFor();
    expect(await dashboard.getAttribute("href")).toBe(home);
    await logout.waitFor();
    await expectLocator(page.getByRole("button", { name: "Se connecter" })).toHaveCount(0);
    await expectLocator(page.getByLabel("Téléphone")).toHaveCount(0);
    if (role === "admin") {
      await screenshot(page, "auth-signed-in-1280");
      await page.setViewportSize(MOBILE);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, "auth-signed-in-360");
    }
    await dashboard.click();
    await waitForPath(page, home);
    await page.context().close();
  });

  test("a logged-in user sent from another role's page to /auth (SPEC's route table) continues to his own dashboard", async () => {
    const admin = await newPage(browser, { role: "admin" });
    await admin.goto("/supervisor");
    await waitForPath(admin, "/auth");
    await offer(admin).dashboard.click();
    await waitForPath(admin, "/admin");
    await admin.context().close();

    const partner = await newPage(browser, { role: "partner" });
    await partner.goto("/supervisor/transactions");
    await waitForPath(partner, "/auth");
    await expectToast(partner, "Accès refusé");
    await offer(partner).dashboard.click();
    await waitForPath(partner, "/partner");
    await partner.context().close();
  });

  test("Se déconnecter ends the session on the server and shows the login form; the old cookie opens nothing", async () => {
    const user = await createUserAsAdmin(browser, { nomComplet: "Ndeye Repart", telephone: uniquePhone("75"), role: "PARTENAIRE" });
    const page = await newPage(browser, { viewport: MOBILE });
    await loginThroughForm(page, user);
    await waitForPath(page, "/partner");
    const cookie = await sessionCookie(page.context());
    const statusWith = async () => (await fetch(`${baseUrl()}/api/users/profile`, { headers: { cookie: `${cookie.name}=${cookie.value}` } })).status;
    expect(await statusWith()).toBe(200);

    await page.goto("/auth");
    const { logout } = offer(page);
    await waitForHydration(logout);
    await logout.click();
    await page.getByRole("button", { name: "Se connecter" }).waitFor();
    await waitForPath(page, "/auth");
    expect(await statusWith()).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem("caisse.user"))).toBeNull();
    // the ended session's cookie put back: /auth shows the login form, and /partner sends to /auth
    await page.context().addCookies([{ name: cookie.name, value: cookie.value, url: baseUrl() }]);
    await page.goto("/auth");
    await page.getByRole("button", { name: "Se connecter" }).waitFor();
    await expectLocator(offer(page).heading).toHaveCount(0);
    await page.goto("/partner");
    await waitForPath(page, "/auth");
    await page.context().close();
  });
});

async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  if (!cookie) throw new Error("pas de cookie de session");
  return cookie;
}
