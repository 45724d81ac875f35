// The field bench's browser (scripts/bench/field.ts): Debian's Chromium, a fresh context per navigation
// (cold cache, no storage, no service worker) at a phone's size, slowed through CDP to the slow profile.
import type { Browser, BrowserContext, Page } from "playwright-core";

/** The slow phone the field runs emulate: 150 ms round trip, 1.6 Mbps both ways, CPU ÷ 4. */
export const FIELD_PROFILE = { latencyMs: 150, downloadBytesPerSecond: 200_000, uploadBytesPerSecond: 200_000, cpuSlowdown: 4 };
export const VIEWPORT = { width: 360, height: 740 };

/** A new page of `context`, throttled (network and CPU) with the browser cache disabled. */
export async function slowPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: FIELD_PROFILE.latencyMs,
    downloadThroughput: FIELD_PROFILE.downloadBytesPerSecond,
    uploadThroughput: FIELD_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: FIELD_PROFILE.cpuSlowdown });
  return page;
}

export async function newContext(browser: Browser, baseURL: string, cookie: string | null): Promise<BrowserContext> {
  // a fresh context per run: empty cache and storage; no service worker (another item installs one)
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, hasTouch: true, isMobile: true, locale: "fr-FR", timezoneId: "Africa/Dakar", serviceWorkers: "block" });
  if (cookie) {
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name: name!, value: decodeURIComponent(value.join("=")), domain: "127.0.0.1", path: "/", httpOnly: true, sameSite: "Lax" }]);
  }
  return context;
}

/** Where `control` is on screen, measured once on an unthrottled page (the same layout). */
export async function controlCenter(browser: Browser, baseURL: string, pagePath: string, control: string, cookie: string | null) {
  const context = await newContext(browser, baseURL, cookie);
  const page = await context.newPage();
  await page.goto(pagePath);
  const box = await page.locator(control).first().boundingBox({ timeout: 30_000 });
  await context.close();
  if (!box) throw new Error(`${pagePath} : contrôle introuvable (${control})`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The session cookie of a user, from the login route. */
export async function login(url: string, telephone: string, code: string): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ telephone, Code: code }),
  });
  if (!response.ok) throw new Error(`connexion de ${telephone} refusée : ${response.status} ${await response.text()}`);
  const [pair] = (response.headers.get("set-cookie") ?? "").split(";");
  if (!pair) throw new Error(`connexion de ${telephone} : pas de cookie de session`);
  return pair;
}

/** Where the time went (FIELD_TRACE=1): the paints, the document and each resource, from the navigation's start. */
export async function traceResources(page: Page): Promise<string> {
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")].map((e) => {
      const r = e as PerformanceResourceTiming;
      return `${Math.round(r.startTime)}→${Math.round(r.responseEnd)} ms ${Math.round(r.encodedBodySize / 1024)} KB ${r.name.replace(/^https?:\/\/[^/]+/, "")}`;
    }),
  );
  const marks = await page.evaluate(() => performance.getEntriesByType("paint").map((e) => `${e.name} ${Math.round(e.startTime)} ms`));
  return [...marks, ...entries].map((line) => `    ${line}`).join("\n");
}
