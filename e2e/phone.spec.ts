// The phone screens, at 360 × 740 (and 1280 where the point is about the desktop): the
// transaction detail opens without focusing its amount; every amount field groups by thousands while typing
// and keeps the caret; a dialog's main button stays on screen and the dialog does not move as fields appear;
// the floating + covers no total and no button; every target is at least 44 × 44 px; Approuver/Rejeter are
// normal-size buttons on the desktop; the users page does not shift when the requests arrive; amounts use
// tabular figures; titles, the custom-date banner and partner names are never cut; the sidebar marks the page
// you are on, profile pages included.
import { expect, test } from "@playwright/test";
import type { Browser, Locator, Page } from "playwright-core";
import { plainSpaces } from "@/lib/domain/money";
import { animationsDone, closeContexts, DESKTOP, MOBILE, newPage, pagePool, screenshot, transactionDialog, waitForHydration } from "./support/browser";
import type { E2ERole } from "./support/fixtures";
import { expect as expectLocator, poll } from "./support/expect";
import { baseUrl, statePath } from "./support/runtime";
import { adminApi, createUserAsAdmin, horizontalOverflow, screenshotScreen, uniquePhone } from "./support/users";

const LONG_PARTNER = "Établissements Commerciaux Ndiaye, Diallo et Frères de Thiès-Ouest";

let browser: Browser;
// every check here opens its page whole and changes no cookie or storage: one page per role and size
const pool = pagePool(() => browser);
let supervisor: { telephone: string; code: string; nomComplet: string; id: string };

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  supervisor = await createUserAsAdmin(browser, { nomComplet: "Ndeye Téléphone", telephone: uniquePhone("75"), role: "SUPERVISEUR" });
  const admin = await adminApi(browser);
  for (const [montant, partenaireNom] of [
    [25_000, LONG_PARTNER],
    [1_250_000, "Client Colonne"],
  ] as const) {
    const res = await admin.request.post("/api/transactions/admin/create", {
      data: { superviseurId: supervisor.id, typeOperation: "depot", montant, partenaireNom },
    });
    if (!res.ok()) throw new Error(`transaction e2e impossible : ${res.status()} ${await res.text()}`);
  }
  await admin.close();
});
test.afterAll(async () => {
  await pool.close();
  await closeContexts(browser);
});

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error("élément sans boîte (invisible)");
  return b;
};

/** Opens the detail of the transaction with `partner` from /admin/transactions (the cards at 360, the rows at 1280). */
async function openDetail(page: Page, partner: string) {
  await page.goto("/admin/transactions");
  const mobile = (page.viewportSize()?.width ?? 1280) < 768;
  const item = page.getByTestId(mobile ? "transaction-card" : "transaction-row").filter({ hasText: partner }).first();
  await waitForHydration(item);
  await item.click();
  const dialog = page.getByRole("dialog", { name: "Détails et modification de la transaction" });
  await dialog.getByText("Permissions").waitFor();
  return dialog;
}

/** Types `digits` one key at a time (as a thumb would), at the end of the field. */
async function typeAmount(input: Locator, digits: string) {
  await input.click();
  await input.press("End");
  await input.pressSequentially(digits);
}

const inputValue = async (input: Locator) => plainSpaces(await input.inputValue());

test.describe("transaction detail", () => {
  test("opens with the focus on the dialog, not on the amount (no keyboard just to read)", async () => {
    const page = await pool.page("admin", MOBILE);
    const dialog = await openDetail(page, "Client Colonne");
    const amount = dialog.getByLabel("Montant (FCFA)");
    await poll(
      async () => plainSpaces(await amount.inputValue()) === "1 250 000",
      async () => `attendu le montant groupé « 1 250 000 », trouvé « ${await amount.inputValue()} »`,
    );
    await page.waitForTimeout(300); // any later focus move (the form appearing after the details) would be there by now
    const focused = await page.evaluate(() => ({
      id: document.activeElement?.id ?? "",
      role: document.activeElement?.getAttribute("role") ?? "",
      tag: document.activeElement?.tagName ?? "",
    }));
    expect(focused.id).not.toBe("edit-montant");
    expect(focused.tag).not.toBe("INPUT");
    expect(focused.role).toBe("dialog");
    await screenshotScreen(page, "phone-detail-360");
  });

  test("shows a long partner name whole, on several lines, at 360 px", async () => {
    const page = await pool.page("admin", MOBILE);
    const dialog = await openDetail(page, "Ndiaye, Diallo");
    const name = dialog.locator("dd").filter({ hasText: "Thiès-Ouest" });
    await expectLocator(name).toContainText(LONG_PARTNER);
    const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === "ellipsis");
    expect(cut).toBe(false);
    expect((await box(name)).height).toBeGreaterThan(30); // wrapped, not cut
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe("amount fields", () => {
  test("group by thousands while typing, with the numeric keyboard, in every amount field", async () => {
    const page = await pool.page("admin", MOBILE);

    // new transaction (SPEC's form)
    await page.goto("/admin");
    const fab = page.getByRole("button", { name: "Nouvelle transaction" });
    await waitForHydration(fab);
    await fab.click();
    const create = transactionDialog(page);
    await create.getByRole("radio", { name: /Partenaire libre/ }).click();
    await create.getByRole("radio", { name: "Début", exact: true }).click();
    const txAmount = create.getByLabel("Montant");
    await typeAmount(txAmount, "1500000");
    expect(await inputValue(txAmount)).toBe("1 500 000");
    expect(await txAmount.getAttribute("inputmode")).toBe("numeric");
    await page.keyboard.press("Escape");
    await create.waitFor({ state: "hidden" });

    // a line's value (the supervisor card's Comptes menu)
    const card = page.locator(`[data-testid="supervisor-card"][data-supervisor="${supervisor.nomComplet}"]`);
    await card.getByRole("button", { name: `Comptes de ${supervisor.nomComplet}` }).click();
    await page.getByRole("menuitem", { name: "Modifier une valeur" }).click();
    const set = page.getByRole("dialog", { name: "Modifier une valeur" });
    const lineValue = set.getByLabel("Nouvelle valeur");
    await typeAmount(lineValue, "1500000");
    expect(await inputValue(lineValue)).toBe("1 500 000");
    expect(await lineValue.getAttribute("inputmode")).toBe("numeric");
    await screenshotScreen(page, "phone-line-value-360");
    await page.keyboard.press("Escape");
    await set.waitFor({ state: "hidden" });

    // the detail's edit form: its amount is shown grouped, typed digits are grouped, the caret stays put
    const detail = await openDetail(page, "Client Colonne");
    const editAmount = detail.getByLabel("Montant (FCFA)");
    expect(await editAmount.getAttribute("inputmode")).toBe("numeric");
    await editAmount.fill("");
    await typeAmount(editAmount, "1500000");
    expect(await inputValue(editAmount)).toBe("1 500 000");
    // a digit typed in the middle: after "1 5", the grouping moves, the caret stays after the 5 and the new digit
    await editAmount.evaluate((el: HTMLInputElement) => el.setSelectionRange(3, 3));
    await page.keyboard.type("2");
    expect(await inputValue(editAmount)).toBe("15 200 000");
    expect(await editAmount.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(4);
    await page.keyboard.press("Backspace");
    expect(await inputValue(editAmount)).toBe("1 500 000");
    await page.keyboard.press("Escape");

    // the settings' tolerance
    await page.goto("/admin/settings");
    const tolerance = page.getByLabel("Tolérance d'écart");
    await waitForHydration(tolerance);
    await tolerance.fill("");
    await typeAmount(tolerance, "1500000");
    expect(await inputValue(tolerance)).toBe("1 500 000");
    expect(await tolerance.getAttribute("inputmode")).toBe("numeric");
  });
});

test.describe("dialogs at 360 × 740", () => {
  test("keep the main button on screen as the form grows, keyboard open too, and do not move", async () => {
    // a context of its own: it resizes its page (the keyboard)
    const page = await newPage(browser, { role: "supervisor", viewport: MOBILE });
    await page.goto("/supervisor");
    const fab = page.getByRole("button", { name: "Nouvelle transaction" });
    await waitForHydration(fab);
    await fab.click();
    const dialog = transactionDialog(page);
    await dialog.getByRole("radio", { name: /Partenaire libre/ }).waitFor();
    await animationsDone(page); // the opening animation
    const topBefore = (await box(dialog)).y;

    await dialog.getByRole("radio", { name: /Partenaire libre/ }).click();
    await dialog.getByLabel("Nom du partenaire").fill(LONG_PARTNER);
    await dialog.getByRole("radio", { name: "Début", exact: true }).click();
    await typeAmount(dialog.getByLabel("Montant"), "75000");
    await dialog.getByTestId("transaction-summary").waitFor();
    expect((await box(dialog)).y).toBe(topBefore); // fields appeared: the dialog stayed where it was

    const valider = dialog.getByRole("button", { name: "Valider" });
    const onScreen = async (height: number) => {
      const b = await box(valider);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(height);
      // nothing above it: the point at its centre is the button itself
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.textContent?.trim() ?? "", {
        x: b.x + b.width / 2,
        y: b.y + b.height / 2,
      });
      expect(hit).toBe("Valider");
      // the footer ends at the panel's edge: nothing of the form scrolls past it, below the buttons
      const footer = await box(dialog.locator('[data-slot="dialog-footer"]'));
      const panel = await box(dialog);
      expect(Math.abs(footer.y + footer.height - (panel.y + panel.height))).toBeLessThanOrEqual(2);
    };
    await onScreen(MOBILE.height);
    await screenshotScreen(page, "phone-new-transaction-360");

    // the on-screen keyboard takes ~300 px: the layout viewport shrinks (interactive-widget=resizes-content)
    await page.setViewportSize({ width: MOBILE.width, height: 420 });
    await page.waitForTimeout(200);
    await onScreen(420);
    await screenshotScreen(page, "phone-new-transaction-keyboard-360");
    expect(await page.locator('meta[name="viewport"]').getAttribute("content")).toContain("interactive-widget=resizes-content");
    await page.context().close();
  });
});

test.describe("floating + button", () => {
  const cases: [E2ERole, string, { width: number; height: number }][] = [
    ["admin", "/admin", MOBILE],
    ["admin", "/admin", DESKTOP],
    ["supervisor", "/supervisor", MOBILE],
    ["supervisor", "/supervisor", DESKTOP],
  ];
  for (const [role, path, viewport] of cases) test(`${role} ${path}: covers no total and no button at the end of the page (${JSON.stringify(viewport)})`, async () => {
    const page = await pool.page(role, viewport);
    await page.goto(path);
    const fab = page.getByRole("button", { name: "Nouvelle transaction" });
    await waitForHydration(fab);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(200);
    const covered = await fab.evaluate((fabElement) => {
      const f = fabElement.getBoundingClientRect();
      const hits: string[] = [];
      const candidates = document.querySelectorAll<HTMLElement>(
        'main button, main a[href], main [role="button"], main dd, main [data-testid*="gr"], main .tabular-nums',
      );
      for (const el of candidates) {
        if (el === fabElement || fabElement.contains(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.width <= 2 || r.height <= 2 || el.closest(".sr-only")) continue; // visually hidden, as the trend's table
        if (r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top) hits.push(`${el.tagName} « ${el.textContent?.trim().slice(0, 30)} »`);
      }
      return hits;
    });
    expect(covered).toEqual([]);
    await screenshotScreen(page, `phone-fab-${role}-${viewport.width}`);
  });
});

/** Visible interactive elements smaller than 44 × 44 px (links inside running text excepted, as WCAG 2.5.8 does). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="checkbox"], [role="radio"], [role="menuitem"], [role="option"], [role="combobox"], [role="switch"]';
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const r = el.getBoundingClientRect();
      // not on screen: empty, or visually hidden for screen readers and forms (Radix Select's native <select>)
      if (r.width <= 2 || r.height <= 2 || el.closest('.sr-only, [aria-hidden="true"]')) continue;
      if (r.bottom < 0 || r.right < 0 || r.left > window.innerWidth) continue;
      // a link in a sentence (the text around it on the same line)
      if (el.tagName === "A" && el.parentElement && getComputedStyle(el).display === "inline" && (el.parentElement.textContent?.length ?? 0) > (el.textContent?.length ?? 0) + 10) continue;
      if (r.width < 43.5 || r.height < 43.5) {
        const name = el.getAttribute("aria-label") || el.textContent?.trim().slice(0, 30) || el.getAttribute("name") || el.id || el.tagName;
        small.push(`${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[${el.getAttribute("role")}]` : ""} « ${name} » ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return small;
  });
}

test.describe("touch targets at 360 px", () => {
  const pages: [E2ERole | null, string][] = [
    [null, "/auth"],
    ["admin", "/admin"],
    ["admin", "/admin/transactions"],
    ["admin", "/admin/users"],
    ["admin", "/admin/audit"],
    ["admin", "/admin/settings"],
    ["admin", "/admin/profile"],
    ["supervisor", "/supervisor"],
    ["supervisor", "/supervisor/transactions"],
    ["supervisor", "/supervisor/profile"],
    ["partner", "/partner"],
  ];
  for (const [role, path] of pages) test(`${role} ${path}: every button, link, field and tab is at least 44 × 44`, async () => {
    const page = await pool.page(role ?? undefined, MOBILE);
    await page.goto(path);
    await page.locator("h1").first().waitFor();
    await page.waitForLoadState("networkidle");
    await animationsDone(page); // measured at their final size
    expect(await smallTargets(page)).toEqual([]);
    await screenshot(page, `phone-targets${path.replaceAll("/", "-")}-360`);
  });

  test("in the sidebar, the menus and the main dialogs too", async () => {
    const page = await pool.page("admin", MOBILE);
    await page.goto("/admin");
    const trigger = page.getByRole("button", { name: "Afficher ou masquer le menu (Ctrl+B)" });
    await waitForHydration(trigger);
    await trigger.click();
    const sheet = page.getByRole("dialog", { name: "Administration" });
    await sheet.getByRole("link", { name: "Utilisateurs" }).waitFor();
    await animationsDone(page);
    expect(await smallTargets(page)).toEqual([]);
    await screenshotScreen(page, "phone-sidebar-360");
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "hidden" });

    const card = page.locator(`[data-testid="supervisor-card"][data-supervisor="${supervisor.nomComplet}"]`);
    await card.getByRole("button", { name: `Comptes de ${supervisor.nomComplet}` }).click();
    await page.getByRole("menuitem", { name: "Modifier une valeur" }).waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Nouvelle transaction" }).click();
    const create = transactionDialog(page);
    await create.getByRole("radio", { name: /Partenaire libre/ }).click();
    await create.getByRole("radio", { name: "Début", exact: true }).click();
    await animationsDone(page);
    expect(await smallTargets(page)).toEqual([]);
  });
});

test.describe("registration requests", () => {
  const submitRequest = async (nomComplet: string) => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const res = await context.request.post("/api/users/register-request", {
      data: { nomComplet, telephone: uniquePhone("70"), adresse: "Médina, Dakar" },
      headers: { origin: new URL(baseUrl()).origin },
    });
    await context.close();
    if (res.status() !== 201) throw new Error(`demande e2e impossible : ${res.status()} ${await res.text()}`);
  };
  test.beforeAll(async () => {
    await submitRequest("Aminata Demande");
  });

  test("Approuver and Rejeter are normal-size buttons on the desktop, finger-size on a phone", async () => {
    for (const [viewport, minHeight] of [
      [DESKTOP, 40],
      [MOBILE, 44],
    ] as const) {
      const page = await pool.page("admin", viewport);
      await page.goto("/admin/users");
      const request = page.getByTestId("registration-request").filter({ hasText: "Aminata Demande" });
      for (const name of ["Approuver", "Rejeter"]) {
        const button = request.getByRole("button", { name });
        const b = await box(button);
        expect(b.height).toBeGreaterThanOrEqual(minHeight);
        expect(await button.evaluate((el) => getComputedStyle(el).fontSize)).toBe("14px");
      }
      await screenshot(page, `phone-users-requests-${viewport.width}`);
    }
  });

  test("the users page does not shift when the requests arrive, even after the list", async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const context = await browser.newContext({ baseURL: baseUrl(), viewport, storageState: statePath("admin"), locale: "fr-FR", serviceWorkers: "block" });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__cls += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      // the requests answer last (the worst case: the list is already there when they come)
      await page.route(
        (url) => url.pathname === "/api/users/registration-requests",
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        },
      );
      await page.goto("/admin/users");
      await page.getByTestId("registration-request").first().waitFor();
      await page.waitForTimeout(500);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThan(0.01);
      await context.close();
    }
  });
});

test.describe("amounts in a column", () => {
  test("use tabular figures, right-aligned in the table", async () => {
    const page = await pool.page("admin", DESKTOP);
    await page.goto("/admin/transactions");
    const amounts = page.locator('table [data-testid="row-amount"]');
    await amounts.first().waitFor();
    const styles = await amounts.evaluateAll((els) =>
      els.map((el) => ({ numeric: getComputedStyle(el).fontVariantNumeric, align: getComputedStyle(el.closest("td")!).textAlign })),
    );
    expect(styles.length).toBeGreaterThan(1);
    for (const s of styles) {
      expect(s.numeric).toContain("tabular-nums");
      expect(s.align).toBe("right");
    }
    // the right edges line up
    const rights = await amounts.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().right)));
    expect(new Set(rights).size).toBe(1);

    await page.goto("/admin");
    for (const testId of ["gr-global", "card-gr", "line-value"]) {
      const el = page.getByTestId(testId).first();
      await el.waitFor();
      expect(await el.evaluate((e) => getComputedStyle(e).fontVariantNumeric)).toContain("tabular-nums");
    }
  });
});

test.describe("nothing cut at 360 px", () => {
  test("page titles wrap instead of being cut, and no page is wider than the screen", async () => {
    const paths: [E2ERole, string][] = [
      ["admin", "/admin"],
      ["admin", "/admin/transactions"],
      ["admin", "/admin/users"],
      ["admin", "/admin/audit"],
      ["admin", "/admin/settings"],
      ["admin", "/admin/profile"],
      ["supervisor", "/supervisor"],
      ["supervisor", "/supervisor/transactions"],
    ];
    for (const [role, path] of paths) {
      const page = await pool.page(role, MOBILE);
      await page.goto(path);
      const title = page.locator("header h1");
      await title.waitFor();
      const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === "ellipsis");
      expect([path, cut]).toEqual([path, false]);
      expect([path, await horizontalOverflow(page)]).toEqual([path, 0]);
    }
  });

  test("the custom-date banner shows the whole date", async () => {
    const page = await pool.page("admin", MOBILE);
    await page.goto("/admin");
    const dateButton = page.getByRole("button", { name: /Date/ });
    await waitForHydration(dateButton);
    await dateButton.click();
    const dialog = page.getByRole("dialog", { name: "Sélectionner une date" });
    const input = dialog.getByLabel("Date");
    const max = (await input.getAttribute("max"))!;
    const day = new Date(Date.parse(`${max}T12:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);
    await input.fill(day);
    await dialog.getByRole("button", { name: "Consulter" }).click();
    const banner = page.getByRole("status").filter({ hasText: "Données historiques" });
    await banner.waitFor();
    const expected = new Date(`${day}T12:00:00Z`).toLocaleDateString("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    await expectLocator(banner).toContainText(expected.split(" ").at(-1)!); // the year, the last word
    const cut = await banner.evaluate((el) =>
      [el, ...el.querySelectorAll("*")].some((e) => e.scrollWidth > e.clientWidth || getComputedStyle(e).textOverflow === "ellipsis"),
    );
    expect(cut).toBe(false);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "phone-custom-date-360");
  });
});

test.describe("sidebar", () => {
  const cases: [E2ERole, string, string][] = [
    ["admin", "/admin", "/admin"],
    ["admin", "/admin/users", "/admin/users"],
    ["admin", "/admin/transactions", "/admin/transactions"],
    ["admin", "/admin/audit", "/admin/audit"],
    ["admin", "/admin/settings", "/admin/settings"],
    ["admin", "/admin/profile", "/admin/profile"],
    ["supervisor", "/supervisor", "/supervisor"],
    ["supervisor", "/supervisor/transactions", "/supervisor/transactions"],
    ["supervisor", "/supervisor/profile", "/supervisor/profile"],
    ["supervisor", "/superviseur/profile", "/supervisor/profile"],
    ["partner", "/partner", "/partner"],
    ["partner", "/partner/orders", "/partner/orders"],
  ];

  for (const [role, path, href] of cases) test(`${role} on ${path}: the entry ${href} is the current page, and looks it`, async () => {
    const page = await pool.page(role, DESKTOP);
    await page.goto(path);
    const nav = page.locator("aside");
    const current = nav.locator('a[aria-current="page"]');
    await poll(
      async () => (await current.count()) === 1,
      async () => `attendu un seul lien aria-current="page", trouvé ${await current.count()}`,
    );
    expect(await current.getAttribute("href")).toBe(href);
    const other = nav.locator("a[href]:not([aria-current])").first();
    const look = (l: Locator) => l.evaluate((el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).boxShadow}`);
    expect(await look(current)).not.toBe(await look(other));
    if (path.endsWith("profile")) await screenshot(page, `phone-sidebar-current${path.replaceAll("/", "-")}-1280`);
  });

  test("marks the current page in the phone's menu too", async () => {
    const page = await pool.page("supervisor", MOBILE);
    await page.goto("/superviseur/profile");
    const trigger = page.getByRole("button", { name: "Afficher ou masquer le menu (Ctrl+B)" });
    await waitForHydration(trigger);
    await trigger.click();
    const sheet = page.getByRole("dialog", { name: "Supervision" });
    await expectLocator(sheet.locator('a[aria-current="page"]')).toHaveAttribute("href", "/supervisor/profile");
    await screenshotScreen(page, "phone-sidebar-profile-360");
  });
});
