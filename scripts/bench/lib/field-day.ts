// The field bench's ordinary day (scripts/bench/field.ts): a supervisor whose phone already has a session
// opens the app (the tap on its icon: the start URL, /), opens « Saisie du soir », types his three Fins (the
// first field has the focus, each other one is a tap), Valider, « Clôturer la journée », its confirmation. Every
// touch outside the keyboard is counted; the typing is instant. Measured on the slow phone (field-browser.ts),
// cold cache, one supervisor per run (a day closes once): his last day ended with three Fins, today is not opened
// yet, so each Début is carried over and the morning has nothing to type. The time is the whole journey's, from
// the tap on the icon to the day shown closed: the app's waiting, the finger's none.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { Browser, Locator, Page } from "playwright-core";
import { newAccessCode } from "@/lib/auth/codes";
import { queryRows, type Db } from "@/lib/db/client";
import { addDays } from "@/lib/domain/periods";
import { businessToday } from "@/lib/services/ledger/days";
import { insertUser } from "@/lib/services/users";
import { login, newContext, slowPage } from "./field-browser";

export const ORDINARY_DAY_CODE = "246810";
// outside the generated network's numbers (scripts/lib/scale-seed.ts: 781…, 782…)
const phoneOf = (i: number) => `77990000${i}`;
/** yesterday's counted Fins, today's carried Débuts; tonight's counts */
const YESTERDAY = { LIQUIDE: 120_000, ORANGE_MONEY: 60_000, WAVE: 90_000 };
const TONIGHT = { LIQUIDE: "125000", ORANGE_MONEY: "58000", WAVE: "95000" };
const LABELS = { LIQUIDE: "Liquide (Cash)", ORANGE_MONEY: "Orange Money", WAVE: "Wave" };

/** `count` supervisors whose last day (yesterday) ended with three Fins, today untouched. */
export async function seedOrdinaryDays(db: Db, count: number) {
  const sealed = await newAccessCode(ORDINARY_DAY_CODE);
  const yesterday = addDays(businessToday(), -1);
  for (let i = 0; i < count; i++) {
    const { id } = await insertUser(db, { nomComplet: `Jour Ordinaire ${i + 1}`, telephone: phoneOf(i), role: "SUPERVISEUR", code: sealed });
    for (const [key, value] of Object.entries(YESTERDAY)) {
      await queryRows(db, sql`INSERT INTO supervisor_accounts (supervisor_id, account_type) VALUES (${id}::uuid, ${key}::account_type) RETURNING 1`);
      for (const lineType of ["debut", "sortie"]) {
        await queryRows(
          db,
          sql`INSERT INTO account_lines (supervisor_id, day, line_type, account_key, value, base_value, base_seq) VALUES (${id}::uuid, ${yesterday}::date, ${lineType}::line_type, ${key}, ${value}, ${value}, 0) RETURNING 1`,
        );
      }
    }
  }
}

export interface OrdinaryDayRun {
  touches: number;
  /** the tap on the icon → the day shown closed (ms) */
  journeyMs: number;
  /** the tap on the icon → « Saisie du soir » ready to take the tap (ms) */
  appReadyMs: number;
}

/** React has the element (its props) and has run that render's effects: a tap now is handled. */
async function hydrated(locator: Locator) {
  await locator.waitFor({ timeout: 60_000 });
  await locator.page().waitForFunction((el) => !!el && Object.keys(el).some((key) => key.startsWith("__reactProps$")), await locator.elementHandle(), { timeout: 60_000 });
}

async function journey(page: Page): Promise<OrdinaryDayRun> {
  let touches = 0;
  const tap = async (locator: Locator) => {
    touches += 1;
    await locator.tap({ timeout: 60_000 });
  };
  const started = Date.now();
  touches += 1; // the app's icon on the home screen: its start URL
  await page.goto("/", { waitUntil: "commit", timeout: 60_000 });
  const evening = page.getByRole("button", { name: "Saisie du soir" });
  await hydrated(evening);
  const appReadyMs = Date.now() - started;
  await tap(evening);
  const sheet = page.getByRole("dialog", { name: "Saisie du soir" });
  const first = sheet.getByRole("textbox", { name: `Fin comptée ${LABELS.LIQUIDE}` });
  await first.waitFor({ timeout: 60_000 });
  await page.waitForFunction((el) => document.activeElement === el, await first.elementHandle(), { timeout: 60_000 });
  await page.keyboard.type(TONIGHT.LIQUIDE);
  for (const key of ["ORANGE_MONEY", "WAVE"] as const) {
    await tap(sheet.getByRole("textbox", { name: `Fin comptée ${LABELS[key]}` }));
    await page.keyboard.type(TONIGHT[key]);
  }
  await tap(sheet.getByRole("button", { name: "Valider (3)" }));
  const close = sheet.getByRole("button", { name: "Clôturer la journée" });
  await close.waitFor({ timeout: 60_000 });
  await tap(close);
  const confirm = page.getByRole("dialog", { name: "Clôturer la journée" }).getByRole("button", { name: "Clôturer la journée" });
  await hydrated(confirm);
  await tap(confirm);
  await page.getByTestId("day-closed").waitFor({ timeout: 60_000 });
  return { touches, journeyMs: Date.now() - started, appReadyMs };
}

/** One ordinary day per run, each by its own supervisor, on the slow phone. */
export async function measureOrdinaryDays(browser: Browser, baseURL: string, runs: number, log: (text: string) => void): Promise<OrdinaryDayRun[]> {
  const results: OrdinaryDayRun[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await newContext(browser, baseURL, await login(baseURL, phoneOf(i), ORDINARY_DAY_CODE));
    try {
      const run = await journey(await slowPage(context));
      results.push(run);
      log(`journée ordinaire ${i + 1} : ${run.touches} touchers, ${run.journeyMs} ms de l'icône à la journée clôturée (« Saisie du soir » prête à ${run.appReadyMs} ms)`);
    } finally {
      await context.close();
    }
  }
  return results;
}

/** Adds the runs under `field.ordinaryDay` of `out` (after writeResults: the file's other keys kept). */
export function writeOrdinaryDay(out: string, runs: OrdinaryDayRun[]) {
  if (runs.length === 0) return;
  const existing = existsSync(out) ? (JSON.parse(readFileSync(out, "utf8")) as Record<string, Record<string, unknown>>) : {};
  const sorted = (pick: (r: OrdinaryDayRun) => number) => runs.map(pick).sort((a, b) => a - b);
  const median = (pick: (r: OrdinaryDayRun) => number) => sorted(pick)[Math.floor(runs.length / 2)]!;
  existing.field = {
    ...existing.field,
    ordinaryDay: {
      journey: "icône (session gardée) → Saisie du soir → 3 Fins → Valider → Clôturer → confirmer",
      target: { touches: 7 },
      touches: Math.max(...runs.map((r) => r.touches)),
      journeyMs: median((r) => r.journeyMs),
      appReadyMs: median((r) => r.appReadyMs),
      runs,
    },
  };
  writeFileSync(out, JSON.stringify(existing, null, 2) + "\n");
}
