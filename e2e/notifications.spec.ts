// Notifications: a supervisor's deletion reaches the admin's bell; the partner's page lists his own.
import { test } from "@playwright/test";
import type { Browser } from "playwright-core";
import { closeContexts, MOBILE, newPage, screenshot } from "./support/browser";
import { waitForPath } from "./support/auth";
import { expect as expectLocator } from "./support/expect";
import { E2E_USERS } from "./support/fixtures";
import { baseUrl } from "./support/runtime";

let browser: Browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  const sup = E2E_USERS.supervisor2;
  const login = await (
    await fetch(`${baseUrl()}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.3" },
      body: JSON.stringify({ telephone: sup.telephone, Code: sup.code }),
    })
  ).json();
  const headers = { "content-type": "application/json", authorization: `Bearer ${login.data.token}` };
  const id = login.data.user.id;
  await fetch(`${baseUrl()}/api/transactions/create`, {
    method: "POST",
    headers,
    body: JSON.stringify({ superviseurId: id, typeOperation: "depot", montant: 4_321, partenaireNom: "Client Notif" }),
  });
  const res = await fetch(`${baseUrl()}/api/transactions/supervisors/${id}/lines/debut`, { method: "DELETE", headers, body: JSON.stringify({ accountKey: "part-client notif" }) });
  if (!res.ok) throw new Error(`suppression impossible : ${res.status}`);
});
test.afterAll(async () => {
  await closeContexts(browser);
});

test("shows the admin a supervisor's deletion in the bell, and leads to the audit history", async () => {
  const page = await newPage(browser, { role: "admin", viewport: MOBILE });
  await page.goto("/admin");
  await page.getByTestId("unread-count").waitFor();
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const item = page.getByTestId("notification-item").filter({ hasText: "Ligne supprimée par un superviseur" });
  await item.first().waitFor();
  await expectLocator(item.first()).toContainText("Awa Ndiaye a supprimé la ligne Client Notif");
  await screenshot(page, "notifications-bell-360");
  await item.first().click();
  await waitForPath(page, "/admin/audit");
  await page.context().close();
});

test("lists the partner's own notifications", async () => {
  const page = await newPage(browser, { role: "partner", viewport: MOBILE });
  await page.goto("/partner/notifications");
  await page.getByText("Aucune notification").waitFor();
  await expectLocator(page.getByRole("button", { name: /^Notifications/ })).toHaveCount(0);
  await screenshot(page, "notifications-partner-360");
  await page.context().close();
});
