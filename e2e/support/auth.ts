import type { Page } from "playwright-core";

/** Logs in through the /auth form, as a person would. */
export async function loginThroughForm(page: Page, user: { telephone: string; code: string }) {
  await page.goto("/auth");
  await page.getByLabel("Téléphone").fill(user.telephone);
  await page.locator('input[name="Code"]').fill(user.code);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

/** A toast with this text is on screen (waiting for it is the check: counting after could miss one just gone). */
export async function expectToast(page: Page, text: string | RegExp) {
  await page.locator("[data-sonner-toast]").filter({ hasText: text }).first().waitFor({ state: "visible" });
}

/**
 * No toast left on screen. Before a tap just under the header: a toast there takes the tap, and sonner holds
 * a toast while the pointer is over it, so a click that keeps retrying on it would keep it forever.
 */
export async function toastsGone(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll("[data-sonner-toast]").length === 0, undefined, { timeout: 10_000 });
}

export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
}
