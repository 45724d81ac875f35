// The field bench's figures (scripts/bench/field.ts): the runs of a page turned into medians and checked
// against the targets, the table printed, and `field` written into bench/results.json (other keys kept).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import type { Navigation, PageSpec } from "./field-navigate";

/**
 * The field targets (docs/performance.md): the first working tap, the + answering, the largest paint, and the form
 * taking a keystroke after a tap on +; the page holding still while it loads (its cumulative layout shift).
 */
export const FIELD_TARGETS = { firstTapMs: 1_000, reactionMs: 100, lcpMs: 1_500, keystrokeMs: 1_500, cls: 0.05 };

export interface FieldRun {
  /** navigation start → the first working tap (ms); null: no tap worked before the timeout */
  firstTapMs: number | null;
  /** a tap on the just-ready control → its visible effect (ms; second navigation) */
  reactionMs: number | null;
  /** of which: waiting for the main thread before the page's listeners ran */
  reactionWaitMs: number | null;
  /** that tap → the form inside the dialog (ms) */
  formMs: number | null;
  /** the first working tap → the first keystroke the form's amount field kept (ms; first navigation) */
  keystrokeFirstTapMs: number | null;
  /** the tap on the just-ready control → the first keystroke the amount field kept (ms; second navigation) */
  keystrokeReadyMs: number | null;
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
  /** navigation start → the largest contentful paint, untouched page (third navigation), and its element */
  lcpMs: number | null;
  lcpElement: string | null;
  /** navigation start → the first contentful paint (third navigation) */
  fcpMs: number | null;
  /** the cumulative layout shift of the untouched page (third navigation), and what moved most */
  cls: number | null;
  clsElement: string | null;
}

export interface Shift {
  t: number;
  value: number;
  element: string;
}

/**
 * The cumulative layout shift of the shifts recorded: web-vitals' definition, the largest session window (shifts
 * less than 1 s apart, 5 s at most), and the element that moved most in the largest shift of that window.
 */
export function clsOf(shifts: Shift[]): { cls: number; clsElement: string | null } {
  let best = { value: 0, shifts: [] as Shift[] };
  let window = { value: 0, shifts: [] as Shift[] };
  for (const shift of shifts) {
    const first = window.shifts[0];
    const last = window.shifts[window.shifts.length - 1];
    if (first && last && shift.t - last.t < 1_000 && shift.t - first.t < 5_000) window = { value: window.value + shift.value, shifts: [...window.shifts, shift] };
    else window = { value: shift.value, shifts: [shift] };
    if (window.value > best.value) best = window;
  }
  const largest = [...best.shifts].sort((a, b) => b.value - a.value)[0];
  return { cls: Math.round(best.value * 1000) / 1000, clsElement: largest ? largest.element : null };
}

/** The runs of one page: the first working tap and keystroke (hammer), the reaction (ready), the largest paint (lcp). */
export function runOf(hammer: Navigation, ready: Navigation, lcp: Navigation): FieldRun {
  return {
    firstTapMs: hammer.firstTapMs,
    reactionMs: ready.reactionMs,
    reactionWaitMs: ready.waitMs,
    formMs: ready.formMs,
    keystrokeFirstTapMs: hammer.keystrokeMs,
    keystrokeReadyMs: ready.keystrokeMs,
    lostTaps: hammer.lostTaps,
    nativeSubmits: hammer.nativeSubmits,
    earlyTap: hammer.earlyTap,
    hydratedMs: hammer.hydratedMs,
    formReadyMs: hammer.formReadyMs,
    lcpMs: lcp.lcpMs,
    lcpElement: lcp.lcpElement,
    fcpMs: lcp.fcpMs,
    cls: lcp.cls,
    clsElement: lcp.clsElement,
  };
}

/** The median of the runs that measured something (those that did not are counted apart: `failedRuns`). */
export function median(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type FieldPageResult = ReturnType<typeof pageResult>;

/** A page's medians, the element of its median largest paint, and each target held or not. */
export function pageResult(spec: PageSpec, runs: FieldRun[]) {
  const pick = (key: keyof FieldRun) => median(runs.map((r) => r[key] as number | null));
  const dashboard = Boolean(spec.form);
  const [firstTapMs, reactionMs, lcpMs, cls] = [pick("firstTapMs"), pick("reactionMs"), pick("lcpMs"), pick("cls")];
  const [keystrokeFirstTapMs, keystrokeReadyMs] = dashboard ? [pick("keystrokeFirstTapMs"), pick("keystrokeReadyMs")] : [null, null];
  // the element of the run nearest the median (with an even count the median is between two runs)
  const lcpRun = lcpMs === null ? null : runs.filter((r) => r.lcpMs !== null).sort((a, b) => Math.abs(a.lcpMs! - lcpMs) - Math.abs(b.lcpMs! - lcpMs))[0]!;
  const within = (v: number | null, max: number) => v !== null && v <= max;
  const okByTarget = {
    firstTap: within(firstTapMs, FIELD_TARGETS.firstTapMs),
    reaction: !dashboard || within(reactionMs, FIELD_TARGETS.reactionMs),
    lcp: within(lcpMs, FIELD_TARGETS.lcpMs),
    cls: within(cls, FIELD_TARGETS.cls),
    keystroke: !dashboard || (within(keystrokeFirstTapMs, FIELD_TARGETS.keystrokeMs) && within(keystrokeReadyMs, FIELD_TARGETS.keystrokeMs)),
  };
  const failedRuns = runs.filter((r) => r.firstTapMs === null || r.reactionMs === null || r.lcpMs === null || (dashboard && (r.keystrokeFirstTapMs === null || r.keystrokeReadyMs === null))).length;
  return {
    path: spec.path,
    control: spec.label,
    firstTapMs,
    reactionMs,
    formMs: dashboard ? pick("formMs") : null,
    hydratedMs: pick("hydratedMs"),
    formReadyMs: dashboard ? pick("formReadyMs") : null,
    keystrokeFirstTapMs,
    keystrokeReadyMs,
    lcpMs,
    lcpElement: lcpRun?.lcpElement ?? null,
    fcpMs: pick("fcpMs"),
    cls,
    clsElement: runs.find((r) => r.cls === cls)?.clsElement ?? null,
    /** runs without a working tap within 20 s, or without a keystroke kept or a largest paint */
    failedRuns,
    okByTarget,
    ok: Object.values(okByTarget).every(Boolean) && failedRuns === 0,
    runs,
  };
}

export const ms = (v: number | null) => (v === null ? "—" : `${v} ms`);

/** One line per run, as it is measured. */
export function runLine(spec: PageSpec, i: number, run: FieldRun): string {
  const form = spec.form ? `, formulaire du premier tap ${ms(run.formReadyMs)}, saisie après le premier tap ${ms(run.keystrokeFirstTapMs)}` : "";
  const ready = spec.form ? `, formulaire ${ms(run.formMs)}, saisie ${ms(run.keystrokeReadyMs)}` : "";
  return `${spec.path} #${i + 1} : premier tap efficace ${ms(run.firstTapMs)}${run.earlyTap ? " (script précoce)" : ""}, React prêt ${ms(run.hydratedMs)}${form}, réaction ${ms(run.reactionMs)} (dont attente du fil principal ${ms(run.reactionWaitMs)})${ready}, taps perdus ${run.lostTaps} (dont envois natifs du formulaire ${run.nativeSubmits}) ; LCP ${ms(run.lcpMs)} ${run.lcpElement ?? ""} (FCP ${ms(run.fcpMs)}) ; CLS ${run.cls ?? "—"}${run.cls ? ` ${run.clsElement}` : ""}`;
}

export function printTable(results: FieldPageResult[]) {
  const cols = ["Page", "Premier tap", "React prêt", "Réaction", "Formulaire", "Saisie (1er tap)", "Saisie (prêt)", "LCP", "CLS", "OK"];
  console.log(`\n${cols.join(" | ")}`);
  for (const r of results) {
    const failed = r.failedRuns ? ` (${r.failedRuns} passage(s) sans mesure complète)` : "";
    const cells = [r.path.padEnd(11), ms(r.firstTapMs), ms(r.hydratedMs), ms(r.reactionMs), ms(r.formMs), ms(r.keystrokeFirstTapMs), ms(r.keystrokeReadyMs), ms(r.lcpMs), r.cls === null ? "—" : String(r.cls)];
    const misses = Object.entries(r.okByTarget).filter(([, held]) => !held).map(([name]) => name);
    console.log(`${cells.join(" | ")} | ${r.ok ? "✓" : `✗ ${misses.join(", ")}`}${failed}`);
    console.log(`${"".padEnd(11)}   LCP : ${r.lcpElement ?? "—"}${r.cls ? ` ; CLS : ${r.clsElement}` : ""}`);
  }
  const t = FIELD_TARGETS;
  console.log(`Objectifs : premier tap ≤ ${t.firstTapMs} ms, réaction du + ≤ ${t.reactionMs} ms, LCP ≤ ${t.lcpMs} ms, CLS ≤ ${t.cls}, saisie acceptée ≤ ${t.keystrokeMs} ms après le tap sur +`);
}

/** Writes `field` into `out` (the file's other keys kept). */
export function writeResults(out: string, results: FieldPageResult[], extra: { browser: string; profile: object }) {
  const existing = existsSync(out) ? (JSON.parse(readFileSync(out, "utf8")) as Record<string, unknown>) : {};
  existing.field = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model.split(" ").slice(0, 2).join(" "), node: process.version, loadavg: os.loadavg().map((v) => Math.round(v * 100) / 100) },
    browser: extra.browser,
    profile: extra.profile,
    targets: FIELD_TARGETS,
    pages: Object.fromEntries(results.map(({ path: p, ...rest }) => [p, rest])),
  };
  writeFileSync(out, JSON.stringify(existing, null, 2) + "\n");
}
