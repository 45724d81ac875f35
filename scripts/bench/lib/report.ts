// What npm run bench prints for each engine: the scenarios' table, the admin dashboard against its raw SQL
// floor, and the `npm start` tree's memory idle and at its peak, each against its target.
import type { Engine } from "./dataset";
import type { SqlFloor } from "./floor";
import { memoryLine, type IdleMemory, type PeakMemory } from "./memory";
import { okText, targetText, type ScenarioResult } from "./targets";

export interface FloorRatio {
  /** the single-client admin dashboard's p50 over the floor's */
  dashboardP50: number;
  floorP50: number;
  ratio: number;
  /** held only on PostgreSQL, where the dashboard's target is set */
  targetRatio: number | null;
  ok: boolean | null;
}

export interface EngineReport {
  engine: Engine;
  scenarios: ScenarioResult[];
  floor: SqlFloor | null;
  floorRatio: FloorRatio | null;
  idle: IdleMemory | null;
  idleAfterLoad: IdleMemory | null;
  peak: PeakMemory | null;
}

export const engineName = (engine: string) => (engine === "postgres" ? "PostgreSQL" : "PGlite");

export function floorRatio(scenarios: ScenarioResult[], floor: SqlFloor | null): FloorRatio | null {
  const dashboard = scenarios.find((s) => s.id === "admin-dashboard-today");
  if (!dashboard || !floor || !(floor.p50 > 0)) return null;
  const targetRatio = dashboard.target?.floorRatio ?? null;
  const ratio = dashboard.p50 / floor.p50;
  return { dashboardP50: dashboard.p50, floorP50: floor.p50, ratio, targetRatio, ok: targetRatio === null ? null : ratio <= targetRatio };
}

export function printTable(engine: Engine, scenarios: ScenarioResult[]) {
  const rows = scenarios.map((s) => [
    s.name,
    s.p50.toFixed(1),
    s.p95.toFixed(1),
    s.p99.toFixed(1),
    s.rps.toFixed(1),
    s.peakRssMb === null ? "—" : String(s.peakRssMb),
    s.responseBytes === undefined ? "" : (s.responseBytes / 1024).toFixed(1),
    targetText(s.target),
    okText(s.ok),
  ]);
  const head = ["Scénario", "p50 ms", "p95 ms", "p99 ms", "req/s", "pic RSS Mo", "corps Ko", "Objectif", ""];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 7 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\n${engineName(engine)}`);
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}

export function printEngine(report: EngineReport) {
  printTable(report.engine, report.scenarios);
  const { floor, floorRatio: ratio } = report;
  if (floor) {
    console.log(`Plancher SQL : ${floor.rows} lignes du ${floor.day}, p50 ${floor.p50.toFixed(2)} ms, p95 ${floor.p95.toFixed(2)} ms (« ${floor.sql} », requête après requête)`);
  }
  if (ratio) {
    const target = ratio.targetRatio === null ? "" : ` (objectif ≤ ${ratio.targetRatio}× : ${okText(ratio.ok)})`;
    console.log(`Tableau de bord admin (aujourd'hui) p50 / plancher SQL p50 : ${ratio.dashboardP50.toFixed(2)} / ${ratio.floorP50.toFixed(2)} ms = ${ratio.ratio.toFixed(1)}×${target}`);
  }
  if (report.idle) console.log(memoryLine("Mémoire au repos (npm start entier, 30 s après les premières requêtes)", report.idle));
  if (report.idleAfterLoad) console.log(memoryLine("Mémoire au repos (npm start entier, 30 s après les charges du banc)", report.idleAfterLoad));
  if (report.peak) console.log(memoryLine(`Pic de mémoire sous charge (npm start entier, pendant « ${report.peak.scenario} »)`, report.peak));
}
