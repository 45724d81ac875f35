// The entry preview and the GR trend in the browser. The transaction form says what the entry will do (a Début
// adds to the balance carried over from yesterday, a Fin replaces the counted balance), it opens on a direct entry
// with Début before the first Fin and Fin after, and "Saisir la suivante" keeps the type and Début/Fin, not the
// account; the GR trend chart reads the same figures as the API, in its tooltip (hover, tap, keyboard) and in its
// table for screen readers; each supervisor card has its sparkline; the supervisor reads his own chart. At 360 px
// (touch) and 1280 px, with screenshots.
import { expect, test } from "@playwright/test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { formatFcfa, formatSignedFcfa, plainSpaces } from "@/lib/domain/money";
import { addDays, formatDayFr } from "@/lib/domain/periods";
import { DAY_STATUS_LABELS, dayTooltipLabel } from "@/lib/domain/trend-chart";
import type { TrendData } from "@/components/trend/trend-data";
import { closeContexts, DESKTOP, MOBILE, newContext, screenshot, transactionDialog, waitForHydration } from "./support/browser";
import { expectToast, loginThroughForm, waitForPath } from "./support/auth";
import { expect as expectLocator, poll } from "./support/expect";
import { E2E_TREND_SUPERVISOR } from "./support/fixtures";
import { adminApi, horizontalOverflow, screenshotScreen } from "./support/users";

let browser: Browser;
let khadyId: string;
let today: string;

const nb = (text: string | null) => plainSpaces(text ?? "").trim();

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  const admin = await adminApi(browser);
  const answer = async <T>(res: Awaited<ReturnType<typeof admin.request.get>>): Promise<T> => {
    const body = (await res.json()) as { data: T };
    if (!res.ok()) throw new Error(`${res.url()} : ${res.status()} ${JSON.stringify(body)}`);
    return body.data;
  };
  const { supervisors } = await answer<{ supervisors: { id: string; nomComplet: string }[] }>(
    await admin.request.get("/api/transactions/supervisors/available?limit=100"),
  );
  khadyId = supervisors.find((s) => s.nomComplet === E2E_TREND_SUPERVISOR.nomComplet)!.id;
  const week = await answer<TrendData>(await admin.request.get(`/api/transactions/trend?days=7&supervisorId=${khadyId}`));
  today = week.to;
  const closed = new Set(week.points.filter((p) => p.status === "closed").map((p) => p.day));
  // her seeded days: two closed by the admin (one below 0, justified), one left open, one with nothing. A worker
  // that restarts after a failure runs this again on the same server: a day it already closed stays as it is.
  for (const [offset, justification] of [[-5, null], [-4, "Écart de caisse expliqué (e2e)"], [-2, null]] as const) {
    if (closed.has(addDays(today, offset))) continue;
    await answer(await admin.request.post(`/api/transactions/supervisors/${khadyId}/close`, { data: { date: addDays(today, offset), justification } }));
  }
  await admin.close();
});
test.afterAll(async () => {
  await closeContexts(browser);
});

/** A context on a touch screen (taps), signed in as the admin. */
async function trendOf(page: Page, query: string): Promise<TrendData> {
  const res = await page.request.get(`/api/transactions/trend?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

/** The screen-reader table holds, newest first, every day of the API's answer. */
async function expectTableToMatch(panel: Locator, points: TrendData["points"]) {
  const rows = await panel.getByTestId("trend-table").locator("tbody tr").evaluateAll((trs) =>
    trs.map((tr) => [(tr as HTMLElement).dataset.day, ...[...tr.children].map((cell) => cell.textContent ?? "")]),
  );
  const expected = [...points]
    .reverse()
    .map((p) => [p.day, formatDayFr(p.day), formatFcfa(p.debutTotal), formatFcfa(p.sortieTotal), formatSignedFcfa(p.grTotal), p.status === "open" ? "Ouverte (GR provisoire)" : DAY_STATUS_LABELS[p.status]]);
  expect(rows).toEqual(expected);
}

/**
 * The tooltip shows this day's figures, read at one moment (its label, its GR, Début, Sortie, the day's state).
 * A hover's tooltip closes when the pointer leaves the chart, as it does when a part loaded late moves the chart
 * under a still mouse: `show` (the hover) is then done again before the next reading.
 */
async function expectTooltipFor(panel: Locator, point: TrendData["points"][number], show?: () => Promise<void>) {
  const tip = panel.getByTestId("trend-tooltip");
  const label = dayTooltipLabel(point.day).slice(1);
  const gr = nb(formatSignedFcfa(point.grTotal));
  const parts = [label, `Début${nb(formatFcfa(point.debutTotal))}`, `Sortie${nb(formatFcfa(point.sortieTotal))}`, DAY_STATUS_LABELS[point.status]];
  let seen = { text: "", gr: "" };
  await poll(
    async () => {
      const read = await tip.evaluate((el) => ({ text: el.textContent ?? "", gr: el.querySelector('[data-testid="trend-tooltip-gr"]')?.textContent ?? "" }));
      seen = { text: nb(read.text), gr: nb(read.gr) };
      const shown = seen.gr === gr && parts.every((part) => seen.text.includes(part));
      if (!shown && show) await show();
      return shown;
    },
    async () => `infobulle attendue : GR « ${gr} » et ${parts.map((p) => `« ${p} »`).join(", ")} ; lue : GR « ${seen.gr} », « ${seen.text} »`,
  );
}

test.describe("the transaction form (Khady, 360 px)", () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async () => {
    context = await newContext(browser, { viewport: MOBILE });
    page = await context.newPage();
    await loginThroughForm(page, E2E_TREND_SUPERVISOR);
    await waitForPath(page, "/supervisor");
  });
  test.afterAll(async () => {
    await context?.close();
  });

  test("says a Début adds to the balance carried over, a Fin replaces the counted one, opens on the likely entry, and 'Saisir la suivante' keeps type and Début/Fin", async () => {
    const line = (key: string) => page.locator(`[data-testid="account-line"][data-line="${key}"]`).getByTestId("line-value");
    await expectLocator(line("debut:LIQUIDE")).toHaveText("300\u00a0000\u00a0F");
    await waitForHydration(page.getByRole("button", { name: "Nouvelle transaction" }));
    await page.getByRole("button", { name: "Nouvelle transaction" }).click();
    const dialog = transactionDialog(page);
    // it opens on the likely entry: a direct one, and Début before her first Fin of the day
    expect(await dialog.getByRole("radio", { name: /Transaction direct/ }).getAttribute("aria-checked")).toBe("true");
    expect(await dialog.getByRole("radio", { name: "Début", exact: true }).getAttribute("aria-checked")).toBe("true");
    await dialog.getByRole("combobox", { name: "Compte" }).click();
    await page.getByRole("option", { name: /Liquide/ }).click();
    await dialog.getByLabel("Montant").fill("150000");
    const effect = dialog.getByTestId("transaction-effect");
    const yesterday = formatDayFr(addDays(today, -1));
    await expectLocator(effect).toBeVisible();
    expect(nb(await effect.textContent())).toBe(`Début : ajoute 150 000 F au solde de début Liquide, reporté du ${yesterday} (300 000 → 450 000 F)`);
    expect(nb(await dialog.getByTestId("transaction-summary").textContent())).toContain("GR du jour : -300 000 → -450 000 F");
    await screenshotScreen(page, "trend-form-debut-360");

    await dialog.getByRole("button", { name: "Saisir la suivante" }).click();
    await expectToast(page, "Transaction créée avec succès");
    await expectLocator(dialog.getByTestId("transaction-saved")).toContainText("Transaction enregistrée : Début Liquide (Cash), 150\u00a0000\u00a0F");
    // the same type and Début, the account to choose again (the next entry nearly always changes it), the amount
    // empty; the figures start from the recorded line
    expect(await dialog.getByRole("radio", { name: /Transaction direct/ }).getAttribute("aria-checked")).toBe("true");
    expect(await dialog.getByRole("radio", { name: "Début", exact: true }).getAttribute("aria-checked")).toBe("true");
    await expectLocator(dialog.getByRole("combobox", { name: "Compte" })).toContainText("Choisir un compte");
    expect(await dialog.getByLabel("Montant").inputValue()).toBe("");
    await poll(
      () => dialog.getByRole("combobox", { name: "Compte" }).evaluate((el) => el === document.activeElement),
      async () => "attendu le compte prêt à choisir (focus)",
    );
    await expectLocator(line("debut:LIQUIDE")).toHaveText("450\u00a0000\u00a0F");
    await dialog.getByRole("combobox", { name: "Compte" }).click();
    await page.getByRole("option", { name: /Liquide/ }).click();
    await dialog.getByLabel("Montant").fill("25000");
    await poll(async () => nb(await effect.textContent()).endsWith("(450 000 → 475 000 F)"), async () => `trouvé « ${nb(await effect.textContent())} »`);
    await dialog.getByRole("button", { name: "Saisir la suivante" }).scrollIntoViewIfNeeded();
    await screenshotScreen(page, "trend-form-next-360");

    await dialog.getByRole("radio", { name: "Fin", exact: true }).click();
    await dialog.getByLabel("Montant").fill("400 000");
    await poll(
      async () => nb(await effect.textContent()) === "Fin : remplace le solde de fin Liquide (0 → 400 000 F)",
      async () => `trouvé « ${nb(await effect.textContent())} »`,
    );
    expect(nb(await dialog.getByTestId("transaction-summary").textContent())).toContain("GR du jour : -450 000 → -50 000 F");
    await screenshotScreen(page, "trend-form-fin-360");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await dialog.getByRole("button", { name: "Valider" }).click();
    await expectToast(page, "Transaction créée avec succès");
    await dialog.waitFor({ state: "detached" });
    await expectLocator(line("sortie:LIQUIDE")).toHaveText("400\u00a0000\u00a0F");
    await expectLocator(page.getByTestId("supervisor-gr")).toHaveText("-50\u00a0000\u00a0F");
    // once a Fin of hers is in, the form opens on Fin
    await page.getByRole("button", { name: "Nouvelle transaction" }).click();
    await dialog.getByRole("radio", { name: "Fin", exact: true }).waitFor();
    expect(await dialog.getByRole("radio", { name: "Fin", exact: true }).getAttribute("aria-checked")).toBe("true");
    expect(await dialog.getByRole("radio", { name: /Transaction direct/ }).getAttribute("aria-checked")).toBe("true");
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await dialog.waitFor({ state: "detached" });
  });

  test("shows her own GR trend, the same figures as the API in the table and the tooltip", async () => {
    const panel = page.getByTestId("trend-panel");
    await panel.getByTestId("trend-chart").waitFor();
    // asked again after the entry: today's point holds the Fin
    const trend = await trendOf(page, `days=30&supervisorId=${khadyId}`);
    expect(trend.points.at(-1)).toMatchObject({ day: today, grTotal: -50_000, status: "open" });
    expect(trend.points.at(-2)).toMatchObject({ grTotal: 0, status: "open" });
    expect(trend.points.at(-3)).toMatchObject({ grTotal: 45_000, status: "closed" });
    expect(trend.points.at(-4)).toMatchObject({ grTotal: 0, status: "empty" });
    expect(trend.points.at(-5)).toMatchObject({ grTotal: -25_000, status: "closed" });
    expect(trend.points.at(-6)).toMatchObject({ grTotal: 30_000, status: "closed" });
    await poll(
      async () => {
        await expectTableToMatch(panel, trend.points);
        return true;
      },
      async () => "le tableau ne montre pas les chiffres de l'API",
    );
    // keyboard: the chart takes the focus on today, the arrows move day by day
    await panel.getByTestId("trend-chart").focus();
    await expectTooltipFor(panel, trend.points.at(-1)!);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectTooltipFor(panel, trend.points.at(-3)!);
    await panel.scrollIntoViewIfNeeded();
    await screenshotScreen(page, "trend-supervisor-chart-360");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // the table on screen scrolls inside its frame, the page does not
    await panel.getByRole("button", { name: "Voir le tableau" }).click();
    await expectLocator(panel.getByTestId("trend-table")).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await panel.getByTestId("trend-table").scrollIntoViewIfNeeded();
    await screenshotScreen(page, "trend-supervisor-table-360");
  });
});

test.describe("the supervisor's chart at 1280 px", () => {
  test("reads a day's figures on hover, closed days filled, every open day apart and out of the scale", async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await loginThroughForm(page, E2E_TREND_SUPERVISOR);
    await waitForPath(page, "/supervisor");
    const panel = page.getByTestId("trend-panel");
    const chart = panel.getByTestId("trend-chart");
    await chart.waitFor();
    const trend = await trendOf(page, "days=30");
    const recorded = trend.points.filter((p) => p.status !== "empty");
    const dots = chart.locator("circle");
    await expectLocator(dots).toHaveCount(recorded.length);
    expect(await chart.locator("circle.fill-card").count()).toBe(recorded.filter((p) => p.status === "open").length);
    // every open day's provisional GR is drawn apart: today's (-50 000 F, Fins missing) and the day she left open,
    // under a scale made by her closed days only
    expect(trend.points.at(-1)).toMatchObject({ grTotal: -50_000, status: "open" });
    const open = recorded.filter((p) => p.status === "open");
    expect(open.length).toBeGreaterThanOrEqual(2);
    await expectLocator(chart.getByTestId("trend-provisional")).toHaveCount(open.length);
    expect(await chart.getByTestId("trend-provisional").last().getAttribute("data-off")).toBe("below");
    // the lowest tick of the value axis is the closed days' scale, above today's provisional figure
    const ticks = (await chart.locator("svg text").allTextContents()).map(nb).filter((t) => /F$/.test(t));
    const lowest = Math.min(...ticks.map((t) => Number(t.replace(/ F$/, "").replace(" M", "e6").replace(" K", "e3").replace(",", "."))));
    const closedGrs = recorded.filter((p) => p.status === "closed").map((p) => p.grTotal);
    expect(lowest).toBeLessThanOrEqual(Math.min(0, ...closedGrs));
    expect(lowest).toBeGreaterThan(-50_000);
    // the closed day two days ago: the third point from the right
    // (the chart's overlay takes the pointer: the point's own place is enough)
    const hover = () => dots.nth(recorded.length - 3).hover({ force: true });
    await hover();
    await expectTooltipFor(panel, trend.points.at(-3)!, hover);
    await screenshot(page, "trend-supervisor-dashboard-1280");
    await context.close();
  });
});

test.describe("the admin's network trend", () => {
  test("says, in the admin's form at 1280 px, what an entry does to the chosen supervisor's lines", async () => {
    const context = await newContext(browser, { role: "admin", viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/admin");
    await waitForHydration(page.getByRole("button", { name: "Nouvelle transaction" }));
    await page.getByRole("button", { name: "Nouvelle transaction" }).click();
    const dialog = transactionDialog(page);
    await dialog.getByRole("radio", { name: /Transaction direct/ }).click();
    await dialog.getByRole("combobox", { name: "Superviseur" }).click();
    await page.getByRole("option", { name: E2E_TREND_SUPERVISOR.nomComplet }).click();
    await dialog.getByRole("combobox", { name: "Compte" }).click();
    await page.getByRole("option", { name: /Liquide/ }).click();
    await dialog.getByRole("radio", { name: "Début", exact: true }).click();
    await dialog.getByLabel("Montant").fill("10000");
    const effect = dialog.getByTestId("transaction-effect");
    await expectLocator(effect).toBeVisible();
    expect(nb(await effect.textContent())).toBe(`Début : ajoute 10 000 F au solde de début Liquide, reporté du ${formatDayFr(addDays(today, -1))} (450 000 → 460 000 F)`);
    await screenshotScreen(page, "trend-form-admin-1280");
    // a free partner's deposit adds to his Début line
    await dialog.getByRole("radio", { name: /Partenaire libre/ }).click();
    await dialog.getByLabel("Nom du partenaire").fill("Client Tendance");
    await dialog.getByRole("radio", { name: "Début", exact: true }).click();
    await dialog.getByLabel("Montant").fill("5000");
    await poll(
      async () => nb(await effect.textContent()) === "Dépôt : ajoute 5 000 F à la ligne de début de Client Tendance (0 → 5 000 F)",
      async () => `trouvé « ${nb(await effect.textContent())} »`,
    );
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await dialog.waitFor({ state: "detached" });
    await context.close();
  });

  test("reads the chart at 1280 px: tooltip on hover, the table shown on request, a sparkline per card", async () => {
    const context = await newContext(browser, { role: "admin", viewport: DESKTOP });
    const page = await context.newPage();
    let trendCalls = 0;
    page.on("request", (r) => r.url().includes("/api/transactions/trend") && trendCalls++);
    await page.goto("/admin");
    const panel = page.getByTestId("trend-panel");
    const chart = panel.getByTestId("trend-chart");
    await chart.waitFor();
    const khady = page.locator(`[data-testid="supervisor-card"][data-supervisor="${E2E_TREND_SUPERVISOR.nomComplet}"]`);
    await khady.getByTestId("card-sparkline").waitFor();
    // one call for the chart and every card
    expect(trendCalls).toBe(1);
    const trend = await trendOf(page, "days=30&perSupervisor=true");
    await expectTableToMatch(panel, trend.points);
    const hover = async () => {
      const box = (await chart.boundingBox())!;
      await page.mouse.move(box.x + box.width - 15, box.y + 100);
    };
    await hover();
    await expectTooltipFor(panel, trend.points.at(-1)!, hover);

    // her sparkline: her last 14 days, closed filled, open hollow, nothing on a day without entries
    const own = trend.supervisors!.find((s) => s.id === khadyId)!.points.slice(-14);
    const spark = khady.getByTestId("card-sparkline");
    expect(await spark.locator("circle").count()).toBe(own.filter((p) => p.status !== "empty").length);
    expect(await spark.locator("circle.fill-card").count()).toBe(own.filter((p) => p.status === "open").length);
    expect(nb(await spark.getAttribute("aria-label"))).toContain(`GR de ${E2E_TREND_SUPERVISOR.nomComplet} sur 14 jours`);

    await panel.getByRole("button", { name: "Voir le tableau" }).click();
    await expectLocator(panel.getByTestId("trend-table")).toBeVisible();
    await screenshot(page, "trend-admin-dashboard-1280");
    await panel.getByRole("button", { name: "Masquer le tableau" }).click();
    await context.close();
  });

  test("taps a day at 360 px without overflow", async () => {
    const context = await newContext(browser, { role: "admin", viewport: MOBILE, touch: true });
    const page = await context.newPage();
    await page.goto("/admin");
    const panel = page.getByTestId("trend-panel");
    const chart = panel.getByTestId("trend-chart");
    await chart.waitFor();
    await waitForHydration(chart);
    const trend = await trendOf(page, "days=30&perSupervisor=true");
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width - 4, box.y + 80);
    await expectTooltipFor(panel, trend.points.at(-1)!);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await panel.scrollIntoViewIfNeeded();
    await screenshotScreen(page, "trend-admin-chart-360");
    await screenshot(page, "trend-admin-dashboard-360");
    await context.close();
  });
});
