// Taps before hydration (lib/early/events.ts). Every script of Next.js is held back, as on a
// slow phone where the page is painted a second before its code has come: the inline early script answers Se
// connecter (the empty fields' messages under them, at once; a filled form waits, busy, and logs in once the
// code is there) and the + (the dialog's frame, which Fermer or Escape closes; the dialog then opens by itself
// once the code is there). Nothing is submitted natively, no tap is lost or played twice, and the hand-over
// to React raises no hydration error.
import { expect, test } from "@playwright/test";
import type { Browser, Page } from "playwright-core";
import { closeContexts, DESKTOP, MOBILE, newPage, screenshot, waitForHydration } from "./support/browser";
import { expect as expectLocator, poll } from "./support/expect";
import { createUserAsAdmin, uniquePhone } from "./support/users";
import { expectToast, loginThroughForm } from "./support/auth";
import { E2E_USERS } from "./support/fixtures";
import { REQUIRED_FIELDS_MESSAGE } from "../lib/domain/forms";

let browser: Browser;
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
  await closeContexts(browser);
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

const SUPERVISOR_NAME = E2E_USERS.supervisor.nomComplet;

const notHydrated = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => !Object.keys(el).some((key) => key.startsWith("__reactProps$")));

test("answers Se connecter before the code: the messages under the empty fields, then a filled form logs in once the code is there", async () => {
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

test("keeps the early messages as the form's own once hydrated, and then answers with React", async () => {
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
  test(`answers + before the code on ${path}: the dialog's frame at once, Fermer and Escape close it, the dialog opens once the code is there`, async () => {
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
    // it takes input, and Enter in a field never sends it natively (the page would reload)
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const amount = shell.locator("#tx-amount");
    await amount.fill("4000");
    await amount.press("Enter");
    await shell.getByRole("button", { name: "Fermer" }).click();
    await expectLocator(shell).toBeHidden();
    expect(await plus.evaluate((el) => el === document.activeElement)).toBe(true);
    // tap, then Escape: opened again, it starts blank, as the form does
    await plus.click();
    await expectLocator(shell).toBeVisible();
    expect(await amount.inputValue()).toBe("");
    await amount.fill("4000");
    await page.keyboard.press("Escape");
    await expectLocator(shell).toBeHidden();
    expect(await amount.inputValue()).toBe("");
    expect(navigations).toEqual([]);
    // tap, and the code arrives: the dialog itself, once
    await plus.click();
    await expectLocator(shell).toBeVisible();
    expect(await early()).toEqual(["open:new-transaction", "close:new-transaction", "open:new-transaction", "close:new-transaction", "open:new-transaction"]);
    release();
    // the form itself (the frame's form is marked data-shell)
    const dialog = page.getByRole("dialog", { name: "Nouvelle Transaction" });
    await dialog.locator("form:not([data-shell])").getByText("Type d'opération").waitFor({ timeout: 30_000 });
    await expectLocator(shell).toBeHidden();
    expect(await page.getByRole("dialog").count()).toBe(1);
    await screenshot(page, `early-form${path.replace("/", "-")}-360`);
    // React owns the + now: closed, it opens again without the early script
    await page.keyboard.press("Escape");
    await expectLocator(dialog).toBeHidden();
    await plus.click();
    await dialog.locator("form:not([data-shell])").getByText("Type d'opération").waitFor();
    // the early script answered five taps, then React claimed the + (once)
    expect((await early()).slice(5)).toEqual(["claim:new-transaction"]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

/**
 * Types into the frame's amount field while the form's code arrives and takes over: a digit, then Backspace,
 * over and over (the amount never outgrows the field's bound), until the form itself is there and two more keys
 * have gone into it. Answers what the field must hold if no keystroke was lost on the way: `start`, or `start`
 * and one more digit.
 */
async function typeThroughHandOver(page: Page, start: string) {
  const form = page.locator('[role="dialog"] form:not([data-shell]) #tx-amount');
  let keys = 0;
  let after = -1;
  const until = Date.now() + 30_000;
  while (Date.now() < until && (after < 0 || keys < after + 2)) {
    await page.keyboard.press(keys % 2 === 0 ? "5" : "Backspace");
    keys += 1;
    if (after < 0 && (await form.count()) > 0) after = keys;
    await page.waitForTimeout(20);
  }
  expect(after).toBeGreaterThan(0);
  return keys % 2 === 0 ? start : `${start}5`;
}

const digits = (text: string) => text.replace(/\D/g, "");

test("takes input in the + form before its code: what the supervisor chose and typed is the form's once the code is there, not one keystroke lost, and it records", async () => {
  const user = await createUserAsAdmin(browser, { nomComplet: "Awa Avant Code", telephone: uniquePhone("76"), role: "SUPERVISEUR" });
  const page = await newPage(browser, { viewport: MOBILE, touch: true });
  const errors = watchErrors(page);
  await loginThroughForm(page, user);
  await page.waitForURL("**/supervisor");
  const { release } = await holdAllScripts(page);
  await page.goto("/supervisor", { waitUntil: "commit" });
  const plus = page.getByRole("button", { name: "Nouvelle transaction" });
  await plus.waitFor();
  await plus.tap();
  const shell = page.getByTestId("new-transaction-early-shell");
  await expectLocator(shell).toBeVisible();
  // the form as it opens, in plain HTML: a direct entry, Début before any Fin, his accounts
  expect(await shell.getByRole("radio", { name: /Transaction direct/ }).isChecked()).toBe(true);
  expect(await shell.getByRole("radio", { name: "Début", exact: true }).isChecked()).toBe(true);
  expect(await shell.locator("#tx-account option").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining("Wave")]));
  expect(await shell.locator("#tx-account option").allTextContents()).not.toEqual(expect.arrayContaining([expect.stringContaining("UV Master")]));
  // chosen and typed before any script has run
  await shell.locator("#tx-account").selectOption("WAVE");
  await shell.getByText("Fin", { exact: true }).tap();
  await shell.locator("#tx-amount").tap();
  await page.keyboard.type("25");
  expect(await notHydrated(page, 'button[aria-label="Nouvelle transaction"]')).toBe(true);
  await screenshot(page, "early-shell-form-supervisor-360");

  release();
  const expected = await typeThroughHandOver(page, "25");
  const dialog = page.getByRole("dialog", { name: "Nouvelle Transaction" });
  const amount = dialog.locator("form:not([data-shell]) #tx-amount");
  await poll(async () => digits(await amount.inputValue()) === expected, async () => `attendu ${expected}, trouvé « ${await amount.inputValue()} »`);
  expect(await amount.evaluate((el) => el === document.activeElement)).toBe(true);
  await expectLocator(dialog.locator("#tx-account")).toContainText("Wave");
  expect(await dialog.locator("#tx-operation-retrait").getAttribute("aria-checked")).toBe("true");
  expect(await page.getByTestId("new-transaction-early-shell").count()).toBe(0);
  expect(await page.getByRole("dialog").count()).toBe(1);
  await screenshot(page, "early-shell-handed-over-supervisor-360");

  // the entry goes as typed: Fin Wave
  await page.keyboard.type("000");
  await dialog.getByRole("button", { name: "Valider" }).tap();
  await expectToast(page, "Succès");
  const recorded = await page.evaluate(async () => (await (await fetch("/api/transactions/recent")).json()) as { data: { transactions?: unknown[] } | unknown[] });
  expect(JSON.stringify(recorded)).toContain(String(Number(expected) * 1000));
  expect(errors).toEqual([]);
  await page.context().close();
});

test("takes the admin's supervisor, chosen before the code, into the form", async () => {
  const page = await newPage(browser, { role: "admin", viewport: MOBILE });
  const errors = watchErrors(page);
  const { release } = await holdAllScripts(page);
  await page.goto("/admin", { waitUntil: "commit" });
  const plus = page.getByRole("button", { name: "Nouvelle transaction" });
  await plus.waitFor();
  await plus.click();
  const shell = page.getByTestId("new-transaction-early-shell");
  await expectLocator(shell).toBeVisible();
  // the admin's Début/Fin depends on the supervisor: none until he chooses; UV Master is his
  expect(await shell.getByRole("radio", { name: "Début", exact: true }).isChecked()).toBe(false);
  expect(await shell.getByRole("radio", { name: "Fin", exact: true }).isChecked()).toBe(false);
  expect(await shell.locator("#tx-account option").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining("UV Master")]));
  await shell.locator("#tx-supervisor").selectOption({ label: SUPERVISOR_NAME });
  await shell.locator("#tx-amount").fill("1500");
  await screenshot(page, "early-shell-form-admin-360");
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "early-shell-form-admin-1280");
  release();
  const dialog = page.getByRole("dialog", { name: "Nouvelle Transaction" });
  await dialog.locator("form:not([data-shell]) #tx-amount").waitFor({ timeout: 30_000 });
  await expectLocator(dialog.locator("#tx-supervisor")).toContainText(SUPERVISOR_NAME);
  expect(digits(await dialog.locator("form:not([data-shell]) #tx-amount").inputValue())).toBe("1500");
  expect(errors).toEqual([]);
  await page.context().close();
});

test("opens nothing once the code is there when the early frame was closed", async () => {
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
