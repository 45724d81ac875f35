// What a page loads before it can be used, for agents on slow mobile networks (docs/decisions/0073-javascript-premier-chargement.md):
// every page's first-load JavaScript stays within its budget; code left out of the first
// load arrives after it without harm: the recent transactions' rows are readable in the server's HTML while the
// table's code is still on its way, the users list's code comes with the list; the error page needs nothing more.
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { firstLoadScripts, measureBundles } from "../scripts/bench/bundle-size";
import { closeContexts, DESKTOP, MOBILE, newPage, screenshot, waitForHydration } from "./support/browser";
import { expect as expectLocator, poll } from "./support/expect";
import type { E2ERole } from "./support/fixtures";
import { baseUrl, statePath } from "./support/runtime";
import { adminApi, createUserAsAdmin, uniquePhone } from "./support/users";

let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  // today's list holds at least two pages of rows, on a supervisor of this file's own so that the
  // other journeys' figures (Moussa's and Awa's lines) do not depend on the order the files run in
  const supervisor = await createUserAsAdmin(browser, { nomComplet: "Sokhna Premier Chargement", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
  const admin = await adminApi(browser);
  for (let i = 0; i < 7; i++) {
    const res = await admin.request.post("/api/transactions/admin/create", {
      data: { superviseurId: supervisor.id, typeOperation: "depot", montant: 2_000 + i, partenaireNom: "Client Premier Chargement" },
    });
    if (!res.ok()) throw new Error(`transaction e2e impossible : ${res.status()} ${await res.text()}`);
  }
  await admin.close();
});
test.afterAll(async () => {
  await closeContexts(browser);
});

function cookieOf(role: E2ERole): string {
  const [cookie] = JSON.parse(readFileSync(statePath(role), "utf8")).cookies as { name: string; value: string }[];
  return `${cookie!.name}=${encodeURIComponent(cookie!.value)}`;
}

/**
 * Lets through the scripts of `path`'s first load and holds back every other chunk until release():
 * what the page shows and does before the rest of its code has arrived.
 */
async function holdLaterChunks(page: Page, path: string, role: E2ERole) {
  const html = await (await fetch(baseUrl() + path, { headers: { cookie: cookieOf(role) } })).text();
  const firstLoad = new Set(firstLoadScripts(html));
  expect(firstLoad.size).toBeGreaterThan(3);
  const held: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!firstLoad.has(decodeURIComponent(pathname)) && !firstLoad.has(pathname)) {
      held.push(pathname);
      await released;
    }
    await route.continue();
  });
  return { held, release };
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("keeps every page's first-load JavaScript within its budget (130 KB gzip for /auth, 160 KB for the others)", async () => {
  const results = await measureBundles(baseUrl(), { admin: cookieOf("admin"), supervisor: cookieOf("supervisor"), partner: cookieOf("partner") });
  expect(results).toHaveLength(18);
  for (const page of results) expect({ path: page.path, gzipKb: page.gzipKb, within: page.gzipKb <= page.targetKb }).toEqual({ path: page.path, gzipKb: page.gzipKb, within: true });
});

test("shows the recent transactions' rows from the server's HTML before the table's code, then opens one", async () => {
  const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
  const errors = collectErrors(page);
  const { held, release } = await holdLaterChunks(page, "/admin/transactions", "admin");
  await page.goto("/admin/transactions", { waitUntil: "domcontentloaded" });
  await poll(async () => held.length > 0, async () => "le morceau du tableau n'a pas été demandé");
  await page.getByTestId("transaction-row").first().waitFor(); // still the server's rows
  await expectLocator(page.getByTestId("pagination-range")).toContainText("1 à 5 sur ");
  await screenshot(page, "first-load-transactions-held-1280");
  release();
  await waitForHydration(page.getByTestId("transaction-row")); // a click on the server's rows before that is lost
  await page.getByRole("button", { name: "Page suivante" }).click();
  await expectLocator(page.getByTestId("pagination-range")).toContainText("6 à ");
  await page.getByTestId("transaction-row").first().click();
  await page.getByRole("dialog", { name: "Détails et modification de la transaction" }).getByText("Permissions").waitFor();
  expect(errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
  await page.context().close();
});

test("shows the same rows as cards at 360 px before the table's code", async () => {
  const page = await newPage(browser, { role: "admin", viewport: MOBILE });
  const { release } = await holdLaterChunks(page, "/admin/transactions", "admin");
  await page.goto("/admin/transactions", { waitUntil: "domcontentloaded" });
  await page.getByTestId("transaction-card").first().waitFor();
  await screenshot(page, "first-load-transactions-held-360");
  release();
  await page.context().close();
});

test("loads the users list's code together with the list", async () => {
  const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
  const errors = collectErrors(page);
  const { held, release } = await holdLaterChunks(page, "/admin/users", "admin");
  const listAsked = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/users/all");
  await page.goto("/admin/users", { waitUntil: "domcontentloaded" });
  await listAsked;
  await poll(async () => held.length > 0, async () => "le morceau de la liste n'a pas été demandé");
  await expectLocator(page.getByLabel("Chargement")).toHaveCount(1);
  release();
  // the newest users' page (which ones depends on the journeys run before: any row will do)
  await page.getByTestId("users-table").getByTestId("user-row").first().waitFor();
  expect(errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
  await page.context().close();
});

test("shows the error page when a page's code cannot be loaded, and gets back home from it", async () => {
  const page = await newPage(browser, { role: "admin", viewport: DESKTOP });
  await page.goto("/admin/profile");
  await page.route("**/_next/static/chunks/app/**", (route) =>
    route.request().url().includes("/audit/") ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.getByRole("link", { name: "Historique d'audit" }).click();
  await page.getByRole("heading", { name: "Une erreur est survenue" }).waitFor();
  await page.setViewportSize(MOBILE);
  await screenshot(page, "error-page-360");
  await page.unrouteAll();
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  await page.context().close();
});
