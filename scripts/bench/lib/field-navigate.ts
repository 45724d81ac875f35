// One cold navigation of the field bench (scripts/bench/field.ts), in one of three modes:
// - "hammer": the finger taps the control every 50 ms from the start (the first working tap), then, on the
//   dashboards, types into the form (the first accepted keystroke of that tap);
// - "ready": it waits until React has the control, taps once (the reaction), then types into the form;
// - "lcp": nobody touches the page (an input ends the largest-contentful-paint entries) until it has settled; its
//   largest paint and its cumulative layout shift.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { newContext, slowPage, traceResources } from "./field-browser";
import { typeIntoForm } from "./field-keystroke";
import { DIGIT, FORM_AMOUNT_FIELD, installProbe, type ProbeState } from "./field-probe";
import { clsOf } from "./field-report";

export interface PageSpec {
  path: string;
  role: "admin" | "supervisor" | null;
  /** the control tapped */
  control: string;
  label: string;
  /** what its tap shows (an element matching `effect`, holding `effectText` if given) */
  effect: string;
  effectText?: string;
  /** the transaction form inside the dialog (its code has arrived); the finger types into its amount field */
  form?: string;
}

export interface Navigation {
  /** navigation start → the first tap handled (ms) */
  firstTapMs: number | null;
  /** that tap → its effect on screen (ms) */
  reactionMs: number | null;
  /** that tap → the form in the dialog (ms) */
  formMs: number | null;
  /** that tap → the first keystroke the form's amount field kept, on screen (ms) */
  keystrokeMs: number | null;
  /** that tap → the page's listeners ran (ms): how long it waited for a busy main thread */
  waitMs: number | null;
  lostTaps: number;
  nativeSubmits: number;
  earlyTap: boolean;
  /** navigation start → React has the control */
  hydratedMs: number | null;
  /** navigation start → the form in the dialog */
  formReadyMs: number | null;
  /** "lcp" mode: the largest contentful paint (ms from the navigation's start) and its element */
  lcpMs: number | null;
  lcpElement: string | null;
  fcpMs: number | null;
  /** "lcp" mode: the cumulative layout shift (the largest session window, as Chromium's CLS), and what moved most in it */
  cls: number | null;
  clsElement: string | null;
}

export type Mode = "hammer" | "ready" | "lcp";

export interface Target {
  browser: Browser;
  baseURL: string;
  spec: PageSpec;
  cookie: string | null;
  /** the control's centre on screen */
  at: { x: number; y: number };
}

const TAP_EVERY_MS = 50;
export const RUN_TIMEOUT_MS = 20_000;
/** "lcp" mode: how long the page is left alone after its network has gone quiet */
const SETTLE_MS = 1_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (test: () => boolean, deadline: number) => {
  while (!test() && Date.now() < deadline) await sleep(10);
};

/** One cold navigation in `mode`, in a fresh context. */
export async function navigate({ browser, baseURL, spec, cookie, at }: Target, mode: Mode): Promise<Navigation> {
  const context = await newContext(browser, baseURL, cookie);
  try {
    const seen = { effect: false, form: false, ready: false };
    await context.exposeFunction("__fieldSeen", (effect: boolean, form: boolean) => {
      seen.effect ||= effect;
      seen.form ||= effect && form;
    });
    await context.exposeFunction("__fieldReady", () => {
      seen.ready = true;
    });
    await installProbe(context, { control: spec.control, effect: spec.effect, effectText: spec.effectText ?? null, form: spec.form ?? null });
    const page = await slowPage(context);
    const timeline = await startTimeline(browser, page, spec, mode);
    if (process.env.FIELD_TRACE) page.on("console", (m) => console.log(`    [console] ${m.text().slice(0, 200)}`));
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    const navigation = page.goto(spec.path, { waitUntil: "commit", timeout: RUN_TIMEOUT_MS }).catch(() => undefined);
    if (mode === "hammer") {
      // the finger: taps from the start, whatever the page shows, until one has its effect (a tap more, on
      // the open dialog's overlay, would close it)
      while (!seen.effect && Date.now() < deadline) {
        await page.touchscreen.tap(at.x, at.y).catch(() => undefined);
        await sleep(TAP_EVERY_MS);
      }
    } else if (mode === "ready") {
      await until(() => seen.ready, deadline);
      if (seen.ready) await page.touchscreen.tap(at.x, at.y).catch(() => undefined);
      await until(() => seen.effect, deadline);
    }
    if (mode !== "lcp" && spec.form && seen.effect) await typeIntoForm(page, deadline);
    // then, without tapping, until the form is there and React has the control (after a tap answered early)
    if (mode !== "lcp") await until(() => (seen.form || !spec.form) && seen.ready, deadline);
    await navigation;
    const state = await readState(page, spec);
    // what was typed into the frame must be in the form once it has taken over, or that keystroke was lost
    if (mode !== "lcp" && spec.form && state.keyAt !== null) {
      const kept = await page.evaluate(({ selector, digit }) => (document.querySelector(selector) as HTMLInputElement | null)?.value.includes(digit) ?? false, { selector: FORM_AMOUNT_FIELD, digit: DIGIT });
      if (!kept) {
        console.log(`    ${mode} : la saisie dans le cadre n'est pas passée au formulaire`);
        state.keyAt = null;
      }
    }
    const lcp = mode === "lcp" ? await settledPaints(page) : null;
    if (process.env.FIELD_TRACE) console.log(await traceResources(page));
    // the page's own requests done (its lists, the copy kept for offline use) before the next cold navigation:
    // a server still busy answering this one would slow the next one's HTML
    await page.waitForLoadState("networkidle", { timeout: RUN_TIMEOUT_MS }).catch(() => undefined);
    if (timeline) await browser.stopTracing();
    return summarize(state, mode, lcp);
  } finally {
    await context.close();
  }
}

/** FIELD_TIMELINE=dir: Chromium's timeline of the "ready" navigation (FIELD_TIMELINE_MODE=hammer or lcp: that one). */
async function startTimeline(browser: Browser, page: Page, spec: PageSpec, mode: Mode) {
  if (!process.env.FIELD_TIMELINE || mode !== (process.env.FIELD_TIMELINE_MODE ?? "ready")) return null;
  const file = path.join(process.env.FIELD_TIMELINE, `${spec.path.replace(/\//g, "_")}-${mode}-${Date.now()}.json`);
  await browser.startTracing(page, { path: file, categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading"] });
  console.log(`[bench:field] chronologie : ${file}`);
  return file;
}

/** The probe's record, read once the page left standing has loaded (a lost tap may have submitted the form natively). */
async function readState(page: Page, spec: PageSpec): Promise<ProbeState> {
  for (let attempt = 0; ; attempt++) {
    await page.waitForLoadState("domcontentloaded");
    try {
      const state = (await page.evaluate(() => JSON.parse(sessionStorage.getItem("__field") ?? "null"))) as ProbeState | null;
      if (!state) throw new Error(`${spec.path} : la sonde n'a rien enregistré`);
      return state;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

/** The last largest-contentful-paint candidate and the layout shifts once the page has settled (its network quiet, then 1 s more). */
async function settledPaints(page: Page) {
  await page.waitForLoadState("load", { timeout: RUN_TIMEOUT_MS }).catch(() => undefined);
  await page.waitForLoadState("networkidle", { timeout: RUN_TIMEOUT_MS }).catch(() => undefined);
  await sleep(SETTLE_MS);
  const { candidates, fcp, shifts } = await page.evaluate(() => ({
    candidates: ((window as unknown as { __fieldLcp?: { t: number; size: number; element: string }[] }).__fieldLcp ?? []).slice(),
    shifts: ((window as unknown as { __fieldShifts?: { t: number; value: number; element: string }[] }).__fieldShifts ?? []).slice(),
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
  }));
  if (process.env.FIELD_TRACE) for (const c of candidates) console.log(`    LCP candidat ${c.t} ms, ${c.size} px² : ${c.element}`);
  if (process.env.FIELD_TRACE) for (const s of shifts) console.log(`    décalage ${s.t} ms, ${s.value.toFixed(4)} : ${s.element}`);
  const last = candidates[candidates.length - 1] ?? null;
  return { lcpMs: last ? last.t : null, lcpElement: last ? last.element : null, fcpMs: fcp === null ? null : Math.round(fcp), ...clsOf(shifts) };
}

function summarize(state: ProbeState, mode: Mode, lcp: Awaited<ReturnType<typeof settledPaints>> | null): Navigation {
  const index = state.taps.findIndex((tap) => tap.live);
  const tap = index >= 0 ? state.taps[index]! : null;
  const worked = tap !== null && state.effectAt !== null && state.effectAt >= tap.t - 1;
  // a run without a working tap says what the probe saw
  if (process.env.FIELD_TRACE || (mode !== "lcp" && !worked)) console.log(`    ${mode} : ${JSON.stringify(state)}`);
  const since = (at: number | null | undefined, from: number) => (at === null || at === undefined ? null : Math.round(at - from));
  return {
    firstTapMs: worked ? since(tap!.t, state.t0) : null,
    reactionMs: worked ? since(state.effectAt, tap!.t) : null,
    formMs: worked ? since(state.formAt, tap!.t) : null,
    keystrokeMs: worked ? since(state.keyAt, tap!.t) : null,
    waitMs: worked ? since(tap!.handledAt, tap!.t) : null,
    lostTaps: index >= 0 ? index : state.taps.length,
    nativeSubmits: state.nativeSubmits,
    earlyTap: worked && tap!.early === true,
    hydratedMs: since(state.readyAt, state.t0),
    formReadyMs: since(state.formAt, state.t0),
    lcpMs: lcp?.lcpMs ?? null,
    lcpElement: lcp?.lcpElement ?? null,
    fcpMs: lcp?.fcpMs ?? null,
    cls: lcp?.cls ?? null,
    clsElement: lcp?.clsElement ?? null,
  };
}
