import { expect } from "@jest/globals";
import type { Page } from "playwright-core";

/** Logs in through the /auth form, as a person would. */
export async function loginThroughForm(page: Page, user: { telephone: string; code: string }) {
  await page.goto("/auth");
  await page.getByLabel("Téléphone").fill(user.telephone);
  await page.locator('input[name="Code"]').fill(user.code);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

export async function expectToast(page: Page, text: string | RegExp) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await toast.first().waitFor({ state: "visible" });
  expect(await toast.count()).toBeGreaterThan(0);
}

export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
}
