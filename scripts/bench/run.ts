// npm run bench — the production build against a generated year of data, on PGlite and (when
// BENCH_DATABASE_URL names a PostgreSQL server) on PostgreSQL: dashboards beside the raw SQL floor of
// their lines, recent transactions, 50 concurrent writers, the complete export of the month, the
// `npm start` tree's memory, and an operator's statement of 200,000 rows imported (PGlite). Prints a table
// per engine, then the change since the last comparable result with the machine's load average, and writes
// bench/results.json.
//   npm run bench -- [--supervisors 100 --partners 300 --days 365] [--engine pglite|postgres]
//                    [--duration 10] [--connections 1] [--out bench/results.json]
// A benchmark, not a test: figures depend on the machine. Only a full-size run writes bench/results.json.
// Reads are timed one request after another by default (--connections 1: what one user waits); the
// concurrent loads are the admin dashboard at 10 connections and the writers'.
// --connections 4 shows the reads under contention.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDb } from "@/lib/db/client";
import { buildIfNeeded } from "../lib/build.cjs";
import { loadCheckedEnv } from "@/lib/config/load-env";
import { chooseBaseline, compareResults, comparisonLines, readCandidates, type BenchFile } from "./lib/compare";
import { ensureDataset, type Dataset } from "./lib/dataset";
import { runExport } from "./lib/export-month";
import { measureSqlFloor, type SqlFloor } from "./lib/floor";
import { firstRequests, idleMemory, memoryLine, peakMemory } from "./lib/memory";
import { parseOptions, wanted, type Options } from "./lib/options";
import { login, runReads, type BenchContext } from "./lib/reads";
import { engineName, floorRatio, printEngine, type EngineReport } from "./lib/report";
import { startServer } from "./lib/server";
import { runStatementsBench } from "./lib/statements";
import type { ScenarioResult } from "./lib/targets";
import { verifyWrites, type Verification } from "./lib/verify-writes";
import { runWriters, type WriteCount } from "./lib/writers";

const log = (text: string) => console.log(`[bench] ${text}`);

/** The floor as a row of the table, just below the dashboard it is the floor of. */
function placeFloor(scenarios: ScenarioResult[], floor: SqlFloor | null) {
  if (!floor) return;
  const row: ScenarioResult = { id: "admin-dashboard-sql-floor", name: `Plancher SQL (lignes du jour, ${floor.rows})`, ...floor, peakRssMb: null, target: null, ok: null, notes: floor.sql };
  const dashboard = scenarios.findIndex((s) => s.id === "admin-dashboard-today");
  scenarios.splice(dashboard + 1, 0, row);
}

/** The server's part: memory idle, every scenario under it, memory idle again once they are done. */
async function serverScenarios(ctx: BenchContext, count: WriteCount): Promise<Pick<EngineReport, "idle" | "idleAfterLoad">> {
  const { server, dataset, options } = ctx;
  const admin = await login(server.url, dataset.adminPhone, dataset.adminCode);
  const supervisor = await login(server.url, "781000000", dataset.code);
  await firstRequests(server, admin.token);
  const idle = await idleMemory(server, dataset.engine);
  log(memoryLine("mémoire au repos", idle));
  await runReads(ctx, admin, supervisor);
  if (wanted(options, "writers")) await runWriters(ctx, count);
  if (wanted(options, "export")) await runExport(ctx, admin);
  const idleAfterLoad = await idleMemory(server, dataset.engine);
  log(memoryLine("mémoire au repos après les charges", idleAfterLoad));
  return { idle, idleAfterLoad };
}

async function benchEngine(dataset: Dataset, options: Options, port: number): Promise<EngineReport & { verification: Verification }> {
  // the floor first: PGlite's folder takes one process at a time, and the server is not started yet
  const floor = wanted(options, "admin-dashboard-sql-floor") || wanted(options, "admin-dashboard-today") ? await measureSqlFloor(dataset, dataset.today, options.warmup, options.duration) : null;
  if (floor) log(`plancher SQL : ${floor.rows} lignes, p50 ${floor.p50.toFixed(2)} ms, p95 ${floor.p95.toFixed(2)} ms`);
  const server = await startServer(dataset, port, log);
  const ctx: BenchContext = { server, dataset, options, scenarios: [], peaks: new Map(), floor, log };
  const count: WriteCount = { runId: `bench-${Date.now().toString(36)}`, created: 0, sent: 0 };
  let memory: Pick<EngineReport, "idle" | "idleAfterLoad">;
  try {
    memory = await serverScenarios(ctx, count);
  } finally {
    await server.stop();
  }
  const peak = peakMemory(ctx.scenarios, ctx.peaks, dataset.engine);
  placeFloor(ctx.scenarios, floor);
  const verification = await verifyWrites(dataset, count, ctx.scenarios, log);
  return { engine: dataset.engine, scenarios: ctx.scenarios, floor, floorRatio: floorRatio(ctx.scenarios, floor), ...memory, peak, verification };
}

function engineResults(dataset: Dataset, report: EngineReport & { verification: Verification }) {
  return {
    dataset: { today: dataset.today, transactions: dataset.transactions, lines: dataset.lines, seedSeconds: Math.round(dataset.seedSeconds) },
    idleMemory: report.idle,
    idleAfterLoad: report.idleAfterLoad,
    peakMemory: report.peak,
    sqlFloor: report.floor && { sql: report.floor.sql, day: report.floor.day, rows: report.floor.rows, p50: report.floor.p50, p95: report.floor.p95, ...report.floorRatio },
    scenarios: report.scenarios,
    verification: report.verification,
  };
}

/** The change since the last comparable result, printed and kept in the results (the flagged ones). */
function compareWithEarlier(results: BenchFile, out: string, cpus: number) {
  const { baseline, skipped } = chooseBaseline(results, readCandidates(out));
  const comparison = baseline ? compareResults(results, baseline) : null;
  console.log("");
  for (const line of comparisonLines(comparison, skipped, results.machine!.loadavg!, cpus)) console.log(line);
  if (!comparison) return null;
  const slower = comparison.engines.flatMap((e) => e.rows.filter((r) => r.slowerBy !== null).map((r) => ({ engine: e.engine, id: r.id, slowerBy: Math.round(r.slowerBy!), on: r.slowerOn })));
  return { source: comparison.source, date: comparison.date, slower };
}

async function main() {
  loadCheckedEnv();
  const options = parseOptions(process.argv.slice(2));
  const loadStart = os.loadavg();
  buildIfNeeded();
  const cpus = os.cpus().length;
  const machine = { cpus, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 1024 ** 3), node: process.version, loadavg: { start: loadStart, end: loadStart } };
  const settings = { connections: options.connections, writers: options.writers, duration: options.duration, warmup: options.warmup, scale: options.scale };
  const engines: Record<string, ReturnType<typeof engineResults>> = {};
  const reports: EngineReport[] = [];
  let port = 3210;
  // `--only statements`: the statement import alone, no dataset
  const onlyStatements = options.only.length > 0 && options.only.every((prefix) => "statements".startsWith(prefix));
  for (const engine of onlyStatements ? [] : options.engines) {
    const dataset = await ensureDataset(engine, options.scale, log);
    const report = await benchEngine(dataset, options, port++);
    engines[engine] = engineResults(dataset, report);
    reports.push(report);
  }
  // an operator's statement of 200,000 rows: its time and memory (docs/decisions/0107)
  const statements = wanted(options, "statements") ? runStatementsBench(log) : null;
  for (const run of statements?.runs ?? []) {
    log(`relevé de ${statements!.rows} lignes, ${run.label} : ${run.seconds} s (cible ≤ 60 s), +${run.peakAboveIdleMb} Mo (cible ≤ 100 Mo)`);
  }
  if (onlyStatements) {
    // the other figures of the last full run stay as they are
    if (statements && existsSync(options.out)) writeFileSync(options.out, JSON.stringify({ ...JSON.parse(readFileSync(options.out, "utf8")), statements }, null, 2) + "\n");
    return;
  }
  machine.loadavg.end = os.loadavg();
  for (const report of reports) printEngine(report);
  const results = { date: new Date().toISOString(), machine, settings, engines, statements, comparison: null as ReturnType<typeof compareWithEarlier> };
  // read before this run overwrites `out`: its previous content is one of the results to compare with
  results.comparison = compareWithEarlier(results, options.out, cpus);
  mkdirSync(path.dirname(options.out), { recursive: true });
  // npm run bench:field's figures (its `field` key) stay
  const field = existsSync(options.out) ? (JSON.parse(readFileSync(options.out, "utf8")) as { field?: unknown }).field : undefined;
  writeFileSync(options.out, JSON.stringify(field === undefined ? results : { ...results, field }, null, 2) + "\n");
  console.log(`\nRésultats écrits dans ${options.out} (${reports.map((r) => engineName(r.engine)).join(", ")})`);
}

main().catch(async (error) => {
  console.error(error);
  await closeDb().catch(() => undefined);
  process.exit(1);
});
