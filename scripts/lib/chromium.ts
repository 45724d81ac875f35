// Debian's Chromium as the browser tests and the field bench drive it: where it is, and the flags this
// machine needs (no sandbox as root, no GPU, no background traffic, French UI).
import { existsSync } from "node:fs";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // French UI, like the users' phones (date inputs follow the browser's language, not the page's)
  "--lang=fr-FR",
];

/** CHROMIUM_PATH, or Debian's /usr/bin/chromium; null when neither is there. What the field bench drives: a phone's browser. */
export function chromiumPath(): string | null {
  const candidate = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  return existsSync(candidate) ? candidate : null;
}

/** Debian's headless shell of the same Chromium (package chromium-headless-shell). */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser the journeys drive (npm test, playwright.config.ts): CHROMIUM_PATH, else Debian's headless shell
 * when it is installed, else /usr/bin/chromium. The shell is the same Chromium build (same Blink, V8 and
 * version: Debian makes both from one source package) without the full browser's interface layer, what Playwright
 * itself runs for headless tests; a page costs it about a third less processor (docs/decisions/0111).
 */
export function testChromiumPath(): string | null {
  if (process.env.CHROMIUM_PATH) return chromiumPath();
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}

/**
 * The journeys that need the full browser: Background Sync is its own, the shell refuses it ("Background Sync is
 * disabled"), and offline.spec.ts checks that the service worker sends a kept entry with no page of the app open.
 * playwright.config.ts runs them in a project of their own, on fullChromiumPath().
 */
export const FULL_BROWSER_SPECS = ["e2e/offline.spec.ts"];

/** The full browser for those journeys: CHROMIUM_PATH or /usr/bin/chromium, else what the others drive. */
export const fullChromiumPath = () => chromiumPath() ?? testChromiumPath();
