// No dead tap. Until React has hydrated a page, the controls that need its code come
// disabled in the server's HTML (and look it), so that a tap before the code has arrived meets a button that
// says so rather than one that ignores it; they are enabled once hydrated. The page's main control (Se
// connecter, the +) is live from the first paint instead: the early script answers it (early-taps.spec.ts). The dashboards' own scripts are hinted in the head (they used to be asked for only once the
// framework had run). The + button's dialog code is fetched once the first load has arrived; a tap before it has
// arrived shows the dialog's shell at once, then the form. Timings are measured by `npm run bench:field`,
// not here.
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { firstLoadScripts } from "../scripts/bench/bundle-size";
import { closeContexts, DESKTOP, MOBILE, newContext, newPage, screenshot, waitForHydration } from "./support/browser";
import { expect as expectLocator, poll } from "./support/expect";
import type { E2ERole } from "./support/fixtures";
import { baseUrl, statePath } from "./support/runtime";

let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await closeContexts(browser);
});

function cookieOf(role: E2ERole): string {
  const [cookie] = JSON.parse(readFileSync(statePath(role), "utf8")).cookies as { name: string; value: string }[];
  return `${cookie!.name}=${encodeURIComponent(cookie!.value)}`;
}

async function serverHtml(path: string, role: E2ERole | null): Promise<string> {
  const response = await fetch(baseUrl() + path, { headers: role ? { cookie: cookieOf(role) } : {} });
  expect(response.status).toBe(200);
  return response.text();
}

/** The opening tag of the button the server rendered with that text or accessible name. */
function buttonTag(html: string, name: RegExp): string {
  const buttons = [...html.matchAll(/<button\b[^>]*>([\s\S]*?)<\/button>/g)];
  const found = buttons.find(([whole, inner]) => name.test(whole.match(/aria-label="([^"]*)"/)?.[1] ?? "") || name.test(inner!.replace(/<[^>]+>/g, "").trim()));
  if (!found) throw new Error(`bouton ${name} absent du HTML du serveur`);
  return found[0].slice(0, found[0].indexOf(">") + 1);
}

const isDisabled = (tag: string) => /\sdisabled=""/.test(tag);

test("renders the controls that need the page's code disabled in the server's HTML, the early ones live", async () => {
  const auth = await serverHtml("/auth", null);
  expect(isDisabled(buttonTag(auth, /^Faire une demande$/))).toBe(true);
  expect(isDisabled(buttonTag(auth, /^Demande$/))).toBe(true);
  // answered before hydration by the early script, never natively (a POST form at worst: nothing in the address)
  expect(isDisabled(buttonTag(auth, /^Se connecterConnexion\.\.\.$/))).toBe(false); // its two labels (one hidden)
  const form = auth.match(/<form\b[^>]*>/)?.[0] ?? "";
  expect({ post: form.includes('method="post"'), early: form.includes('data-early="submit:login"') }).toEqual({ post: true, early: true });

  const admin = await serverHtml("/admin", "admin");
  for (const name of [/^Actualiser$/, /^Aujourd'hui$|^Aujourd&#x27;hui$/, /^Hier$/]) {
    expect({ name: String(name), disabled: isDisabled(buttonTag(admin, name)) }).toEqual({ name: String(name), disabled: true });
  }
  const supervisor = await serverHtml("/supervisor", "supervisor");
  for (const name of [/, choisir la période$/]) {
    expect({ name: String(name), disabled: isDisabled(buttonTag(supervisor, name)) }).toEqual({ name: String(name), disabled: true });
  }
  for (const html of [admin, supervisor]) {
    const plus = buttonTag(html, /^Nouvelle transaction$/);
    expect({ disabled: isDisabled(plus), early: plus.includes('data-early="open:new-transaction"') }).toEqual({ disabled: false, early: true });
    expect(html).toContain('data-early-for="new-transaction" hidden=""');
  }
  // the early script is inline in the head, with the request's nonce (it runs as it is parsed, before any
  // of the framework's scripts, which come async or deferred)
  for (const html of [auth, admin]) {
    const nonce = html.match(/<script[^>]*nonce="([^"]+)"/)?.[1];
    const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
    const inline = head.indexOf(`<script nonce="${nonce}">`);
    expect(inline).toBeGreaterThan(0);
    expect(head.slice(inline, head.indexOf("</script>", inline))).toContain("__caisseEarly");
  }
});

test("hints the dashboards' own scripts in the head, with the request's nonce", async () => {
  for (const [path, role, page] of [
    ["/admin", "admin", "app/(app)/admin/page-"],
    ["/supervisor", "supervisor", "app/(app)/supervisor/page-"],
  ] as const) {
    const html = await serverHtml(path, role);
    const head = html.slice(0, html.indexOf("</head>"));
    const nonce = html.match(/<script[^>]*nonce="([^"]+)"/)?.[1];
    expect(nonce).toBeTruthy();
    const hints = [...head.matchAll(/<link rel="preload" as="script"[^>]*>/g)].map(([tag]) => tag);
    const pageHint = hints.find((tag) => tag.includes(page));
    expect({ path, pageHint: Boolean(pageHint), nonce: pageHint?.includes(`nonce="${nonce}"`) }).toEqual({ path, pageHint: true, nonce: true });
  }
});

test("shows them disabled while the code is missing, and enabled once hydrated", async () => {
  // no JavaScript at all: what a phone shows while the scripts are on their way
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: MOBILE, javaScriptEnabled: false, storageState: statePath("admin") });
  const still = await context.newPage();
  await still.goto("/admin");
  const refresh = still.getByRole("button", { name: "Actualiser" });
  expect(await refresh.isDisabled()).toBe(true);
  expect(await refresh.evaluate((el) => getComputedStyle(el).opacity)).toBe("0.5");
  expect(await still.getByRole("button", { name: "Nouvelle transaction" }).isDisabled()).toBe(false);
  await screenshot(still, "ready-admin-before-code-360");
  await context.close();

  const loggedOut = await browser.newContext({ baseURL: baseUrl(), viewport: MOBILE, javaScriptEnabled: false });
  const auth = await loggedOut.newPage();
  await auth.goto("/auth");
  expect(await auth.getByRole("button", { name: "Faire une demande" }).isDisabled()).toBe(true);
  await screenshot(auth, "ready-auth-before-code-360");
  await loggedOut.close();

  const page = await newPage(browser, { role: "admin", viewport: MOBILE });
  await page.goto("/admin");
  const live = page.getByRole("button", { name: "Nouvelle transaction" });
  await waitForHydration(live);
  await poll(async () => !(await live.isDisabled()), async () => "attendu le + activé après l'hydratation");
  expect(await page.getByRole("button", { name: "Hier" }).isDisabled()).toBe(false);
  await page.context().close();

  const login = await newPage(browser, { viewport: MOBILE });
  await login.goto("/auth");
  const button = login.getByRole("button", { name: "Se connecter" });
  await waitForHydration(button);
  await poll(async () => !(await button.isDisabled()), async () => "attendu Se connecter activé après l'hydratation");
  await login.context().close();
});

/**
 * Lets through the scripts of `path`'s first load and holds back every other chunk until release() (as in
 * first-load.spec.ts): the + button's dialog code cannot arrive before the test says so.
 */
async function holdLaterChunks(page: Page, path: string, role: E2ERole) {
  const firstLoad = new Set(firstLoadScripts(await serverHtml(path, role)));
  const held: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!firstLoad.has(decodeURIComponent(pathname)) && !firstLoad.has(pathname)) {
      held.push(pathname);
      await released;
    }
    await route.continue();
  });
  return { held, release };
}

for (const [path, role] of [
  ["/supervisor", "supervisor"],
  ["/admin", "admin"],
] as const) {
  test(`shows the dialog's shell at once on a tap on + before its code on ${path}, then the form`, async () => {
    const page = await newPage(browser, { role, viewport: MOBILE });
    const { held, release } = await holdLaterChunks(page, path, role);
    // not until "load": the dialog's code is asked for before it (dashboard-chrome.tsx), and held back here
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const plus = page.getByRole("button", { name: "Nouvelle transaction" });
    await waitForHydration(plus);
    await poll(async () => !(await plus.isDisabled()), async () => "attendu le + activé");
    // the prefetch has asked for the dialog's code, held back
    await poll(async () => held.length > 0, async () => "le code du dialogue n'a pas été demandé");
    await plus.click();
    const shell = page.getByTestId("new-transaction-early-shell");
    await shell.waitFor();
    expect(await shell.getAttribute("role")).toBe("dialog");
    await expectLocator(shell).toContainText("Nouvelle Transaction");
    // the frame is the form in plain HTML: it takes the amount at once; Annuler closes it, blank when opened again
    await shell.locator("#tx-amount").fill("300");
    await shell.getByRole("button", { name: "Annuler" }).click();
    await expectLocator(shell).toBeHidden();
    await plus.click();
    await expectLocator(shell).toBeVisible();
    expect(await shell.locator("#tx-amount").inputValue()).toBe("");
    await shell.locator("#tx-amount").fill("700");
    await screenshot(page, `ready-shell${path.replace("/", "-")}-360`);
    release();
    const dialog = page.getByRole("dialog", { name: "Nouvelle Transaction" });
    await dialog.locator("form:not([data-shell])").getByText("Type d'opération").waitFor();
    await expectLocator(shell).toBeHidden();
    expect(await dialog.locator("form:not([data-shell]) #tx-amount").inputValue()).toBe("700");
    await screenshot(page, `ready-form${path.replace("/", "-")}-360`);
    await page.context().close();
  });
}

/**
 * The files of the + button's dialog, as the build wrote them (Next's react-loadable-manifest.json: the dynamic
 * imports of dashboard-chrome.tsx, the dialog and its overlay primitives).
 */
function dialogCodeFiles(): string[] {
  const entries = loadableEntries().filter(([key]) => key.startsWith("components/dashboard/dashboard-chrome.tsx -> "));
  expect(entries.map(([key]) => key.split(" -> ")[1]).sort()).toEqual(["@/components/transactions/new-transaction-dialog", "@/components/ui/dialog-impl"]);
  return [...new Set(entries.flatMap(([, entry]) => entry.files))];
}

/** The files of the dynamic imports written in a folder's modules. */
function codeFilesImportedFrom(folder: string): string[] {
  return loadableEntries()
    .filter(([key]) => key.startsWith(folder))
    .flatMap(([, entry]) => entry.files);
}

function loadableEntries(): [string, { files: string[] }][] {
  return Object.entries(JSON.parse(readFileSync(".next/react-loadable-manifest.json", "utf8")) as Record<string, { files: string[] }>);
}

test("fetches the + button's dialog code with the page, unasked: opening it then loads no code", async () => {
  const files = dialogCodeFiles();
  const context = await newContext(browser, { role: "admin", viewport: DESKTOP });
  const page = await context.newPage();
  // what the page asked for, unasked: the dialog's files must all be there before the click. Other parts of the
  // page may still arrive late (a closed day's strip once its data is shown): they are not the dialog's.
  const fetched = new Set<string>();
  page.on("requestfinished", (request) => {
    const file = files.find((f) => request.url().endsWith(`/_next/${f}`));
    if (file) fetched.add(file);
  });
  await page.goto("/admin");
  const plus = page.getByRole("button", { name: "Nouvelle transaction" });
  await waitForHydration(plus);
  await poll(async () => fetched.size === files.length, async () => `attendu le code du dialogue demandé avec la page : ${files.filter((f) => !fetched.has(f)).join(", ")}`);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/_next/static/")) asked.push(request.url());
  });
  await plus.click();
  await page.getByRole("dialog", { name: "Nouvelle Transaction" }).getByText("Type d'opération").waitFor();
  // neither the dialog's files nor the parts its form loads itself (the dynamic imports of components/transactions/)
  const formFiles = new Set([...files, ...codeFilesImportedFrom("components/transactions/")]);
  expect(asked.filter((url) => [...formFiles].some((f) => url.endsWith(`/_next/${f}`)))).toEqual([]);
  await context.close();
});
