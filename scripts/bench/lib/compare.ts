// A run of `npm run bench` against the previous one it can be compared with: each engine's scenarios,
// matched by id, with the change in percent of p50, p95, req/s and peak memory, and a flag on any that
// got more than SLOWER_BY slower (p95 up or req/s down). Timings move with whatever else the machine is
// doing, so the load average at the start and the end of the run is printed beside them, with a warning
// when it says the figures cannot be trusted.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

/** percent: a scenario whose p95 rose, or whose req/s fell, by more than this is flagged */
export const SLOWER_BY = 20;

export interface ScenarioFigures {
  id: string;
  name: string;
  p50: number;
  p95: number;
  rps: number;
  peakRssMb?: number | null;
}

export interface LoadAverage {
  /** os.loadavg() when the run started and when it ended: 1, 5 and 15 minutes */
  start: number[];
  end: number[];
}

/** What of a results file the comparison reads (older files lack the newer fields). */
export interface BenchFile {
  date?: string;
  machine?: { cpus?: number; loadavg?: LoadAverage };
  settings?: { connections?: number; writers?: number; duration?: number; scale?: { supervisors: number; partners: number; days: number } };
  engines?: Record<string, { scenarios?: ScenarioFigures[]; idleMemory?: { rssMb: number } | null }>;
}

/** An earlier result: where it comes from, and its content (null: absent or unreadable). */
export interface Candidate {
  source: string;
  file: BenchFile | null;
}

export interface Change {
  before: number | null;
  after: number | null;
  /** (after − before) / before, in percent; null when either is missing */
  percent: number | null;
}

export interface ScenarioChange {
  id: string;
  name: string;
  p50: Change;
  p95: Change;
  rps: Change;
  peakRssMb: Change;
  /** how much slower, in percent, when past SLOWER_BY; null otherwise */
  slowerBy: number | null;
  slowerOn: "p95" | "req/s" | null;
}

export interface EngineComparison {
  engine: string;
  rows: ScenarioChange[];
  /** scenarios measured now but not then, and then but not now (names) */
  added: string[];
  removed: string[];
  idle: Change | null;
}

export interface Comparison {
  source: string;
  date: string | null;
  baselineLoad: LoadAverage | null;
  engines: EngineComparison[];
  /** engines measured now that the earlier run did not measure */
  missingEngines: string[];
  /** what differs between the two runs without making them incomparable */
  notes: string[];
}

const scaleText = (s: { supervisors: number; partners: number; days: number } | undefined) => (s ? `${s.supervisors}×${s.partners}×${s.days}` : "taille inconnue");

/** Why an earlier result cannot be set beside this one (another dataset, other loads), or null. */
export function whyNotComparable(current: BenchFile, earlier: BenchFile): string | null {
  const [now, then] = [current.settings ?? {}, earlier.settings ?? {}];
  if (scaleText(now.scale) !== scaleText(then.scale)) return `autre jeu de données (${scaleText(then.scale)}, ici ${scaleText(now.scale)})`;
  if (now.connections !== then.connections) return `lectures à ${then.connections ?? "?"} connexion(s), ici ${now.connections ?? "?"}`;
  if (now.writers !== then.writers) return `${then.writers ?? "?"} écrivains, ici ${now.writers ?? "?"}`;
  if (!earlier.engines || Object.keys(earlier.engines).length === 0) return "aucun moteur mesuré";
  return null;
}

/** The first candidate this run can be compared with, and why each one before it was passed over. */
export function chooseBaseline(current: BenchFile, candidates: Candidate[]): { baseline: { source: string; file: BenchFile } | null; skipped: string[] } {
  const skipped: string[] = [];
  for (const { source, file } of candidates) {
    if (!file) continue;
    const reason = whyNotComparable(current, file);
    if (reason === null) return { baseline: { source, file }, skipped };
    skipped.push(`${source} : ${reason}`);
  }
  return { baseline: null, skipped };
}

function change(before: number | null | undefined, after: number | null | undefined): Change {
  const b = typeof before === "number" && Number.isFinite(before) ? before : null;
  const a = typeof after === "number" && Number.isFinite(after) ? after : null;
  return { before: b, after: a, percent: b !== null && a !== null && b > 0 ? ((a - b) / b) * 100 : null };
}

export function compareScenario(before: ScenarioFigures, after: ScenarioFigures, threshold = SLOWER_BY): ScenarioChange {
  const row = {
    id: after.id,
    name: after.name,
    p50: change(before.p50, after.p50),
    p95: change(before.p95, after.p95),
    rps: change(before.rps, after.rps),
    peakRssMb: change(before.peakRssMb, after.peakRssMb),
  };
  // slower: the p95 rose, or the rate fell (by the share of the earlier rate it lost)
  const p95Up = row.p95.percent ?? 0;
  const rpsDown = -(row.rps.percent ?? 0);
  const worst = Math.max(p95Up, rpsDown);
  const slower = worst > threshold;
  return { ...row, slowerBy: slower ? worst : null, slowerOn: !slower ? null : p95Up >= rpsDown ? "p95" : "req/s" };
}

export function compareResults(current: BenchFile, baseline: { source: string; file: BenchFile }, threshold = SLOWER_BY): Comparison {
  const engines: EngineComparison[] = [];
  const missingEngines: string[] = [];
  for (const [engine, now] of Object.entries(current.engines ?? {})) {
    const then = baseline.file.engines?.[engine];
    if (!then) {
      missingEngines.push(engine);
      continue;
    }
    const earlier = new Map((then.scenarios ?? []).map((s) => [s.id, s]));
    const nowScenarios = now.scenarios ?? [];
    const rows = nowScenarios.filter((s) => earlier.has(s.id)).map((s) => compareScenario(earlier.get(s.id)!, s, threshold));
    const added = nowScenarios.filter((s) => !earlier.has(s.id)).map((s) => s.name);
    const nowIds = new Set(nowScenarios.map((s) => s.id));
    const removed = (then.scenarios ?? []).filter((s) => !nowIds.has(s.id)).map((s) => s.name);
    const idle = now.idleMemory && then.idleMemory ? change(then.idleMemory.rssMb, now.idleMemory.rssMb) : null;
    engines.push({ engine, rows, added, removed, idle });
  }
  const notes: string[] = [];
  const [now, then] = [current.settings?.duration, baseline.file.settings?.duration];
  if (now !== then) notes.push(`durée mesurée ${then ?? "?"} s la fois précédente, ${now ?? "?"} s ici : les p95 d'un passage court tiennent à moins de requêtes`);
  return { source: baseline.source, date: baseline.file.date ?? null, baselineLoad: baseline.file.machine?.loadavg ?? null, engines, missingEngines, notes };
}

export const percentText = (percent: number | null) => {
  if (percent === null) return "—";
  const rounded = Math.round(percent);
  return rounded === 0 ? "0 %" : `${rounded > 0 ? "+" : "−"}${Math.abs(rounded)} %`;
};

export const slowerText = (row: ScenarioChange) => (row.slowerBy === null ? "" : `⚠ plus lent de ${Math.round(row.slowerBy)} % (${row.slowerOn})`);

const dateText = (iso: string) => (/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso);

const loadText = (values: number[]) => values.map((v) => v.toFixed(2)).join(" / ");

/** The machine's load at the start and the end of the run, and whether it leaves the figures any worth. */
export function loadLines(load: LoadAverage, cpus: number): string[] {
  const limit = cpus / 2;
  const lines = [`Charge de la machine (moyenne sur 1 / 5 / 15 min, ${cpus} cœurs) : au départ ${loadText(load.start)} ; à la fin ${loadText(load.end)}`];
  if ((load.start[0] ?? 0) > limit) {
    lines.push(`⚠ charge de ${load.start[0]!.toFixed(2)} au départ (plus que cœurs ÷ 2 = ${limit}) : la machine faisait déjà autre chose, chiffres peu fiables`);
  }
  if ((load.end[0] ?? 0) > limit) {
    lines.push(`⚠ charge de ${load.end[0]!.toFixed(2)} à la fin (plus que cœurs ÷ 2 = ${limit}) : chiffres peu fiables (la charge du banc lui-même y compte : la comparer à celle du départ)`);
  }
  return lines;
}

function engineLines(engine: EngineComparison): string[] {
  const head = ["Scénario", "p50", "p95", "req/s", "pic RSS", ""];
  const rows = engine.rows.map((r) => [r.name, percentText(r.p50.percent), percentText(r.p95.percent), percentText(r.rps.percent), percentText(r.peakRssMb.percent), slowerText(r)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ").trimEnd();
  const lines = [`${engine.engine === "postgres" ? "PostgreSQL" : "PGlite"}`, line(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)];
  if (engine.idle) lines.push(`Mémoire au repos : ${engine.idle.before} → ${engine.idle.after} Mo (${percentText(engine.idle.percent)})`);
  if (engine.added.length) lines.push(`Nouveaux (rien à comparer) : ${engine.added.join(", ")}`);
  if (engine.removed.length) lines.push(`Mesurés la fois précédente, pas cette fois : ${engine.removed.join(", ")}`);
  const slower = engine.rows.filter((r) => r.slowerBy !== null);
  lines.push(slower.length ? `⚠ ${slower.length} scénario(s) plus lent(s) de plus de ${SLOWER_BY} %` : `Aucun scénario plus lent de plus de ${SLOWER_BY} %`);
  return lines;
}

/**
 * The comparison as printed: the earlier run it is set against (or why there is none), each engine's
 * changes, then the load average of both runs, without which a change means little.
 */
export function comparisonLines(comparison: Comparison | null, skipped: string[], load: LoadAverage, cpus: number): string[] {
  const lines: string[] = [];
  if (!comparison) {
    lines.push("Comparaison : aucun résultat précédent comparable.");
    for (const reason of skipped) lines.push(`  écarté — ${reason}`);
  } else {
    lines.push(`Comparaison avec ${comparison.source}${comparison.date ? `, du ${dateText(comparison.date)}` : ""} : variation en %, ⚠ au-delà de ${SLOWER_BY} % plus lent (p95 ou req/s)`);
    for (const reason of skipped) lines.push(`  écarté — ${reason}`);
    for (const note of comparison.notes) lines.push(`  ${note}`);
    for (const engine of comparison.engines) lines.push("", ...engineLines(engine));
    for (const engine of comparison.missingEngines) lines.push("", `${engine} : pas mesuré la fois précédente, rien à comparer`);
    lines.push("");
  }
  lines.push(...loadLines(load, cpus));
  if (comparison) {
    const then = comparison.baselineLoad;
    lines.push(then ? `Charge lors du passage de référence : au départ ${loadText(then.start)} ; à la fin ${loadText(then.end)}` : "Charge lors du passage de référence : non relevée");
  }
  return lines;
}

function parse(text: string): BenchFile | null {
  try {
    return JSON.parse(text) as BenchFile;
  } catch {
    return null;
  }
}

/** A file as the last commit has it (relative to the current folder), or null when it is not committed. */
function committed(file: string): BenchFile | null {
  try {
    return parse(execFileSync("git", ["show", `HEAD:./${file}`], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 }));
  } catch {
    return null;
  }
}

/**
 * The earlier results this run may be set against, best first; read before the run writes `out`. The
 * committed version of `out` (the reference a change is judged by), then `out` as the previous run left
 * it, then the committed full-size result (comparable only at the same size and loads).
 */
export function readCandidates(out: string, reference = "bench/results.json"): Candidate[] {
  const candidates: Candidate[] = [{ source: `${out} (dernier commit)`, file: committed(out) }];
  if (existsSync(out)) candidates.push({ source: `${out} (passage précédent)`, file: parse(readFileSync(out, "utf8")) });
  if (out !== reference) candidates.push({ source: `${reference} (dernier commit)`, file: committed(reference) });
  return candidates;
}
