// npm run bench:field — what a supervisor's phone on a bad network lives (docs/performance.md,
// « Le premier tap » and « Le formulaire au tap et le plus grand affichage »): the production build on a throwaway
// PGlite folder (an admin, a few supervisors and partners, a few weeks of generated entries), Debian's Chromium
// slowed through CDP (150 ms round trip, 1.6 Mbps both ways, CPU ÷ 4), 360×740, cold cache and no service worker,
// 3 runs per page (the median kept) for /auth (logged out), /supervisor and /admin (logged in); the supervisor
// measured left his last day open, so his dashboard opens with its morning reminder. Prints a table and
// writes the figures under `field` in bench/results.json (the file's other keys kept).
//   npm run bench:field -- [--runs 3] [--out bench/results.json] [--pages /auth,/admin]
//
// Then, with /supervisor: an ordinary day from the app's icon to the day closed, touches counted (runs times, each
// by a supervisor of its own whose Débuts are carried from yesterday: scripts/bench/lib/field-day.ts), under
// `field.ordinaryDay`.
// Each run is three cold navigations (scripts/bench/lib/field-navigate.ts); times from the navigation's
// start (the document's performance.timeOrigin), a tap's time its own event.timeStamp (when the finger
// touched, not when a busy page got round to it).
// 1. "hammer" — the first working tap: a finger taps the page's main control every 50 ms from the start
//    (the Se connecter button with empty fields on /auth, the + on the dashboards), at its place on screen,
//    until a tap has its visible effect (the validation message under the fields, the transaction dialog or its
//    frame). A tap works when the page handles it — the early script answers it before hydration (it
//    announces it: a `caisse:early` event, lib/early/events.ts), or React does (the control is hydrated and
//    enabled when the click has gone through the page's listeners). Taps before that are lost, or worse: Se
//    connecter submitting the form natively reloads the page. Also: when React has the control (hydrated,
//    enabled, claimed from the early script), and when the form itself is in the dialog.
//    The keystroke: after that tap the finger types a digit into the amount field (#tx-amount, "Montant") every
//    50 ms until the field keeps it (after the page's handlers the value holds the digit: a frame later, on
//    screen). Until the field is there nothing is typed; a form that shows no amount field until a type is
//    chosen gets a tap on its "Transaction direct" radio first, counted in the time
//    (scripts/bench/lib/field-keystroke.ts). The field is the form's HTML frame's while the code is on its way
//    (new-transaction-shell.tsx: plain inputs, which take input before any script), and the keystroke counts only
//    if the form, once its code is there, holds what was typed (field-navigate.ts): the time runs from the + tap
//    to a keystroke that the form keeps, not one a placeholder shows and then loses.
// 2. "ready" — the reaction: the finger waits until React has the control, taps once; from that tap to its
//    effect on screen (the next frame after it is in the DOM), to the form in the dialog, and, typing as
//    above, to the first keystroke the form kept.
// 3. "lcp" — the largest contentful paint: nobody touches the page (an input ends LCP's entries) until its
//    network is quiet and 1 s more; the last `largest-contentful-paint` entry (a buffered PerformanceObserver
//    installed before the page's scripts) with a short description of its element (tag, id or test id, the
//    start of its text), and the first contentful paint.
// FIELD_TRACE=1 also prints, for each navigation, the page's resources (start → end, size), the LCP
// candidates and the probe's record; FIELD_TIMELINE=dir saves Chromium's timeline of the "ready" navigation
// (FIELD_TIMELINE_MODE=hammer or lcp: that one's).
// A benchmark, not a test: figures vary with the machine and what else runs on it (the machine's load
// average is printed and kept with the figures).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { and, eq, lt, sql } from "drizzle-orm";
import { closeDb, getDb, type Db } from "@/lib/db/client";
import { dayClosures, users } from "@/lib/db/schema";
import { reopenDay } from "@/lib/services/ledger/closing";
import { businessToday } from "@/lib/services/ledger/days";
import { buildIfNeeded } from "../lib/build.cjs";
import { freePort } from "../lib/net";
import { seedScale } from "../lib/scale-seed";
import { BENCH_ADMIN, openDataset, type Dataset } from "./lib/dataset";
import { CHROMIUM_ARGS, chromiumPath } from "../lib/chromium";
import { controlCenter, FIELD_PROFILE, login, VIEWPORT } from "./lib/field-browser";
import { navigate, type PageSpec } from "./lib/field-navigate";
import { measureOrdinaryDays, seedOrdinaryDays, writeOrdinaryDay, type OrdinaryDayRun } from "./lib/field-day";
import { pageResult, printTable, runLine, runOf, writeResults, type FieldPageResult, type FieldRun } from "./lib/field-report";
import { startServer } from "./lib/server";


// The login form's validation message: a toast once; the message under the field (aria-invalid) since forms show them there.
const PAGES: PageSpec[] = [
  { path: "/auth", role: null, control: 'form button[type="submit"]', label: "Se connecter (champs vides)", effect: '[data-sonner-toast], [aria-invalid="true"]' },
  { path: "/supervisor", role: "supervisor", control: 'button[aria-label="Nouvelle transaction"]', label: "+ (Nouvelle transaction)", effect: '[role="dialog"]', effectText: "Nouvelle Transaction", form: '[role="dialog"] form:not([data-shell])' },
  { path: "/admin", role: "admin", control: 'button[aria-label="Nouvelle transaction"]', label: "+ (Nouvelle transaction)", effect: '[role="dialog"]', effectText: "Nouvelle Transaction", form: '[role="dialog"] form:not([data-shell])' },
];

const log = (text: string) => console.log(`[bench:field] ${text}`);
/** The supervisor whose dashboard is measured (the scale seed's first). */
const SUPERVISOR_PHONE = "781000000";
const load = () => os.loadavg().map((v) => v.toFixed(1)).join(" / ");

function parseOptions(argv: string[]) {
  const options = { runs: 3, out: "bench/results.json", pages: PAGES.map((p) => p.path) };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === "--runs" && Number(value) >= 1) options.runs = Number(value);
    else if (flag === "--out" && value) options.out = value;
    else if (flag === "--pages" && value) options.pages = value.split(",");
    else throw new Error(`option inconnue ou incomplète : ${flag} ${value ?? ""}`);
  }
  return options;
}

/** A throwaway database: the admin, 5 supervisors, 20 partners, 21 days of entries. */
async function seedDataset(dir: string, runs: number): Promise<Dataset> {
  const dataset: Dataset = {
    engine: "pglite",
    args: { supervisors: 5, partners: 20, days: 21 },
    today: "",
    env: { PGLITE_DIR: path.join(dir, "data") },
    adminPhone: BENCH_ADMIN.phone,
    adminCode: BENCH_ADMIN.code,
    code: "",
    transactions: 0,
    lines: 0,
    seedSeconds: 0,
  };
  openDataset(dataset.env);
  log(`base jetable ${dir}...`);
  try {
    const seeded = await seedScale(await getDb(), { ...dataset.args, log });
    dataset.code = seeded.code;
    await seedOrdinaryDays(await getDb(), runs);
    await leaveYesterdayOpen(await getDb());
  } finally {
    await closeDb();
  }
  return dataset;
}

/**
 * The measured supervisor's last closed day reopened (the seed closes every past day he has lines on): a morning
 * after a day left open.
 */
async function leaveYesterdayOpen(db: Db) {
  const [admin] = await db.select({ id: users.id, nomComplet: users.nomComplet, telephone: users.telephone }).from(users).where(eq(users.role, "ADMIN")).limit(1);
  const [supervisor] = await db.select({ id: users.id }).from(users).where(eq(users.telephone, SUPERVISOR_PHONE));
  const [last] = await db
    .select({ day: sql<string>`max(${dayClosures.day})::text` })
    .from(dayClosures)
    .where(and(eq(dayClosures.supervisorId, supervisor!.id), lt(dayClosures.day, businessToday())));
  if (!last?.day) return log("aucune journée passée clôturée à rouvrir : /supervisor sans rappel du matin");
  await reopenDay(db, { ...admin!, role: "ADMIN" }, supervisor!.id, { reason: "Banc terrain : une journée laissée ouverte", date: last.day });
  log(`journée du ${last.day} laissée ouverte : /supervisor s'ouvre avec le rappel du matin`);
}

/** Every run of every page asked for: per run the first working tap, the reaction, the largest paint. */
async function measurePages(browser: Browser, baseURL: string, cookies: Record<string, string>, pages: string[], runCount: number) {
  const results: FieldPageResult[] = [];
  for (const spec of PAGES.filter((p) => pages.includes(p.path))) {
    const cookie = spec.role ? cookies[spec.role]! : null;
    const at = await controlCenter(browser, baseURL, spec.path, spec.control, cookie); // also warms the server's page
    const target = { browser, baseURL, spec, cookie, at };
    const runs: FieldRun[] = [];
    for (let i = 0; i < runCount; i++) {
      const run = runOf(await navigate(target, "hammer"), await navigate(target, "ready"), await navigate(target, "lcp"));
      runs.push(run);
      log(runLine(spec, i, run));
    }
    results.push(pageResult(spec, runs));
  }
  return results;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(`Chromium introuvable : ${process.env.CHROMIUM_PATH || "/usr/bin/chromium"} (CHROMIUM_PATH)`);
  buildIfNeeded();
  const dir = mkdtempSync(path.join(os.tmpdir(), "caisse-field-"));
  const dataset = await seedDataset(dir, options.runs);
  const server = await startServer(dataset, await freePort(), log);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true, env: { ...process.env, LANGUAGE: "fr", LANG: "fr_FR.UTF-8" } });
  const browserVersion = browser.version();
  let results: FieldPageResult[];
  let ordinaryDays: OrdinaryDayRun[] = [];
  try {
    const cookies = {
      admin: await login(server.url, BENCH_ADMIN.phone, BENCH_ADMIN.code),
      supervisor: await login(server.url, SUPERVISOR_PHONE, dataset.code),
    };
    log(`charge de la machine (1 / 5 / 15 min) : ${load()}`);
    results = await measurePages(browser, server.url, cookies, options.pages, options.runs);
    if (options.pages.includes("/supervisor")) ordinaryDays = await measureOrdinaryDays(browser, server.url, options.runs, log);
    log(`charge de la machine à la fin : ${load()}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  printTable(results);
  const profile = { ...FIELD_PROFILE, viewport: VIEWPORT, cache: "cold", serviceWorker: "blocked", runs: options.runs, tapEveryMs: 50 };
  writeResults(options.out, results, { browser: browserVersion, profile });
  writeOrdinaryDay(options.out, ordinaryDays);
  log(`écrit : ${options.out} (clé field)`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
