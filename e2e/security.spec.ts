// The request pipeline's surface against the built app (security headers, CSRF, the /api envelope):
// - headers: every page kind carries a Content-Security-Policy whose nonce is on every one of its scripts and
//   changes on every request, and the other security headers; every /api answer is nosniff and no-store;
// - the app works under that policy in Chromium (log in, dashboards, a dialog whose code loads later, a
//   write, the users page, /auth) with no policy violation and no console error, and the policy does stop an
//   injected script;
// - unknown /api paths and wrong methods answer the envelope through Next.js's real routing;
// - a page served from another port of the same host (same site: the Lax session cookie goes with its
//   requests) auto-submits forms and fetches at the API and at next-auth: nothing is created, the session
//   is neither ended nor swapped, checked through the API afterwards.
import { expect, test } from "@playwright/test";
import { createServer, type Server } from "node:http";
import type { Browser, Page } from "playwright-core";
import { freePort } from "../scripts/lib/net";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { closeContexts, newContext, newPage, screenshot, transactionDialog, waitForHydration } from "./support/browser";
import { poll } from "./support/expect";
import { E2E_ADMIN, E2E_USERS } from "./support/fixtures";
import { baseUrl } from "./support/runtime";
import { createUserAsAdmin, uniquePhone } from "./support/users";

let browser: Browser;
let adminToken: string;
let adminCookie: string;

async function login(user: { telephone: string; code: string }, address: string) {
  const res = await fetch(`${baseUrl()}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ telephone: user.telephone, Code: user.code }),
  });
  if (!res.ok) throw new Error(`connexion impossible : ${res.status} ${await res.text()}`);
  return (await res.json()).data as { token: string; user: { id: string; nomComplet: string } };
}

/** An API read with the admin's Bearer token. */
async function adminGet(path: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  const body = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  adminToken = (await login(E2E_ADMIN, "10.9.13.1")).token;
  adminCookie = `next-auth.session-token=${adminToken}`;
});
test.afterAll(async () => {
  await closeContexts(browser);
});

test.describe("headers", () => {
  /** Checks a page's headers and that every script it holds carries the policy's nonce; answers the nonce. */
  async function pageHeaders(path: string, expectedStatus: number, cookie?: string) {
    const res = await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
    expect([path, res.status]).toEqual([path, expectedStatus]);
    const html = await res.text();
    const policy = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/https?:\/\//);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) expect([path, tag]).toEqual([path, expect.stringContaining(`nonce="${nonce}"`)]);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(res.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-powered-by")).toBeNull();
    return nonce!;
  }

  test("an App Router page: a CSP whose nonce is on every script and new on every request", async () => {
    const first = await pageHeaders("/admin", 200, adminCookie);
    const second = await pageHeaders("/admin", 200, adminCookie);
    expect(first).not.toBe(second);
    expect(Buffer.from(first, "base64")).toHaveLength(16);
  });

  test("/auth, the Pages Router page, and the 404 page", async () => {
    const first = await pageHeaders("/auth", 200);
    expect(await pageHeaders("/auth", 200)).not.toBe(first);
    await pageHeaders("/page-qui-n-existe-pas", 404);
    await pageHeaders("/admin/nulle-part", 404, adminCookie);
  });

  test("every /api answer: nosniff, no-store, no X-Powered-By, JSON even for errors", async () => {
    const calls: [string, RequestInit, number][] = [
      ["/api/health", {}, 200],
      ["/api/users/profile", { headers: { cookie: adminCookie } }, 200],
      ["/api/users/profile", {}, 401],
      ["/api/users/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }, 422],
      ["/api/users/sms-outbox", { headers: { authorization: `Bearer ${adminToken}` } }, 200],
      ["/api/auth/session", {}, 200],
      ["/api/nulle-part", {}, 404],
    ];
    for (const [path, init, status] of calls) {
      const res = await fetch(`${baseUrl()}${path}`, init);
      expect([path, res.status]).toEqual([path, status]);
      expect([path, res.headers.get("x-content-type-options")]).toEqual([path, "nosniff"]);
      expect([path, res.headers.get("cache-control")]).toEqual([path, "no-store"]);
      expect(res.headers.get("x-powered-by")).toBeNull();
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});

test.describe("unknown /api paths and wrong methods, through Next.js's routing", () => {
  test("answer 404 and 405 (with Allow) in the envelope, never HTML nor an empty body", async () => {
    const txId = "00000000-0000-4000-8000-000000000000";
    const cases: [string, string, number, string | null][] = [
      ["GET", "/api", 404, null],
      ["GET", "/api/nulle-part", 404, null],
      ["POST", "/api/users/login/en-trop", 404, null],
      ["DELETE", "/api/transactions/a/b/c/d", 404, null],
      ["GET", "/api/auth/inconnue", 404, null],
      ["GET", "/api/users/login", 405, "POST, OPTIONS"],
      ["DELETE", "/api/users/all", 405, "GET, HEAD, OPTIONS"],
      ["PATCH", `/api/transactions/${txId}`, 405, "PUT, DELETE, OPTIONS"],
      ["POST", "/api/users/abc/suspend", 405, "PATCH, OPTIONS"],
      ["PUT", "/api/auth/session", 405, "GET, HEAD, POST, OPTIONS"],
    ];
    for (const [method, path, status, allow] of cases) {
      const res = await fetch(`${baseUrl()}${path}`, { method, headers: { authorization: `Bearer ${adminToken}` } });
      expect([method, path, res.status, res.headers.get("allow")]).toEqual([method, path, status, allow]);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      const body = await res.json();
      expect(body).toEqual({
        success: false,
        message: status === 404 ? "Cette adresse n'existe pas dans l'API." : expect.stringMatching(/^Méthode .+ non autorisée/),
        code: status === 404 ? "NOT_FOUND" : "METHOD_NOT_ALLOWED",
        data: null,
      });
    }
  });

  test("OPTIONS lists the methods and grants no cross-origin access; HEAD is GET without a body", async () => {
    const options = await fetch(`${baseUrl()}/api/users/profile`, { method: "OPTIONS", headers: { origin: "http://127.0.0.1:1", "access-control-request-method": "PUT" } });
    expect(options.status).toBe(200);
    expect(options.headers.get("allow")).toBe("GET, HEAD, PUT, OPTIONS");
    expect(options.headers.get("access-control-allow-origin")).toBeNull();
    const head = await fetch(`${baseUrl()}/api/health`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});

/** Collects what a page reports: policy violations, console errors, uncaught errors. */
async function watch(page: Page) {
  const problems: string[] = [];
  await page.context().addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`securitypolicyviolation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on("console", (message) => {
    // the app has no icon: Chromium's own request for one is not the page's doing
    if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico")) problems.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test.describe("the app under its Content-Security-Policy", () => {
  let supervisor: { nomComplet: string; id: string };
  test.beforeAll(async () => {
    supervisor = await createUserAsAdmin(browser, { nomComplet: "Mariama Politique", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
  });

  test("logs in, shows the admin dashboard, records a transaction in the dialog, opens the users page", async () => {
    const page = await newPage(browser);
    const problems = await watch(page);
    await page.goto("/auth");
    // the registration form's code arrives after the page (a script the nonced ones load: 'strict-dynamic')
    await waitForHydration(page.getByRole("button", { name: "Faire une demande" }));
    await page.getByRole("button", { name: "Faire une demande" }).click();
    await page.getByLabel("Nom complet").waitFor();
    await screenshot(page, "security-auth-demande-csp-1280");
    await loginThroughForm(page, E2E_ADMIN);
    await waitForPath(page, "/admin");
    await page.locator(`[data-testid="supervisor-card"][data-supervisor="${supervisor.nomComplet}"]`).waitFor();
    await waitForHydration(page.getByRole("button", { name: "Nouvelle transaction" }));

    await page.getByRole("button", { name: "Nouvelle transaction" }).click();
    const dialog = transactionDialog(page);
    await dialog.waitFor();
    await dialog.getByRole("radio", { name: /Partenaire libre/ }).click();
    await dialog.getByRole("combobox", { name: "Superviseur" }).click();
    await page.getByRole("option", { name: supervisor.nomComplet }).click();
    await dialog.getByLabel("Nom du partenaire").fill("Client Politique");
    await dialog.getByRole("radio", { name: "Début", exact: true }).click();
    await dialog.getByLabel("Montant").fill("4321");
    await dialog.getByRole("button", { name: "Valider" }).click();
    await expectToast(page, "Transaction créée avec succès");
    await dialog.waitFor({ state: "detached" });
    await screenshot(page, "security-admin-dashboard-csp-1280");

    await page.goto("/admin/users");
    await page.getByTestId("stat-total").waitFor();
    await page.getByTestId("users-table").getByText(supervisor.nomComplet).first().waitFor();
    expect(problems).toEqual([]);
    await page.context().close();

    // the write went through the browser's same-origin fetch (Origin sent by Chromium, accepted)
    const { transactions } = await adminGet(`/api/transactions/recent?supervisorId=${supervisor.id}&period=today`);
    expect(transactions.map((t: { montant: { valeur: number } }) => t.montant.valeur)).toEqual([432_100]);
  });

  test("shows the supervisor dashboard and the 404 page without a violation", async () => {
    const page = await newPage(browser, { role: "supervisor" });
    const problems = await watch(page);
    await page.goto("/supervisor");
    await waitForHydration(page.getByRole("button", { name: "Nouvelle transaction" }));
    await page.getByRole("button", { name: "Nouvelle transaction" }).click();
    await transactionDialog(page).waitFor();
    await screenshot(page, "security-supervisor-dashboard-csp-1280");
    await page.keyboard.press("Escape");
    expect(problems).toEqual([]);
    await page.goto("/page-qui-n-existe-pas");
    await page.getByText("Oops! Page not found").waitFor();
    await waitForHydration(page.getByRole("link", { name: "Retour à l'accueil" }));
    // the page's own 404 status, reported by Chromium, and nothing else
    expect(problems).toEqual([`Failed to load resource: the server responded with a status of 404 (Not Found) (${baseUrl()}/page-qui-n-existe-pas)`]);
    await page.context().close();
  });

  test("stops scripts slipped into the page's HTML without the nonce (what a stored XSS would be)", async () => {
    const page = await newPage(browser);
    const problems = await watch(page);
    // the server's real answer (its headers, its policy), with three payloads added to its HTML
    await page.route("**/auth", async (route) => {
      const response = await route.fetch();
      const original = await response.text();
      // a script of the app itself, which would load (and fire onload) if the policy allowed it without the nonce
      const polyfills = /src="(\/_next\/static\/chunks\/polyfills-[^"]+\.js)"/.exec(original)![1];
      const html = original.replace(
        "</body>",
        `<script>window.__inline = true</script><img src="data:," onerror="window.__handler = true">` +
          `<script src="${polyfills}" onload="window.__external = true"></script></body>`,
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto("/auth");
    await waitForHydration(page.getByRole("button", { name: "Se connecter" }));
    const ran = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return { inline: w.__inline === true, handler: w.__handler === true, external: w.__external === true };
    });
    expect(ran).toEqual({ inline: false, handler: false, external: false });
    await poll(
      async () => problems.filter((p) => p.includes("securitypolicyviolation: script-src")).length >= 3,
      async () => `attendu trois violations script-src signalées, vu : ${JSON.stringify(problems)}`,
    );
    await page.context().close();
  });
});

test.describe("a page on another port of the same host", () => {
  let attacker: Server;
  test.afterAll(() => new Promise<void>((resolve) => (attacker ? attacker.close(() => resolve()) : resolve())));

  test("auto-submits forms and fetches at the API and next-auth: nothing is created, the session stays", async () => {
    const target = await createUserAsAdmin(browser, { nomComplet: "Cible Intrusion", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
    const intruderPhone = uniquePhone("78");
    // a victim: the admin logged in a browser; an attacker's valid next-auth csrf pair, got from the server
    const victim = await login(E2E_ADMIN, "10.9.13.2");
    const csrf = await fetch(`${baseUrl()}/api/auth/csrf`);
    const csrfToken = (await csrf.json()).csrfToken as string;
    const csrfCookie = /next-auth\.csrf-token=([^;]+)/.exec(csrf.headers.get("set-cookie") ?? "")![1]!;

    const base = baseUrl();
    const transaction = { superviseurId: target.id, typeOperation: "depot", montant: 777, partenaireNom: "Client Intrusion" };
    const newUser = { nomComplet: "Intrus Admin", telephone: intruderPhone, role: "SUPERVISEUR" };
    const attr = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/"/g, "&quot;");
    // text/plain forms can carry JSON: name='{"a":1,"x":"' value='"}' is sent as {"a":1,"x":"="}
    const jsonName = (body: object) => attr(JSON.stringify({ ...body, x: "" }).slice(0, -2));
    const html = `<!doctype html><html><body>
<iframe name="f1"></iframe><iframe name="f2"></iframe><iframe name="f3"></iframe><iframe name="f4"></iframe>
<form id="a" target="f1" method="POST" enctype="text/plain" action="${base}/api/transactions/admin/create"><input name="${jsonName(transaction)}" value='"}'></form>
<form id="b" target="f2" method="POST" action="${base}/api/users/create"><input name="nomComplet" value="${newUser.nomComplet}"><input name="telephone" value="${intruderPhone}"><input name="role" value="SUPERVISEUR"></form>
<form id="c" target="f3" method="POST" action="${base}/api/auth/signout"><input name="csrfToken" value="${csrfToken}"></form>
<form id="d" target="f4" method="POST" action="${base}/api/auth/callback/credentials"><input name="csrfToken" value="${csrfToken}"><input name="telephone" value="${E2E_USERS.partner.telephone}"><input name="Code" value="${E2E_USERS.partner.code}"></form>
<script>
  document.cookie = "next-auth.csrf-token=${csrfCookie}; path=/";
  fetch("${base}/api/transactions/admin/create", { method: "POST", mode: "no-cors", credentials: "include", body: new Blob([${JSON.stringify(JSON.stringify(transaction))}]) });
  fetch("${base}/api/users/create", { method: "POST", mode: "no-cors", credentials: "include", headers: { "Content-Type": "text/plain" }, body: ${JSON.stringify(JSON.stringify(newUser))} });
  fetch("${base}/api/users/profile", { mode: "no-cors", credentials: "include" });
  for (const id of ["a", "b", "c", "d"]) document.getElementById(id).submit();
</script></body></html>`;
    const port = await freePort();
    attacker = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html));
    await new Promise<void>((resolve) => attacker.listen(port, "127.0.0.1", resolve));
    const attackerUrl = `http://127.0.0.1:${port}/`;
    expect(new URL(attackerUrl).hostname).toBe(new URL(base).hostname);

    const context = await newContext(browser);
    const host = new URL(base).hostname;
    await context.addCookies([{ name: "next-auth.session-token", value: victim.token, domain: host, path: "/", httpOnly: true, sameSite: "Lax" }]);
    const page = await context.newPage();
    const answers: { url: string; status: number; form: boolean; cookie: boolean }[] = [];
    page.on("response", async (res) => {
      if (!res.url().startsWith(base)) return;
      // Playwright sees the Cookie header of navigations (the forms), not of fetches
      const cookie = ((await res.request().allHeaders()).cookie ?? "").includes(`next-auth.session-token=${victim.token}`);
      answers.push({ url: res.url().slice(base.length), status: res.status(), form: res.request().isNavigationRequest(), cookie });
    });
    await page.goto(attackerUrl);
    await poll(async () => answers.length >= 7, async () => `attendu 7 réponses de l'application, vu : ${JSON.stringify(answers)}`);
    await page.waitForTimeout(500);
    expect(answers.map((a) => [a.url, a.status, a.form]).sort()).toEqual(
      [
        ["/api/auth/callback/credentials", 403, true],
        ["/api/auth/signout", 403, true],
        ["/api/transactions/admin/create", 403, true],
        ["/api/transactions/admin/create", 403, false],
        ["/api/users/create", 403, true],
        ["/api/users/create", 403, false],
        // the page's fetches carry the session cookie: this read of the profile is answered 200
        ["/api/users/profile", 200, false],
      ].sort(),
    );
    // the forms carried the session cookie too (same site, Lax): only the app's checks stopped them
    expect(answers.filter((a) => a.form && !a.cookie)).toEqual([]);

    // nothing was created
    const { transactions } = await adminGet(`/api/transactions/recent?supervisorId=${target.id}&period=today`);
    expect(transactions).toEqual([]);
    expect(JSON.stringify(await adminGet("/api/users/all"))).not.toContain(intruderPhone);
    // the victim's session is neither ended nor swapped for the attacker's account
    const cookies = await context.cookies(base);
    expect(cookies.find((c) => c.name === "next-auth.session-token")?.value).toBe(victim.token);
    const profile = await page.request.get(`${base}/api/users/profile`);
    expect(profile.status()).toBe(200);
    expect((await profile.json()).data.user.id).toBe(victim.user.id);
    await context.close();
  });
});
