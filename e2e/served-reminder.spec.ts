// The supervisor's morning reminder is in /supervisor as the server sends it: the page fetched with his session
// cookie, read before any script runs, already says « Journée du … non clôturée » for an earlier day he left open
// (nothing inserted after the page paints, nothing pushed down on a slow phone); a supervisor with no such day
// gets none. With JavaScript off, the reminder is on screen above the day's period button, where it stays once
// the page has hydrated.
import { expect, test } from "@playwright/test";
import type { Browser } from "playwright-core";
import { addDays, formatDayFr } from "@/lib/domain/periods";
import { closeContexts, DESKTOP, MOBILE, newContext, screenshot, waitForHydration } from "./support/browser";
import { expect as expectLocator } from "./support/expect";
import { baseUrl } from "./support/runtime";
import { adminApi, createUserAsAdmin, uniquePhone } from "./support/users";

let browser: Browser;
let late: Awaited<ReturnType<typeof createUserAsAdmin>>;
let onTime: Awaited<ReturnType<typeof createUserAsAdmin>>;
let twoDaysAgo: string;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  late = await createUserAsAdmin(browser, { nomComplet: "Ndèye Servie", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
  onTime = await createUserAsAdmin(browser, { nomComplet: "Cheikh À Jour", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
  const admin = await adminApi(browser);
  const ok = async <T = unknown>(res: Awaited<ReturnType<typeof admin.request.get>>): Promise<T> => {
    if (!res.ok()) throw new Error(`${res.url()} : ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  const { today } = await ok<{ today: string }>(await admin.request.get("/api/transactions/days/unclosed"));
  twoDaysAgo = addDays(today, -2);
  // her LIQUIDE account, with a Début two days ago and no close
  await ok(await admin.request.post("/api/transactions/accounts", { data: { supervisorId: late.id, accountType: "LIQUIDE" } }));
  await ok(await admin.request.patch(`/api/transactions/supervisors/${late.id}/accounts/update`, { data: { accountType: "debut", accountKey: "LIQUIDE", newValue: 50_000, date: twoDaysAgo } }));
  await admin.close();
});

test.afterAll(async () => {
  await closeContexts(browser);
});

/** A context signed in as `user` through the login route (its session cookie in the context's jar). */
async function signedIn(user: { telephone: string; code: string }, options: { javaScriptEnabled?: boolean } = {}) {
  const context = options.javaScriptEnabled === false ? await browser.newContext({ baseURL: baseUrl(), viewport: MOBILE, javaScriptEnabled: false, locale: "fr-FR", timezoneId: "Africa/Dakar" }) : await newContext(browser, { viewport: MOBILE });
  const res = await context.request.post("/api/users/login", { data: { telephone: user.telephone, Code: user.code }, headers: { origin: new URL(baseUrl()).origin } });
  if (!res.ok()) throw new Error(`connexion e2e impossible : ${res.status()} ${await res.text()}`);
  return context;
}

/** /supervisor's HTML as served, its text without React's text separators. */
async function servedText(user: { telephone: string; code: string }) {
  const context = await signedIn(user);
  const res = await context.request.get("/supervisor", { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  const html = (await res.text()).replace(/<!-- -->/g, "");
  await context.close();
  return html;
}

test("the reminder of an earlier day left open is in /supervisor's HTML as served", async () => {
  const html = await servedText(late);
  expect(html).toContain('data-testid="morning-reminder"');
  expect(html).toContain(`data-day="${twoDaysAgo}"`);
  expect(html).toContain(`Journée du ${formatDayFr(twoDaysAgo)} non clôturée`);
});

test("a supervisor with no earlier day left open gets no reminder", async () => {
  const html = await servedText(onTime);
  expect(html).toContain("<h1");
  expect(html).not.toContain('data-testid="morning-reminder"');
  expect(html).not.toContain("non clôturée");
});

test("on screen before any script, above the period button, and in the same place once hydrated", async () => {
  const bare = await signedIn(late, { javaScriptEnabled: false });
  const page = await bare.newPage();
  await page.goto("/supervisor");
  const reminder = page.getByTestId("unclosed-day");
  await expectLocator(reminder).toBeVisible();
  const served = (await reminder.boundingBox())!;
  expect(served.y).toBeLessThan((await page.getByRole("button", { name: /choisir la période/ }).boundingBox())!.y);
  await bare.close();

  const context = await signedIn(late);
  const live = await context.newPage();
  await live.goto("/supervisor");
  const button = live.getByTestId("unclosed-day").getByRole("button", { name: /Clôturer/ });
  await waitForHydration(button);
  await expectLocator(button).toBeEnabled();
  expect((await live.getByTestId("unclosed-day").boundingBox())!.y).toBe(served.y);
  await screenshot(live, "supervisor-served-reminder-360");
  await live.setViewportSize(DESKTOP);
  await screenshot(live, "supervisor-served-reminder-1280");
  await context.close();
});
