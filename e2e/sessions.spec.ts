// Sessions end on the server: after the sidebar's Déconnexion or next-auth's sign-out, the
// old cookie is refused everywhere; the admin's "Déconnecter partout" ends every device of a user. Each
// journey uses a user of its own: the fixture users' saved sessions must stay open for the other journeys.
import { expect, test } from "@playwright/test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { closeContexts, DESKTOP, MOBILE, newPage, screenshot } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { baseUrl } from "./support/runtime";
import { createUserAsAdmin, horizontalOverflow, screenshotScreen, uniquePhone } from "./support/users";

let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await closeContexts(browser);
});

async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  if (!cookie) throw new Error("pas de cookie de session");
  return `${cookie.name}=${cookie.value}`;
}

/** What the server says to a request carrying that cookie, as a client that kept it would send it. */
const statusWith = async (cookie: string) => (await fetch(`${baseUrl()}/api/users/profile`, { headers: { cookie } })).status;

async function signedIn(user: { telephone: string; code: string }, home: string, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, { viewport });
  await loginThroughForm(page, user);
  await waitForPath(page, home);
  return page;
}

test("the sidebar's Déconnexion ends the session on the server: the old cookie is refused", async () => {
  const user = await createUserAsAdmin(browser, { nomComplet: "Seynabou Logout", telephone: uniquePhone(), role: "SUPERVISEUR" });
  const page = await signedIn(user, "/supervisor");
  const cookie = await sessionCookie(page.context());
  expect(await statusWith(cookie)).toBe(200);
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await waitForPath(page, "/auth");
  expect(await statusWith(cookie)).toBe(401);
  // put back in the browser, the old cookie opens nothing
  await page.context().addCookies([{ name: cookie.split("=")[0]!, value: cookie.split("=").slice(1).join("="), url: baseUrl() }]);
  await page.goto("/supervisor");
  await waitForPath(page, "/auth");
  await page.context().close();
});

test("next-auth's own sign-out ends the session on the server too", async () => {
  const user = await createUserAsAdmin(browser, { nomComplet: "Pape Signout", telephone: uniquePhone(), role: "PARTENAIRE" });
  const page = await signedIn(user, "/partner");
  const cookie = await sessionCookie(page.context());
  const status = await page.evaluate(async () => {
    const { csrfToken } = await (await fetch("/api/auth/csrf")).json();
    const res = await fetch("/api/auth/signout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, json: "true" }),
    });
    return res.status;
  });
  expect(status).toBeLessThan(400);
  expect(await statusWith(cookie)).toBe(401);
  await page.context().close();
});

test("the admin's « Déconnecter partout » ends every device of a user; he signs in again with his code", async () => {
  const name = "Ousmane Partout";
  const user = await createUserAsAdmin(browser, { nomComplet: name, telephone: uniquePhone("79"), role: "SUPERVISEUR" });
  const phone = await signedIn(user, "/supervisor", MOBILE);
  const desk = await signedIn(user, "/supervisor");

  const admin = await newPage(browser, { role: "admin", viewport: MOBILE });
  await admin.goto("/admin/users");
  await admin.getByRole("button", { name: `Actions pour ${name}` }).click();
  await admin.getByRole("menuitem", { name: "Déconnecter partout" }).click();
  const confirm = admin.getByRole("alertdialog", { name: `Déconnecter ${name} de tous ses appareils ?` });
  await confirm.getByText("Son code reste le même", { exact: false }).waitFor();
  await screenshotScreen(admin, "users-end-sessions-360");
  expect(await horizontalOverflow(admin)).toBeLessThanOrEqual(0);
  await confirm.getByRole("button", { name: "Déconnecter partout" }).click();
  await expectToast(admin, "Sessions fermées (2)");
  await screenshot(admin, "users-sessions-ended-360");

  // both devices are sent back to the login at their next request
  for (const page of [phone, desk]) {
    await page.reload();
    await waitForPath(page, "/auth");
  }
  await loginThroughForm(phone, user);
  await waitForPath(phone, "/supervisor");
  await Promise.all([phone.context().close(), desk.context().close(), admin.context().close()]);
});
