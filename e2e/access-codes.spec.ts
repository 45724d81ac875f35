// A new access code is never lost: created, approved or regenerated, it stays in a dialog
// until the admin closes it, copies, says what became of the SMS, and fits a 360 px phone. The toaster
// speaks French to screen readers, and every page has the app's icon.
import { expect, test } from "@playwright/test";
import type { Browser, Page } from "playwright-core";
import { closeContexts, DESKTOP, MOBILE, newPage } from "./support/browser";
import { expectToast } from "./support/auth";
import { expect as expectLocator } from "./support/expect";
import { baseUrl } from "./support/runtime";
import { createUserAsAdmin, horizontalOverflow, openUsersPage, screenshotScreen, uniquePhone } from "./support/users";
import { formatPhone } from "@/lib/domain/phone";

let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await closeContexts(browser);
});

const usersPage = (viewport = DESKTOP) => openUsersPage(browser, viewport);

/** Whether the element lies wholly inside the viewport (nothing to scroll to reach it). */
async function inViewport(page: Page, selector: Parameters<Page["getByRole"]>) {
  const box = await page.getByRole(...selector).boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
}

test.describe("the dialog of a new access code", () => {
  test("stays after 12 s and a click beside it, copies the code, says the SMS left, and goes only when closed", async () => {
    const page = await usersPage();
    // the page's timers from here on are the test's: 12 s are fast-forwarded, not waited
    await page.clock.install();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseUrl()).origin });
    const telephone = uniquePhone("79");
    await page.getByRole("button", { name: "Nouvel utilisateur" }).click();
    const form = page.getByRole("dialog", { name: "Nouvel utilisateur" });
    await form.getByLabel("Nom complet").fill("Mariama Code Durable");
    await form.getByLabel("Téléphone").fill(telephone);
    await form.getByRole("radio", { name: "Partenaire" }).click();
    await form.getByRole("button", { name: "Créer" }).click();

    await expectToast(page, "Utilisateur créé");
    // the toaster's words for screen readers are French
    const closeToast = page.locator("[data-sonner-toast]").filter({ hasText: "Utilisateur créé" }).locator("button[data-close-button]");
    expect(await closeToast.getAttribute("aria-label")).toBe("Fermer la notification");
    expect(await page.locator("section[aria-live]").getAttribute("aria-label")).toBe("Notifications (Alt+T pour y accéder)");
    expect(await page.locator('[aria-label="Close toast"], [aria-label^="Notifications alt"]').count()).toBe(0);

    const dialog = page.getByRole("dialog", { name: "Code d'accès généré" });
    await form.waitFor({ state: "detached" });
    await dialog.getByText(`Code de connexion de Mariama Code Durable (${formatPhone(telephone)})`).waitFor();
    const code = (await dialog.getByTestId("code-dialog-value").textContent())!.trim();
    expect(code).toMatch(/^[0-9]{6}$/);
    await expectLocator(dialog.getByTestId("code-dialog-sms")).toHaveText(`Envoyé par SMS au ${formatPhone(telephone)}.`);
    await screenshotScreen(page, "users-code-dialog-1280");

    // still there 12 s later (the toast it replaces left after 10 s), and after a click on the overlay
    await page.clock.fastForward(12_000);
    await expectLocator(dialog).toBeVisible();
    await page.mouse.click(10, 10);
    await page.waitForTimeout(300);
    await expectLocator(dialog).toBeVisible();
    expect((await dialog.getByTestId("code-dialog-value").textContent())!.trim()).toBe(code);

    // Copier puts the code in the clipboard
    await dialog.getByRole("button", { name: "Copier" }).click();
    await expectToast(page, "Copié");
    await expectLocator(dialog.getByTestId("code-dialog-copy")).toHaveText("Copié dans le presse-papiers.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // it is the code the list reveals, and "Fermer" takes the dialog away
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Voir codes" }).click();
    const row = page.locator(`[data-testid="user-row"][data-user="${telephone}"]`);
    await expectLocator(row.getByTestId("user-code")).toHaveText(code);
    await page.context().close();
  });

  test("shows a regenerated code on a 360 px phone, says when it cannot be copied, and closes with Escape", async () => {
    const user = await createUserAsAdmin(browser, { nomComplet: "Ousmane Code Mobile", telephone: uniquePhone("79"), role: "SUPERVISEUR" });
    const page = await usersPage(MOBILE);
    await page.clock.install();
    // a browser that refuses both ways of copying
    await page.evaluate(() => {
      Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("refusé")) }, configurable: true });
      document.execCommand = () => false;
    });
    await page.getByLabel("Rechercher par nom ou téléphone").fill(user.telephone);
    await page.getByRole("button", { name: `Actions pour ${user.nomComplet}` }).click();
    await page.getByRole("menuitem", { name: "Régénérer le code" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Régénérer" }).click();
    await expectToast(page, "Code régénéré");

    const dialog = page.getByRole("dialog", { name: "Nouveau code d'accès" });
    await dialog.getByText(`Code de connexion de ${user.nomComplet} (${formatPhone(user.telephone)})`).waitFor();
    const code = (await dialog.getByTestId("code-dialog-value").textContent())!.trim();
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(code).not.toBe(user.code);
    await expectLocator(dialog.getByTestId("code-dialog-sms")).toHaveText(`Envoyé par SMS au ${formatPhone(user.telephone)}.`);

    await dialog.getByRole("button", { name: "Copier" }).click();
    await expectLocator(dialog.getByRole("alert")).toHaveText("Copie impossible — notez le code à la main.");
    await screenshotScreen(page, "users-code-dialog-360");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(MOBILE.width);
    expect(await inViewport(page, ["button", { name: "Fermer", exact: true }])).toBe(true);
    expect(await inViewport(page, ["button", { name: "Copier", exact: true }])).toBe(true);

    await page.clock.fastForward(11_000);
    await expectLocator(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await page.context().close();
  });
});

test.describe("the toaster and the icon", () => {
  test("names the toaster in French on /auth too", async () => {
    const page = await newPage(browser);
    await page.goto("/auth");
    await page.locator("section[aria-live]").waitFor({ state: "attached" });
    expect(await page.locator("section[aria-live]").getAttribute("aria-label")).toBe("Notifications (Alt+T pour y accéder)");
    await page.context().close();
  });

  test("serves /icon.svg to anyone, and every kind of page links to it", async () => {
    const res = await fetch(`${baseUrl()}/icon.svg`, { redirect: "manual" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toContain("<svg");

    for (const [path, role] of [["/auth", undefined], ["/admin", "admin"], ["/admin/users", "admin"]] as const) {
      const page = await newPage(browser, { role, viewport: DESKTOP });
      await page.goto(path);
      expect([path, new URL(page.url()).pathname]).toEqual([path, path]);
      const href = await page.locator('head link[rel="icon"]').first().getAttribute("href");
      expect([path, href]).toEqual([path, expect.stringMatching(/^\/icon\.svg(\?|$)/)]);
      const linked = await page.evaluate(async (url) => {
        const answer = await fetch(url);
        return `${answer.status} ${answer.headers.get("content-type")}`;
      }, href!);
      expect(linked).toMatch(/^200 image\/svg\+xml/);
      await page.context().close();
    }
  });
});
