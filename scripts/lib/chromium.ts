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

/** CHROMIUM_PATH, or Debian's /usr/bin/chromium; null when neither is there. */
export function chromiumPath(): string | null {
  const candidate = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  return existsSync(candidate) ? candidate : null;
}
