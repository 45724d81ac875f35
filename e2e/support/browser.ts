// The pages of the journeys, in the browser Playwright Test launches once per worker (its `browser` fixture:
// Debian's Chromium with the flags this machine needs, playwright.config.ts).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { baseUrl, SCREENSHOT_DIR, screenshotsWanted, statePath } from "./runtime";
import type { E2ERole } from "./fixtures";
import { poll } from "./expect";

/**
 * Closes what a spec file opened in its worker's browser (Playwright Test's `browser` fixture, launched once per
 * worker with playwright.config.ts's launchOptions): the next file the worker runs starts with none of it.
 */
export async function closeContexts(browser: Browser | undefined) {
  for (const context of browser?.contexts() ?? []) await context.close();
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 360, height: 740 };

export async function newContext(
  browser: Browser,
  options: { role?: E2ERole; viewport?: { width: number; height: number }; touch?: boolean; serviceWorker?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    // The service worker only where a journey checks it (offline.spec.ts). Elsewhere each fresh context would
    // install it and precache every chunk of the app, about a third of the CPU a page load costs here, and
    // a page it controls could answer from its cache what page.route means to intercept.
    serviceWorkers: options.serviceWorker ? "allow" : "block",
    baseURL: baseUrl(),
    viewport: options.viewport ?? DESKTOP,
    // a phone's screen: taps (locator.tap) and a mobile viewport
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    locale: "fr-FR",
    timezoneId: "Africa/Dakar",
    storageState: options.role ? statePath(options.role) : undefined,
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  return context;
}

export async function newPage(browser: Browser, options: Parameters<typeof newContext>[1] = {}): Promise<Page> {
  const context = await newContext(browser, options);
  return context.newPage();
}

/**
 * The + button's 'Nouvelle Transaction' dialog with its form (React's): not the form's HTML frame, which the
 * + shows until the form's code is there and which carries the same name, labels and fields
 * (components/dashboard/new-transaction-shell.tsx, a `form[data-shell]`). Its actions wait for the form.
 */
export const transactionDialog = (page: Page) =>
  page.getByRole("dialog", { name: "Nouvelle Transaction" }).filter({ has: page.locator("form:not([data-shell])") });

/** Where the screenshot `name` goes under screenshots/, its folder made; null when none is wanted (screenshotsWanted). */
export function screenshotFile(name: string): string | null {
  if (!screenshotsWanted()) return null;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return path.join(SCREENSHOT_DIR, `${name}.png`);
}

/** Saves a full-page screenshot under screenshots/ (looked at by a person, not compared). */
export async function screenshot(page: Page, name: string) {
  const file = screenshotFile(name);
  if (file) await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
}

/**
 * Waits until React has hydrated the element (it carries its props) and run the effects of that render:
 * what the server's HTML shows at once may not listen to anything yet (window listeners, gestures).
 */
export async function waitForHydration(locator: Locator) {
  const element = locator.first();
  await element.waitFor();
  await poll(
    () => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$"))),
    async () => "attendu l'élément hydraté par React",
  );
  await element.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/**
 * One page per role × viewport, kept for a whole file: each check that needs no state of its own opens its
 * route whole (page.goto) on the page of its role and size, and pays a page load instead of a new context's
 * renderer, empty HTTP cache and first download of the app. What such a check leaves behind is what a
 * navigation keeps: the context's cookies, storage and HTTP cache. The app writes those on a login or a
 * logout, for an entry kept offline, on the desktop sidebar's toggle (its cookie) and for a toast handed to
 * the next page, besides marks every page load sets alike (the offline pages' owner, the day's reload); a
 * check that does one of those, or routes requests, adds init scripts or resizes its page, takes its own
 * context. `role` undefined: the login screen's visitor.
 */
export function pagePool(browser: () => Browser) {
  const pages = new Map<string, Promise<Page>>();
  return {
    async page(role: E2ERole | undefined, viewport: { width: number; height: number }): Promise<Page> {
      const key = `${role ?? "visitor"} ${viewport.width}x${viewport.height}`;
      if (!pages.has(key)) pages.set(key, newPage(browser(), { role, viewport }));
      return pages.get(key)!;
    },
    async close() {
      for (const page of pages.values()) await (await page).context().close();
      pages.clear();
    },
  };
}

/**
 * Waits until the page's CSS animations and transitions that end have ended (a dialog that fades or zooms
 * in, a sheet that slides), then for a frame painted after them: what is measured or checked is the final
 * state. Endless ones (a spinner) are not waited for.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { polling: "raf" },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))));
}
