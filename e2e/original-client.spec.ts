// The earlier app (../shared/ORIGINAL-CLIENT.md) served from this server's own origin, as an agency runs it behind
// the same proxy: in Chromium, a page of that origin logs a supervisor in with a Bearer token, records an entry
// with its "+ Transaction" payload, then prints his dashboard as that app does (template strings into the page).
// Nothing may print as [object Object], NaN or undefined.
import { expect, test } from "@playwright/test";
import type { Browser } from "playwright-core";
import { closeContexts, DESKTOP, newContext } from "./support/browser";
import { createUserAsAdmin, uniquePhone } from "./support/users";

let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await closeContexts(browser);
});

test("the earlier app's supervisor dashboard and + Transaction, from the same origin", async () => {
  const supervisor = await createUserAsAdmin(browser, { nomComplet: "Superviseur Ancienne App", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
  const context = await newContext(browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto("/auth");

  const result = await page.evaluate(async ({ telephone, code, id }) => {
    const json = async (response: Response) => ({ status: response.status, body: await response.json() });
    const login = await json(await fetch("/api/users/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ telephone, Code: code }) }));
    const headers = { "content-type": "application/json", authorization: `Bearer ${login.body.data.token}` };
    const created = await json(
      await fetch("/api/transactions/create", { method: "POST", headers, body: JSON.stringify({ superviseurId: id, typeOperation: "depot", typeCompte: "LIQUIDE", montant: 25000 }) }),
    );
    const dashboard = await json(await fetch("/api/transactions/dashboard/supervisor?period=today", { headers }));
    const d = dashboard.body.data.dashboard;
    // as the earlier app renders it
    const printed = [
      `${d.superviseur.nom} : GR ${d.totaux.formatted.grTotal}`,
      `UV Master : ${d.uvMaster.personal.formatted} / ${d.uvMaster.formatted}`,
      `${d.nombreTransactions} transaction(s)`,
      ...d.recentTransactions.map(
        (t: { type: string; montant: number; personne: string; createdAt: string }) =>
          `${t.type} ${t.montant.toLocaleString("fr-FR")} F ${t.personne} ${new Date(t.createdAt).toLocaleDateString("fr-FR")}`,
      ),
    ];
    const list = document.createElement("ul");
    list.id = "earlier-app";
    for (const line of printed) list.appendChild(Object.assign(document.createElement("li"), { textContent: line }));
    document.body.appendChild(list);
    return { login: login.status, created: created.status, dashboard: dashboard.status };
  }, { telephone: supervisor.telephone, code: supervisor.code, id: supervisor.id });

  expect(result).toEqual({ login: 200, created: 201, dashboard: 200 });
  const text = (await page.locator("#earlier-app").innerText()).replace(/[\u00a0\u202f]/g, " ");
  expect(text).not.toMatch(/\[object Object\]|NaN|undefined/);
  expect(text).toContain("1 transaction(s)");
  expect(text).toMatch(/DEBUT_JOURNEE 25 000 F Superviseur Ancienne App \(Superviseur\)/);
  // his own UV Master is 0; the network's is whatever other journeys of this server allocated: an amount, as text
  expect(text).toMatch(/UV Master : 0[\s\u00a0\u202f]F \/ [\d\s\u00a0\u202f]+F\n/);
  await context.close();
});
