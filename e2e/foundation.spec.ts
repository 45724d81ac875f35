// Foundation journeys: login per role, role redirects and the refusal toast, 404, logout, sidebar state.
import { expect, test } from "@playwright/test";
import type { Browser } from "playwright-core";
import { closeContexts, DESKTOP, MOBILE, newContext, newPage, pagePool, screenshot, waitForHydration } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator } from "./support/expect";
import { E2E_ADMIN, E2E_USERS } from "./support/fixtures";

let browser: Browser;
// for the checks that only look at a page they open whole; a login, a logout, a refusal and the desktop
// sidebar's toggle (its cookie) each take a context of their own
const pool = pagePool(() => browser);
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await pool.close();
  await closeContexts(browser);
});

test.describe("login", () => {
  for (const [_role, user, path, name] of [
    ["admin", E2E_ADMIN, "/admin", "Admin Principal"],
    ["supervisor", E2E_USERS.supervisor, "/supervisor", "Moussa Diop"],
    ["partner", E2E_USERS.partner, "/partner", "Fatou Sarr"],
  ] as const) test(`the ${_role} logs in and lands on his page`, async () => {
    const page = await newPage(browser);
    await loginThroughForm(page, user);
    await waitForPath(page, path);
    await expectToast(page, `Connexion réussie ! Bienvenue ${name}`);
    await page.context().close();
  });

  test("refuses a wrong code with the server's message, and empty fields with SPEC's", async () => {
    const page = await newPage(browser);
    await page.goto("/auth");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expectToast(page, "⚠️ Veuillez remplir tous les champs obligatoires (*)");
    await loginThroughForm(page, { telephone: E2E_USERS.partner2.telephone, code: "000000" });
    await expectToast(page, "Numéro de téléphone ou code d'accès incorrect");
    expect(new URL(page.url()).pathname).toBe("/auth");
    await page.context().close();
  });

  test("says so when the network is down", async () => {
    const page = await newPage(browser);
    await page.goto("/auth");
    await page.route("**/api/users/login", (route) => route.abort("internetdisconnected"));
    await loginThroughForm(page, E2E_USERS.partner2);
    await expectToast(page, "Erreur de connexion. Vérifiez votre réseau.");
    await page.context().close();
  });
});

test.describe("route guards", () => {
  test("sends a supervisor who opens /admin to /auth", async () => {
    const page = await newPage(browser, { role: "supervisor" });
    await page.goto("/admin");
    await waitForPath(page, "/auth");
    await page.context().close();
  });

  test("lets a supervisor open /supervisor/transactions and /admin/transactions", async () => {
    const page = await newPage(browser, { role: "supervisor" });
    await page.goto("/supervisor/transactions");
    await waitForPath(page, "/supervisor/transactions");
    await page.getByRole("heading", { name: "Transactions récentes" }).waitFor();
    await page.goto("/admin/transactions");
    await waitForPath(page, "/admin/transactions");
    await page.context().close();
  });

  test("refuses a partner on /supervisor/transactions with the toast", async () => {
    const page = await newPage(browser, { role: "partner" });
    await page.goto("/supervisor/transactions");
    await waitForPath(page, "/auth");
    await expectToast(page, "Accès refusé");
    await expectToast(page, "Vous n'avez pas l'autorisation d'accéder à cette page.");
    expect(page.url()).not.toContain("acces=");
    await page.context().close();
  });

  test("sends a visitor without a session to /auth, and opens every profile path to a partner", async () => {
    const visitor = await newPage(browser);
    await visitor.goto("/partner");
    await waitForPath(visitor, "/auth");
    await visitor.context().close();
    const partner = await newPage(browser, { role: "partner" });
    for (const path of ["/admin/profile", "/superviseur/profile", "/supervisor/profile", "/partner/profile"]) {
      await partner.goto(path);
      await waitForPath(partner, path);
    }
    await partner.context().close();
  });

  test("shows the 404 page for an unknown path", async () => {
    const page = await pool.page(undefined, DESKTOP);
    const response = await page.goto("/nulle-part");
    expect(response!.status()).toBe(404);
    await page.getByText("404", { exact: true }).waitFor();
    await page.getByText("Oops! Page not found").waitFor();
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await waitForPath(page, "/auth");
  });
});

test.describe("shell", () => {
  test("logs out to /auth, and the old page is closed", async () => {
    const page = await newPage(browser);
    await loginThroughForm(page, E2E_USERS.supervisor2);
    await waitForPath(page, "/supervisor");
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await waitForPath(page, "/auth");
    await page.goto("/supervisor");
    await waitForPath(page, "/auth");
    expect(await page.evaluate(() => localStorage.getItem("caisse.user"))).toBeNull();
    await page.context().close();
  });

  test("keeps the sidebar state across a reload, and Ctrl+B toggles it", async () => {
    const context = await newContext(browser, { role: "admin" });
    const page = await context.newPage();
    await page.goto("/admin");
    const sidebar = page.locator('[data-slot="sidebar"]');
    await expectLocator(sidebar).toHaveAttribute("data-state", "expanded");
    // Ctrl+B is heard once the page's code runs (the trigger is disabled until then)
    const trigger = page.getByRole("button", { name: /Afficher ou masquer le menu/ });
    await waitForHydration(trigger);
    await expectLocator(trigger).toBeEnabled();
    await page.keyboard.press("Control+b");
    await expectLocator(sidebar).toHaveAttribute("data-state", "collapsed");
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    await page.reload();
    await expectLocator(page.locator('[data-slot="sidebar"]')).toHaveAttribute("data-state", "collapsed");
    await expectLocator(page.locator('[data-slot="sidebar"] aside')).toHaveWidth(48);
    await waitForHydration(trigger);
    await trigger.click();
    await expectLocator(page.locator('[data-slot="sidebar"]')).toHaveAttribute("data-state", "expanded");
    await expectLocator(page.locator('[data-slot="sidebar"] aside')).toHaveWidth(256);
    await context.close();
  });

  test("opens the sidebar as an 18rem sheet below 768 px", async () => {
    const page = await pool.page("admin", MOBILE);
    await page.goto("/admin");
    await expectLocator(page.locator('[data-slot="sidebar"] aside')).toBeHidden();
    await page.getByRole("button", { name: /Afficher ou masquer le menu/ }).click();
    const sheet = page.locator('[data-slot="sidebar-mobile"]');
    await sheet.waitFor();
    await expectLocator(sheet).toHaveWidth(288);
    await screenshot(page, "foundation-sidebar-sheet-360");
    await sheet.getByRole("link", { name: "Utilisateurs" }).click();
    await waitForPath(page, "/admin/users");
    await sheet.waitFor({ state: "detached" });
  });

  test("shows the admin sidebar entries and the profile entry with name and role", async () => {
    const page = await pool.page("admin", DESKTOP);
    await page.goto("/admin");
    const aside = page.locator('[data-slot="sidebar"] aside');
    for (const label of ["Dashboard", "Utilisateurs", "Transactions récentes", "Déconnexion"]) {
      await aside.getByText(label, { exact: true }).waitFor();
    }
    await expectLocator(aside.getByTestId("sidebar-profile")).toContainText("Admin Principal");
    await expectLocator(aside.getByTestId("sidebar-profile")).toContainText("Administrateur");
  });

  test("shows the partner's 'Partenariat' sidebar and welcome texts", async () => {
    const page = await pool.page("partner", DESKTOP);
    await page.goto("/partner");
    const aside = page.locator('[data-slot="sidebar"] aside');
    await aside.getByText("Partenariat").waitFor();
    for (const label of ["Dashboard", "Commandes", "Produits", "Notifications", "Paramètres", "Déconnexion"]) {
      await aside.getByText(label, { exact: true }).waitFor();
    }
    await page.getByText("Dashboard Partenaire").first().waitFor();
    await page.getByText("Bonjour Fatou Sarr").waitFor();
    await page.getByText("Bienvenue Fatou Sarr... Vous êtes connecté en tant que partenaire").waitFor();
  });
});

test.describe("screenshots", () => {
  const shots = [
    ["auth", undefined, "/auth"],
    ["404", undefined, "/nulle-part"],
    ["admin-shell", "admin", "/admin"],
    ["supervisor-shell", "supervisor", "/supervisor"],
    ["partner-dashboard", "partner", "/partner"],
  ] as const;
  for (const [name, role, path] of shots) test(`${name} at 1280 and 360 px`, async () => {
    for (const [label, viewport] of [["1280", DESKTOP], ["360", MOBILE]] as const) {
      const page = await pool.page(role, viewport);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await screenshot(page, `foundation-${name}-${label}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});
