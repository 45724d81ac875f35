// Taps before hydration (lib/early/events.ts). Every script of Next.js is held back, as on a
// slow phone where the page is painted a second before its code has come: the inline early script answers Se
// connecter (the empty fields' messages under them, at once; a filled form waits, busy, and logs in once the
// code is there) and the + (the dialog's frame, which Fermer or Escape closes; the dialog then opens by itself
// once the code is there). Nothing is submitted natively, no tap is lost or played twice, and the hand-over
// to React raises no hydration error.
import type { Browser, Page } from "playwright-core";
import { launchBrowser, MOBILE, newPage, screenshot, waitForHydration } from "./support/browser";
import { expect as expectLocator, poll } from "./support/expect";
import { createUserAsAdmin, uniquePhone } from "./support/users";
import { REQUIRED_FIELDS_MESSAGE } from "../lib/domain/forms";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Holds every Next.js script until release(): the page is the server's HTML and the inline early script. */
async function holdAllScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route("**/_next/static/chunks/**", async (route) => {
    held += 1;
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release, held: () => held };
}

/** What the page says went wrong: uncaught errors and console errors (a hydration mismatch is one). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** The taps the early script has answered, as it announces them. */
async function countEarly(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __earlyTaps: string[] };
    w.__earlyTaps = [];
    window.addEventListener("caisse:early", (event) => {
      const detail = (event as CustomEvent<{ name: string; kind: string }>).detail;
      w.__earlyTaps.push(`${detail.kind}:${detail.name}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __earlyTaps: string[] }).__earlyTaps);
}

const notHydrated = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => !Object.keys(el).some((key) => key.startsWith("__reactProps$")));

it("answers Se connecter before the code: the messages under the empty fields, then a filled form logs in once the code is there", async () => {
  const user = await createUserAsAdmin(browser, { nomComplet: "Modou Précoce", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
  const page = await newPage(browser, { viewport: MOBILE });
  const errors = watchErrors(page);
  const early = await countEarly(page);
  const { release, held } = await holdAllScripts(page);
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.goto("/auth", { waitUntil: "commit" });
  const submit = page.getByRole("button", { name: "Se connecter" });
  await submit.waitFor();
  await poll(async () => held() > 0, async () => "attendu les scripts retenus");
  expect(await notHydrated(page, "form button[type=submit]")).toBe(true);
  expect(await submit.isDisabled()).toBe(false);

  // empty: each field's message under it, the first one focused; nothing leaves the page
  await submit.click();
  const phone = page.locator("#login-telephone");
  const code = page.locator("#login-code");
  await expectLocator(page.locator("#login-telephone-error")).toHaveText(REQUIRED_FIELDS_MESSAGE);
  await expectLocator(page.locator("#login-code-error")).toHaveText(REQUIRED_FIELDS_MESSAGE);
  expect(await phone.getAttribute("aria-invalid")).toBe("true");
  expect(await phone.getAttribute("aria-describedby")).toContain("login-telephone-error");
  expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);
  await screenshot(page, "early-auth-empty-360");

  // typing in a field takes its message away
  await phone.fill(user.telephone);
  await expectLocator(page.locator("#login-telephone-error")).toBeHidden();
  expect(await phone.getAttribute("aria-invalid")).toBeNull();
  await expectLocator(page.locator("#login-code-error")).toHaveText(REQUIRED_FIELDS_MESSAGE);

  // filled: the form waits, busy, read-only
  await code.fill(user.code);
  await submit.click();
  // the button's name changes: found by its place from now on
  const busy = page.locator("form button[type=submit]");
  await poll(async () => (await busy.innerText()).trim() === "Connexion...", async () => `attendu « Connexion... », trouvé « ${await busy.innerText()} »`);
  expect(await busy.isDisabled()).toBe(true);
  expect(await phone.getAttribute("readonly")).toBe("");
  expect(await page.locator("form").getAttribute("aria-busy")).toBe("true");
  await busy.click({ force: true, timeout: 2_000 }).catch(() => undefined); // a second tap changes nothing
  await screenshot(page, "early-auth-waiting-360");
  expect(navigations).toEqual([expect.stringMatching(/\/auth$/)]);
  expect(await early()).toEqual(["submit:login", "submit:login"]);

  // the code arrives: the waiting tap logs in, once
  const logins: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/users/login")) logins.push(request.method());
  });
  release();
  await page.waitForURL("**/supervisor", { timeout: 30_000 });
  expect(logins).toEqual(["POST"]);
  expect(errors).toEqual([]);
  await page.context().close();
});

it("keeps the early messages as the form's own once hydrated, and then answers with React", async () => {
  const page = await newPage(browser, { viewport: MOBILE });
  const errors = watchErrors(page);
  const { release } = await holdAllScripts(page);
  await page.goto("/auth", { waitUntil: "commit" });
  const submit = page.getByRole("button", { name: "Se connecter" });
  await submit.waitFor();
  await page.locator("#login-code").fill("12");
  await submit.click();
  await expectLocator(page.locator("#login-telephone-error")).toHaveText(REQUIRED_FIELDS_MESSAGE);
  await expectLocator(page.locator("#login-code-error")).toBeHidden();

  release();
  await waitForHydration(submit);
  // the same message, now React's, and what was typed before is the form's
  await expectLocator(page.locator("#login-telephone-error")).toHaveText(REQUIRED_FIELDS_MESSAGE);
  expect(await page.locator("#login-telephone").getAttribute("aria-invalid")).toBe("true");
  expect(await page.locator("#login-code").inputValue()).toBe("12");
  // React answers now: the telephone's message goes when it is typed in, the toast of SPEC on a new tap
  await page.locator("#login-telephone").fill("7");
  await expectLocator(page.locator("#login-telephone-error")).toBeHidden();
  await page.locator("#login-telephone").fill("");
  await submit.click();
  await expectLocator(page.getByText(REQUIRED_FIELDS_MESSAGE).first()).toBeVisible();
  await expectLocator(page.locator("#login-telephone-error")).toHaveText(REQUIRED_FIELDS_MESSAGE);
  expect(errors).toEqual([]);
  await page.context().close();
});

for (const [path, role] of [
  ["/supervisor", "supervisor"],
  ["/admin", "admin"],
] as const) {
  it(`answers + before the code on ${path}: the dialog's frame at once, Fermer and Escape close it, the dialog opens once the code is there`, async () => {
    const page = await newPage(browser, { role, viewport: MOBILE });
    const errors = watchErrors(page);
    const early = await countEarly(page);
    const { release } = await holdAllScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    const plus = page.getByRole("button", { name: "Nouvelle transaction" });
    await plus.waitFor();
    expect(await notHydrated(page, 'button[aria-label="Nouvelle transaction"]')).toBe(true);
    expect(await plus.isDisabled()).toBe(false);
    const shell = page.getByTestId("new-transaction-early-shell");

    // tap, then Fermer
    await plus.click();
    await expectLocator(shell).toBeVisible();
    await expectLocator(shell).toContainText("Nouvelle Transaction");
    expect(await shell.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, `early-shell${path.replace("/", "-")}-360`);
    await shell.getByRole("button", { name: "Fermer" }).click();
    await expectLocator(shell).toBeHidden();
    expect(await plus.evaluate((el) => el === document.activeElement)).toBe(true);
    // tap, then Escape
    await plus.click();
    await expectLocator(shell).toBeVisible();
    await page.keyboard.press("Escape");
    await expectLocator(shell).toBeHidden();
    // tap, and the code arrives: the dialog itself, once
    await plus.click();
    await expectLocator(shell).toBeVisible();
    expect(await early()).toEqual(["open:new-transaction", "close:new-transaction", "open:new-transaction", "close:new-transaction", "open:new-transaction"]);
    release();
    const dialog = page.getByRole("dialog", { name: "Nouvelle Transaction" });
    await dialog.getByText("Type d'opération").waitFor({ timeout: 30_000 });
    await expectLocator(shell).toBeHidden();
    expect(await page.getByRole("dialog").count()).toBe(1);
    await screenshot(page, `early-form${path.replace("/", "-")}-360`);
    // React owns the + now: closed, it opens again without the early script
    await page.keyboard.press("Escape");
    await expectLocator(dialog).toBeHidden();
    await plus.click();
    await dialog.getByText("Type d'opération").waitFor();
    // the early script answered five taps, then React claimed the + (once)
    expect((await early()).slice(5)).toEqual(["claim:new-transaction"]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

it("opens nothing once the code is there when the early frame was closed", async () => {
  const page = await newPage(browser, { role: "admin", viewport: MOBILE });
  const { release } = await holdAllScripts(page);
  await page.goto("/admin", { waitUntil: "commit" });
  const plus = page.getByRole("button", { name: "Nouvelle transaction" });
  await plus.waitFor();
  await plus.click();
  await page.getByTestId("new-transaction-early-shell").getByRole("button", { name: "Fermer" }).click();
  release();
  await waitForHydration(plus);
  await page.waitForTimeout(500);
  expect(await page.getByRole("dialog").count()).toBe(0);
  await page.context().close();
});
