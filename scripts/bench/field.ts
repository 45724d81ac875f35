// npm run bench:field — what a supervisor's phone on a bad network lives (issue 15, "No dead tap"): the
// production build on a throwaway PGlite folder (an admin, a few supervisors and partners, a few weeks of
// generated entries), Debian's Chromium slowed through CDP (150 ms round trip, 1.6 Mbps both ways, CPU ÷ 4),
// cold cache and no service worker, 3 runs per page (the median kept) for /auth (logged out), /supervisor
// and /admin (logged in). Prints a table and writes the figures under `field` in bench/results.json.
//   npm run bench:field -- [--runs 3] [--out bench/results.json] [--pages /auth,/admin]
//
// What is measured, per run (times from the navigation's start, the document's performance.timeOrigin):
// - the first working tap: a finger taps the page's main control every 50 ms from the navigation's start
//   (the Se connecter button with empty fields on /auth, the + on the dashboards), at the place it takes on
//   screen. A tap works when the page handles it — the early script answers it before hydration (it
//   announces it: a `caisse:early` event, lib/early/events.ts), or React does (the control is hydrated and
//   enabled when the click has gone through the page's listeners) — and its visible effect then follows (the
//   validation message under the fields, the transaction dialog or its frame). Its time is the tap's own
//   (event.timeStamp: when the finger touched, not when a busy page got round to it). Taps before that are
//   lost, or worse: Se connecter submitting the form natively reloads the page.
// - when React has the control (hydrated and enabled), and on the dashboards when the form itself is in the
//   dialog, both from the navigation's start on that same navigation: what the first tap waits for after
//   its first answer.
// - the reaction, on a second cold navigation: the finger waits until the control is hydrated and enabled
//   (and, for a control the early script answers, claimed by React: the hydration has committed), taps once,
//   and the time runs from that tap to its effect on screen (the next frame after it is in the DOM).
// - the form: from that same tap to the transaction form itself inside the dialog (its code has arrived).
// FIELD_TRACE=1 also prints, for each run, the page's resources (start → end, size) and the probe's record.
// A benchmark, not a test: figures vary with the machine and what else runs on it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { closeDb, getDb } from "@/lib/db/client";
import { buildIfNeeded } from "../lib/build.cjs";
import { freePort } from "../lib/net";
import { seedScale } from "../lib/scale-seed";
import { BENCH_ADMIN, useDatabase, type Dataset } from "./lib/dataset";
import { startServer } from "./lib/server";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--lang=fr-FR",
];

/** The slow profile of issue 15. */
export const FIELD_PROFILE = { latencyMs: 150, downloadBytesPerSecond: 200_000, uploadBytesPerSecond: 200_000, cpuSlowdown: 4 };
/** Issue 15's targets: the first working tap at most 1 s after navigation start; + answers within 100 ms. */
export const FIELD_TARGETS = { firstTapMs: 1_000, reactionMs: 100 };
const VIEWPORT = { width: 360, height: 740 };
const TAP_EVERY_MS = 50;
const RUN_TIMEOUT_MS = 20_000;

type Role = "admin" | "supervisor" | null;

interface PageSpec {
  path: string;
  role: Role;
  /** the control tapped */
  control: string;
  label: string;
  /** what its tap shows (an element matching `effect`, holding `effectText` if given) */
  effect: string;
  effectText?: string;
  /** the transaction form inside the dialog (its code has arrived) */
  form?: string;
}

// The login form's validation message: a toast today; the message under the field (aria-invalid) once forms show them there.
const PAGES: PageSpec[] = [
  { path: "/auth", role: null, control: 'form button[type="submit"]', label: "Se connecter (champs vides)", effect: '[data-sonner-toast], [aria-invalid="true"]' },
  { path: "/supervisor", role: "supervisor", control: 'button[aria-label="Nouvelle transaction"]', label: "+ (Nouvelle transaction)", effect: '[role="dialog"]', effectText: "Nouvelle Transaction", form: '[role="dialog"] form' },
  { path: "/admin", role: "admin", control: 'button[aria-label="Nouvelle transaction"]', label: "+ (Nouvelle transaction)", effect: '[role="dialog"]', effectText: "Nouvelle Transaction", form: '[role="dialog"] form' },
];

export interface FieldRun {
  /** navigation start → the first working tap (ms); null: no tap worked before the timeout */
  firstTapMs: number | null;
  /** a tap on the just-ready control → its visible effect (ms; second navigation) */
  reactionMs: number | null;
  /** of which: waiting for the main thread before the page's listeners ran */
  reactionWaitMs: number | null;
  /** that tap → the form inside the dialog (ms) */
  formMs: number | null;
  /** taps on the control before the working one (lost; first navigation) */
  lostTaps: number;
  /** lost taps that submitted the login form natively (without the bench: a reload of /auth, typed text lost) */
  nativeSubmits: number;
  /** the first working tap was answered by the early script (before hydration) */
  earlyTap: boolean;
  /** navigation start → React has the control (hydrated and enabled; first navigation) */
  hydratedMs: number | null;
  /** navigation start → the form inside the dialog (first navigation: the first tap's dialog gets its form) */
  formReadyMs: number | null;
}

export interface FieldPageResult {
  path: string;
  control: string;
  firstTapMs: number | null;
  reactionMs: number | null;
  formMs: number | null;
  hydratedMs: number | null;
  formReadyMs: number | null;
  /** runs without a working tap within 20 s (hammer) or without the effect of the ready tap */
  failedRuns: number;
  ok: boolean;
  runs: FieldRun[];
}

const log = (text: string) => console.log(`[bench:field] ${text}`);

/** The median of the runs that measured something (those that did not are counted apart: `failedRuns`). */
function median(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Installed in every document before the page's own scripts: records the taps on the control and the
 * moment its effect shows, in sessionStorage (which outlives a native form submission's reload).
 */
function probe(spec: { control: string; effect: string; effectText: string | null; form: string | null }) {
  const KEY = "__field";
  type State = ProbeState;
  const read = (): State => JSON.parse(sessionStorage.getItem(KEY) ?? "null") ?? { t0: performance.timeOrigin, documents: 0, nativeSubmits: 0, taps: [], effectAt: null, formAt: null, readyAt: null };
  const write = (state: State) => sessionStorage.setItem(KEY, JSON.stringify(state));
  const state = read();
  state.documents += 1;
  write(state);
  const now = () => performance.timeOrigin + performance.now();
  const onControl = (target: EventTarget | null) => (target instanceof Element ? target.closest(spec.control) : null);
  // the finger touches: the time of the tap is the event's own
  window.addEventListener(
    "pointerdown",
    (event) => {
      if (!event.isTrusted || !onControl(event.target)) return;
      const s = read();
      s.taps.push({ t: performance.timeOrigin + event.timeStamp, live: false });
      write(s);
    },
    true,
  );
  // after the page's own listeners: React handled the click if it owns the control, enabled
  window.addEventListener("click", (event) => {
    const control = onControl(event.target);
    if (!event.isTrusted || !control) return;
    const hydrated = Object.keys(control).some((key) => key.startsWith("__reactProps$"));
    const s = read();
    const last = s.taps[s.taps.length - 1];
    if (last && hydrated && !(control as HTMLButtonElement).disabled && control.getAttribute("aria-disabled") !== "true") {
      last.live = true;
      last.handledAt ??= now(); // when the page got round to it (the tap itself is `t`)
    }
    write(s);
  });
  // the early script answered the tap (before hydration): it says so; and when React takes the control over
  let claimed = false;
  window.addEventListener("caisse:early", (event) => {
    const kind = (event as CustomEvent<{ kind: string }>).detail?.kind;
    if (kind === "claim") claimed = true;
    if (kind === "close" || kind === "claim") return;
    const s = read();
    const last = s.taps[s.taps.length - 1];
    if (last && !last.live) {
      last.live = true;
      last.early = true;
      last.handledAt ??= now();
    }
    write(s);
  });
  // a lost tap on Se connecter submits the form natively (a reload of /auth): counted, then stopped so
  // that the finger can go on tapping the same page
  window.addEventListener("submit", (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    const s = read();
    s.nativeSubmits += 1;
    write(s);
  });
  const visible = (selector: string, text: string | null = null) =>
    [...document.querySelectorAll(selector)].some((el) => (el as HTMLElement).checkVisibility?.() !== false && (text === null || (el.textContent ?? "").includes(text)));
  let pending = false;
  const check = () => {
    if (pending) return;
    const s = read();
    const needEffect = s.effectAt === null && visible(spec.effect, spec.effectText);
    const needForm = spec.form !== null && s.formAt === null && visible(spec.form);
    if (!needEffect && !needForm) return;
    pending = true;
    // on screen: the next frame
    requestAnimationFrame(() => {
      pending = false;
      const s2 = read();
      if (s2.effectAt === null && visible(spec.effect, spec.effectText)) s2.effectAt = now();
      if (spec.form !== null && s2.formAt === null && visible(spec.form)) s2.formAt = now();
      write(s2);
      (window as unknown as { __fieldDone?: (done: boolean) => void }).__fieldDone?.(s2.effectAt !== null && (spec.form === null || s2.formAt !== null));
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  // the control is ready: hydrated and enabled (hydration itself changes nothing in the DOM: polled)
  const readyTimer = setInterval(() => {
    const control = document.querySelector(spec.control);
    if (!control || !Object.keys(control).some((key) => key.startsWith("__reactProps$"))) return;
    if ((control as HTMLButtonElement).disabled || control.getAttribute("aria-disabled") === "true") return;
    // a control the early script answers is React's once claimed (in the hydration's commit; its props are
    // there from the hydration's render on)
    if (control.closest("[data-early]") && !claimed) return;
    clearInterval(readyTimer);
    const s = read();
    s.readyAt ??= now();
    write(s);
    (window as unknown as { __fieldReady?: () => void }).__fieldReady?.();
  }, 20);
}

type ProbeState = { t0: number; documents: number; nativeSubmits: number; taps: { t: number; live: boolean; early?: boolean; handledAt?: number }[]; effectAt: number | null; formAt: number | null; readyAt: number | null };

async function slowPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: FIELD_PROFILE.latencyMs,
    downloadThroughput: FIELD_PROFILE.downloadBytesPerSecond,
    uploadThroughput: FIELD_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: FIELD_PROFILE.cpuSlowdown });
  return page;
}

async function newContext(browser: Browser, baseURL: string, cookie: string | null): Promise<BrowserContext> {
  // a fresh context per run: empty cache and storage; no service worker (another item installs one)
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, hasTouch: true, isMobile: true, locale: "fr-FR", timezoneId: "Africa/Dakar", serviceWorkers: "block" });
  if (cookie) {
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name: name!, value: decodeURIComponent(value.join("=")), domain: "127.0.0.1", path: "/", httpOnly: true, sameSite: "Lax" }]);
  }
  return context;
}

/** Where the control is on screen, measured once on an unthrottled page (the same layout). */
async function controlCenter(browser: Browser, baseURL: string, spec: PageSpec, cookie: string | null) {
  const context = await newContext(browser, baseURL, cookie);
  const page = await context.newPage();
  await page.goto(spec.path);
  const box = await page.locator(spec.control).first().boundingBox({ timeout: 30_000 });
  await context.close();
  if (!box) throw new Error(`${spec.path} : contrôle introuvable (${spec.control})`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

interface Navigation {
  /** navigation start → the first tap handled (ms) */
  firstTapMs: number | null;
  /** that tap → its effect on screen (ms) */
  reactionMs: number | null;
  /** that tap → the form in the dialog (ms) */
  formMs: number | null;
  /** that tap → the page's listeners ran (ms): how long it waited for a busy main thread */
  waitMs: number | null;
  lostTaps: number;
  nativeSubmits: number;
  earlyTap: boolean;
  /** navigation start → React has the control */
  hydratedMs: number | null;
  /** navigation start → the form in the dialog */
  formReadyMs: number | null;
}

/**
 * One cold navigation. "hammer": the finger taps every 50 ms from the start (the first working tap);
 * "ready": it waits until the control is hydrated and enabled, then taps once (the reaction of a
 * just-ready page).
 */
async function navigate(browser: Browser, baseURL: string, spec: PageSpec, cookie: string | null, at: { x: number; y: number }, mode: "hammer" | "ready"): Promise<Navigation> {
  const context = await newContext(browser, baseURL, cookie);
  try {
    let done = false;
    let ready = false;
    await context.exposeFunction("__fieldDone", (value: boolean) => {
      if (value) done = true;
    });
    await context.exposeFunction("__fieldReady", () => {
      ready = true;
    });
    // as source text: tsx's __name helper, which it puts in named functions, does not exist in the page
    const arg = JSON.stringify({ control: spec.control, effect: spec.effect, effectText: spec.effectText ?? null, form: spec.form ?? null });
    await context.addInitScript({ content: `(() => { const __name = (f) => f; (${probe.toString()})(${arg}); })();` });
    const page = await slowPage(context);
    // FIELD_TIMELINE=dir: Chromium's timeline of the "ready" navigation (FIELD_TIMELINE_MODE=hammer: the first one)
    const timeline = process.env.FIELD_TIMELINE && mode === (process.env.FIELD_TIMELINE_MODE ?? "ready") ? path.join(process.env.FIELD_TIMELINE, `${spec.path.replace(/\//g, "_")}-${Date.now()}.json`) : null;
    if (timeline) await browser.startTracing(page, { path: timeline, categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing"] });
    if (process.env.FIELD_TRACE) page.on("console", (m) => console.log(`    [console] ${m.text().slice(0, 200)}`));
    const started = Date.now();
    const navigation = page.goto(spec.path, { waitUntil: "commit", timeout: RUN_TIMEOUT_MS }).catch(() => undefined);
    if (mode === "hammer") {
      // the finger: taps from the start, whatever the page shows
      while (!done && Date.now() - started < RUN_TIMEOUT_MS) {
        await page.touchscreen.tap(at.x, at.y).catch(() => undefined);
        await new Promise((r) => setTimeout(r, TAP_EVERY_MS));
      }
      // then, without tapping, until React has the control (when the first tap was answered early)
      while (!ready && Date.now() - started < RUN_TIMEOUT_MS) await new Promise((r) => setTimeout(r, 10));
    } else {
      while (!ready && Date.now() - started < RUN_TIMEOUT_MS) await new Promise((r) => setTimeout(r, 10));
      if (ready) await page.touchscreen.tap(at.x, at.y).catch(() => undefined);
      while (!done && Date.now() - started < RUN_TIMEOUT_MS) await new Promise((r) => setTimeout(r, 10));
    }
    await navigation;
    let state: ProbeState | null = null;
    for (let attempt = 0; ; attempt++) {
      // a lost tap may have submitted the form natively: read once the page left standing has loaded
      await page.waitForLoadState("domcontentloaded");
      try {
        state = (await page.evaluate(() => JSON.parse(sessionStorage.getItem("__field") ?? "null"))) as ProbeState | null;
        break;
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
    if (!state) throw new Error(`${spec.path} : la sonde n'a rien enregistré`);
    if (process.env.FIELD_TRACE) {
      // where the time goes: the document and each resource, from the navigation's start
      const entries = await page.evaluate(() =>
        [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")].map((e) => {
          const r = e as PerformanceResourceTiming;
          return `${Math.round(r.startTime)}→${Math.round(r.responseEnd)} ms ${Math.round(r.encodedBodySize / 1024)} KB ${r.name.replace(/^https?:\/\/[^/]+/, "")}`;
        }),
      );
      const marks = await page.evaluate(() => performance.getEntriesByType("paint").map((e) => `${e.name} ${Math.round(e.startTime)} ms`));
      console.log([...marks, ...entries].map((line) => `    ${line}`).join("\n"));
    }
    // the page's own requests done (its lists, the copy kept for offline use) before the next cold navigation:
    // a server still busy answering this one would slow the next one's HTML
    await page.waitForLoadState("networkidle", { timeout: RUN_TIMEOUT_MS }).catch(() => undefined);
    if (timeline) {
      await browser.stopTracing();
      log(`chronologie : ${timeline}`);
    }
    const index = state.taps.findIndex((tap) => tap.live);
    const tap = index >= 0 ? state.taps[index]! : null;
    const worked = tap !== null && state.effectAt !== null && state.effectAt >= tap.t - 1;
    // a run without a working tap says what the probe saw
    if (process.env.FIELD_TRACE || !worked) console.log(`    ${mode} : ${JSON.stringify(state)}`);
    const round = (v: number) => Math.round(v);
    return {
      firstTapMs: worked ? round(tap!.t - state.t0) : null,
      reactionMs: worked ? round(state.effectAt! - tap!.t) : null,
      formMs: worked && state.formAt !== null ? round(state.formAt - tap!.t) : null,
      waitMs: worked && tap!.handledAt !== undefined ? round(tap!.handledAt - tap!.t) : null,
      lostTaps: index >= 0 ? index : state.taps.length,
      nativeSubmits: state.nativeSubmits,
      earlyTap: worked && tap!.early === true,
      hydratedMs: state.readyAt !== null ? round(state.readyAt - state.t0) : null,
      formReadyMs: state.formAt !== null ? round(state.formAt - state.t0) : null,
    };
  } finally {
    await context.close();
  }
}

/** One run: the first working tap (hammer), then the reaction of a just-ready page (ready). */
async function measure(browser: Browser, baseURL: string, spec: PageSpec, cookie: string | null, at: { x: number; y: number }): Promise<FieldRun> {
  const hammer = await navigate(browser, baseURL, spec, cookie, at, "hammer");
  const ready = await navigate(browser, baseURL, spec, cookie, at, "ready");
  return {
    firstTapMs: hammer.firstTapMs,
    reactionMs: ready.reactionMs,
    reactionWaitMs: ready.waitMs,
    formMs: ready.formMs,
    lostTaps: hammer.lostTaps,
    nativeSubmits: hammer.nativeSubmits,
    earlyTap: hammer.earlyTap,
    hydratedMs: hammer.hydratedMs,
    formReadyMs: hammer.formReadyMs,
  };
}

async function login(url: string, telephone: string, code: string): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ telephone, Code: code }),
  });
  if (!response.ok) throw new Error(`connexion de ${telephone} refusée : ${response.status} ${await response.text()}`);
  const [pair] = (response.headers.get("set-cookie") ?? "").split(";");
  if (!pair) throw new Error(`connexion de ${telephone} : pas de cookie de session`);
  return pair;
}

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

const ms = (v: number | null) => (v === null ? "—" : `${v} ms`);

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(executablePath)) throw new Error(`Chromium introuvable : ${executablePath} (CHROMIUM_PATH)`);
  buildIfNeeded();

  // a throwaway database: the admin, 5 supervisors, 20 partners, 21 days of entries
  const dir = mkdtempSync(path.join(os.tmpdir(), "caisse-field-"));
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
  useDatabase(dataset.env);
  log(`base jetable ${dir}...`);
  try {
    const seeded = await seedScale(await getDb(), { ...dataset.args, log });
    dataset.code = seeded.code;
  } finally {
    await closeDb();
  }

  const server = await startServer(dataset, await freePort(), log);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true, env: { ...process.env, LANGUAGE: "fr", LANG: "fr_FR.UTF-8" } });
  const browserVersion = browser.version();
  const results: FieldPageResult[] = [];
  try {
    const cookies: Record<string, string | null> = {
      admin: await login(server.url, BENCH_ADMIN.phone, BENCH_ADMIN.code),
      supervisor: await login(server.url, "781000000", dataset.code),
    };
    for (const spec of PAGES.filter((p) => options.pages.includes(p.path))) {
      const cookie = spec.role ? cookies[spec.role]! : null;
      const at = await controlCenter(browser, server.url, spec, cookie); // also warms the server's page
      const runs: FieldRun[] = [];
      for (let i = 0; i < options.runs; i++) {
        const run = await measure(browser, server.url, spec, cookie, at);
        runs.push(run);
        log(`${spec.path} #${i + 1} : premier tap efficace ${ms(run.firstTapMs)}${run.earlyTap ? " (script précoce)" : ""}, React prêt ${ms(run.hydratedMs)}${spec.form ? `, formulaire du premier tap ${ms(run.formReadyMs)}` : ""}, réaction ${ms(run.reactionMs)} (dont attente du fil principal ${ms(run.reactionWaitMs)}), formulaire ${ms(run.formMs)}, taps perdus ${run.lostTaps} (dont envois natifs du formulaire ${run.nativeSubmits})`);
      }
      const firstTapMs = median(runs.map((r) => r.firstTapMs));
      const reactionMs = median(runs.map((r) => r.reactionMs));
      const formMs = spec.form ? median(runs.map((r) => r.formMs)) : null;
      const hydratedMs = median(runs.map((r) => r.hydratedMs));
      const formReadyMs = spec.form ? median(runs.map((r) => r.formReadyMs)) : null;
      const ok = firstTapMs !== null && firstTapMs <= FIELD_TARGETS.firstTapMs && (!spec.form || (reactionMs !== null && reactionMs <= FIELD_TARGETS.reactionMs));
      const failedRuns = runs.filter((r) => r.firstTapMs === null || r.reactionMs === null).length;
      results.push({ path: spec.path, control: spec.label, firstTapMs, reactionMs, formMs, hydratedMs, formReadyMs, failedRuns, ok: ok && failedRuns === 0, runs });
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  console.log("");
  console.log(`Page          | Premier tap efficace / first working tap | React prêt / hydrated | Réaction / reaction | Formulaire / form | Objectif / target`);
  for (const r of results) {
    const target = `≤ ${FIELD_TARGETS.firstTapMs} ms${r.path === "/auth" ? "" : `, + ≤ ${FIELD_TARGETS.reactionMs} ms`}`;
    const failed = r.failedRuns ? ` (${r.failedRuns} passage(s) sans mesure / run(s) without a figure)` : "";
    console.log(`${r.path.padEnd(13)} | ${ms(r.firstTapMs).padEnd(40)} | ${ms(r.hydratedMs).padEnd(21)} | ${ms(r.reactionMs).padEnd(19)} | ${ms(r.formMs).padEnd(17)} | ${target} ${r.ok ? "✓" : "✗"}${failed}`);
  }

  const existing = existsSync(options.out) ? (JSON.parse(readFileSync(options.out, "utf8")) as Record<string, unknown>) : {};
  existing.field = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model.split(" ").slice(0, 2).join(" "), node: process.version },
    browser: browserVersion,
    profile: { ...FIELD_PROFILE, viewport: VIEWPORT, cache: "cold", serviceWorker: "blocked", runs: options.runs, tapEveryMs: TAP_EVERY_MS },
    targets: FIELD_TARGETS,
    pages: Object.fromEntries(results.map(({ path: p, ...rest }) => [p, rest])),
  };
  writeFileSync(options.out, JSON.stringify(existing, null, 2) + "\n");
  log(`écrit : ${options.out} (clé field)`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
