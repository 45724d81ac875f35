// Data the users journeys create for themselves (never the shared fixture users), through the admin's API.
import type { APIRequestContext, Browser, Page } from "playwright-core";
import { DESKTOP, newContext, newPage, screenshotFile } from "./browser";
import { baseUrl } from "./runtime";

let sequence = 0;
/** A phone no fixture uses: 78 + 7 digits from the clock and a counter. */
export function uniquePhone(prefix = "78"): string {
  sequence += 1;
  return `${prefix}${String((Date.now() % 100_000) * 100 + (sequence % 100)).padStart(7, "0")}`;
}

/**
 * An API client with the admin's session cookie, sending the app's Origin as the app's own pages do (a
 * cookie write without it is refused: lib/api/request-guard.ts). Close it through the returned close().
 */
export async function adminApi(browser: Browser): Promise<{ request: APIRequestContext; close: () => Promise<void> }> {
  const context = await newContext(browser, { role: "admin" });
  await context.setExtraHTTPHeaders({ origin: new URL(baseUrl()).origin });
  return { request: context.request, close: () => context.close() };
}

export async function createUserAsAdmin(browser: Browser, user: { nomComplet: string; telephone: string; role: "SUPERVISEUR" | "PARTENAIRE" }) {
  const admin = await adminApi(browser);
  const res = await admin.request.post("/api/users/create", { data: user });
  const body = await res.json();
  await admin.close();
  if (res.status() !== 201) throw new Error(`création e2e impossible : ${res.status()} ${JSON.stringify(body)}`);
  return { ...user, id: body.data.user.id as string, code: body.data.codeAcces as string };
}

/** The latest SMS sent to a phone, read through the admin's outbox API. */
export async function latestSmsTo(browser: Browser, telephone: string) {
  const admin = await adminApi(browser);
  const res = await admin.request.get(`/api/users/sms-outbox?to=${telephone}&limit=1`);
  const body = await res.json();
  await admin.close();
  return body.data.messages[0] as { body: string; status: string; to: string } | undefined;
}

export const codeInSms = (body: string) => /le code (\d{6})/.exec(body)?.[1] ?? null;

/** Whether the page is wider than the screen (nothing may overflow at 360 px). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * A screenshot of what the screen shows (dialogs, menus): a full-page capture misplaces fixed, centred
 * layers. Waits for the opening animation first.
 */
export async function screenshotScreen(page: Page, name: string) {
  const file = screenshotFile(name);
  if (!file) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: file });
}

/** The admin's users screen, once its figures are shown. */
export async function openUsersPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, { role: "admin", viewport });
  await page.goto("/admin/users");
  await page.getByTestId("stat-total").waitFor();
  return page;
}
