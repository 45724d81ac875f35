// npm run bench — the production build against a generated year of data, on PGlite and (when
// BENCH_DATABASE_URL names a PostgreSQL server) on PostgreSQL: dashboards, recent transactions, 50
// concurrent writers, the complete export of the month. Prints a table and writes bench/results.json.
//   npm run bench -- [--supervisors 100 --partners 300 --days 365] [--engine pglite|postgres]
//                    [--duration 10] [--connections 1] [--out bench/results.json]
// A benchmark, not a test: figures depend on the machine. Only a full-size run writes bench/results.json.
// Reads are timed one request after another by default (--connections 1: what one user waits); the
// concurrent load is the writers' scenario. --connections 4 shows the reads under contention.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type autocannon from "autocannon";
import { closeDb, getDb, queryRows } from "@/lib/db/client";
import { addDays } from "@/lib/domain/periods";
import { findLineMismatches } from "@/lib/services/ledger/verify";
import { buildIfNeeded } from "../lib/build.cjs";
import { loadCheckedEnv } from "../lib/load-env";
import { FULL_SCALE, parseScaleArgs, type ScaleArgs } from "../lib/scale-args";
import { ensureDataset, useDatabase, type Dataset, type Engine } from "./lib/dataset";
import { runLoad, runPaced, summarise, type LoadResult } from "./lib/load";
import { startServer, type BenchServer, type ProcessRss } from "./lib/server";

interface Target {
  /** p95 at most, in ms */
  p95?: number;
  /** the offered rate (requests per second) that must be delivered, within 5 % */
  atRate?: number;
  /** successful requests per second at least */
  rps?: number;
  /** duration of one request at most, in ms (the export) */
  max?: number;
}

interface ScenarioResult extends LoadResult {
  id: string;
  name: string;
  peakRssMb: number;
  target: Target | null;
  ok: boolean | null;
  notes?: string;
}

interface Options {
  scale: ScaleArgs;
  engines: Engine[];
  duration: number;
  warmup: number;
  connections: number;
  writers: number;
  out: string;
  /** only the scenarios whose id starts with one of these (a quick look at one path) */
  only: string[];
}

const WRITE_RATE = 300;
const log = (text: string) => console.log(`[bench] ${text}`);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

function parseOptions(argv: string[]): Options {
  const { args: scale, rest } = parseScaleArgs(argv);
  const full = scale.supervisors === FULL_SCALE.supervisors && scale.partners === FULL_SCALE.partners && scale.days === FULL_SCALE.days;
  const options: Options = {
    scale,
    engines: process.env.BENCH_DATABASE_URL ? ["postgres", "pglite"] : ["pglite"],
    duration: 10,
    warmup: 3,
    connections: 1,
    writers: 50,
    out: full ? "bench/results.json" : "bench/results-quick.json",
    only: [],
  };
  for (let i = 0; i < rest.length; i++) {
    const [flag, value] = [rest[i], rest[i + 1]];
    i++;
    if (flag === "--engine" && (value === "pglite" || value === "postgres")) options.engines = [value];
    else if (flag === "--duration") options.duration = Number(value);
    else if (flag === "--warmup") options.warmup = Number(value);
    else if (flag === "--connections") options.connections = Number(value);
    else if (flag === "--writers") options.writers = Number(value);
    else if (flag === "--out" && value) options.out = value;
    else if (flag === "--only" && value) options.only = value.split(",");
    else throw new Error(`option inconnue ou incomplète : ${flag} ${value ?? ""}`);
  }
  if (options.engines.includes("postgres") && !process.env.BENCH_DATABASE_URL) {
    throw new Error("--engine postgres demande BENCH_DATABASE_URL (ex. postgres://postgres@127.0.0.1:5432/postgres)");
  }
  return options;
}

async function login(url: string, telephone: string, code: string): Promise<{ token: string; id: string }> {
  const response = await fetch(`${url}/api/users/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ telephone, Code: code }),
  });
  const json = (await response.json()) as { success: boolean; message: string; data: { token: string; user: { id: string } } | null };
  if (!json.success || !json.data) throw new Error(`connexion de ${telephone} refusée : ${json.message}`);
  return { token: json.data.token, id: json.data.user.id };
}

function check(result: LoadResult, target: Target | null): boolean | null {
  if (!target) return null;
  if (result.errors > 0) return false;
  if (target.p95 !== undefined && !(result.p95 <= target.p95)) return false;
  if (target.rps !== undefined && !(result.rps >= target.rps)) return false;
  if (target.max !== undefined && !(result.max <= target.max)) return false;
  if (target.atRate !== undefined && !(result.rps >= target.atRate * 0.95)) return false;
  return true;
}

async function measured(server: BenchServer, run: () => Promise<LoadResult>): Promise<{ result: LoadResult; peakRssMb: number }> {
  server.resetPeak();
  const result = await run();
  return { result, peakRssMb: mb(server.peakRss()) };
}

/** The writers' bodies: partner movements and Début / Fin entries, as a supervisor types them. */
function writerBody(supervisorId: string, n: number): string {
  const montant = 1_000 + ((n * 7919) % 50) * 500;
  const kind = n % 5;
  if (kind <= 2) return JSON.stringify({ superviseurId: supervisorId, typeOperation: kind === 0 ? "retrait" : "depot", montant, partenaireNom: "Boutique Bench" });
  return JSON.stringify({ superviseurId: supervisorId, typeOperation: kind === 3 ? "depot" : "retrait", montant: montant * 10, typeCompte: "LIQUIDE" });
}

/**
 * Idle RSS is read this long after the first requests: V8's memory reducer gives back the heap the pages'
 * rendering grew about 15 s after the last request (measured: 265 MB for the server at 10 s, 227 MB at
 * 15 to 30 s), so a reading at 15 s fell before or after it by chance.
 */
const IDLE_WAIT_MS = 30_000;
/** DESIGN target on PGlite: the whole tree of `npm start` idles at or below this. */
const IDLE_TARGET_MB = 300;

interface IdleMemory {
  rssMb: number;
  targetMb: number | null;
  ok: boolean | null;
  processes: ProcessRss[];
}

async function idleMemory(server: BenchServer, token: string): Promise<IdleMemory> {
  const cookie = { cookie: `next-auth.session-token=${token}` };
  for (const page of ["/auth", "/admin", "/admin/users", "/admin/transactions", "/api/transactions/dashboard/admin?period=today", "/api/transactions/recent?period=today"]) {
    await (await fetch(server.url + page, { headers: cookie })).arrayBuffer();
  }
  await new Promise((r) => setTimeout(r, IDLE_WAIT_MS));
  const processes = server.processes();
  const rssMb = processes.reduce((sum, p) => sum + p.rssMb, 0);
  const pglite = !processes.some((p) => /caisse-superviseur/.test(p.name));
  return { rssMb, targetMb: pglite ? IDLE_TARGET_MB : null, ok: pglite ? rssMb <= IDLE_TARGET_MB : null, processes };
}

async function benchEngine(dataset: Dataset, options: Options, port: number): Promise<{ scenarios: ScenarioResult[]; verification: Record<string, unknown>; idle: IdleMemory | null }> {
  const server = await startServer(dataset, port, log);
  const scenarios: ScenarioResult[] = [];
  let idle: IdleMemory | null = null;
  const runId = `bench-${Date.now().toString(36)}`;
  let created = 0;
  let sent = 0;
  try {
    const admin = await login(server.url, dataset.adminPhone, dataset.adminCode);
    const supervisor = await login(server.url, "781000000", dataset.code);
    const pg = dataset.engine === "postgres";
    const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
    const past = addDays(dataset.today, -30);

    // idle memory: the whole `npm start` tree after its first requests (pages and dashboards), then quiet
    idle = await idleMemory(server, admin.token);
    log(`mémoire au repos : ${idle.rssMb} Mo (${idle.processes.map((p) => `${p.name.split(" ")[0]} ${p.rssMb}`).join(", ")})`);

    // partner balances (issue 16): the partner with the most movements, and the admin's list of every partner
    const balances = (await (await fetch(`${server.url}/api/partner-balance`, { headers: auth(admin.token) })).json()) as {
      data: { partners: { id: string; statistiques: { nombreTransactions: number } }[] };
    };
    const busiest = [...balances.data.partners].sort((a, b) => b.statistiques.nombreTransactions - a.statistiques.nombreTransactions)[0];
    if (!busiest) throw new Error("aucun partenaire dans le jeu de données");
    log(`soldes partenaires : ${balances.data.partners.length} partenaires, le plus actif a ${busiest.statistiques.nombreTransactions} mouvements`);

    const reads: { id: string; name: string; path: string; token: string; target: Target | null }[] = [
      { id: "partner-balance-one", name: "Solde d'un partenaire", path: `/api/partner-balance/${encodeURIComponent(busiest.id)}`, token: admin.token, target: { p95: 50 } },
      { id: "partner-balance-list", name: `Soldes de tous les partenaires (${balances.data.partners.length})`, path: "/api/partner-balance", token: admin.token, target: { p95: 150 } },
      { id: "admin-dashboard-today", name: "Tableau de bord admin (aujourd'hui)", path: "/api/transactions/dashboard/admin?period=today", token: admin.token, target: { p95: pg ? 30 : 150 } },
      { id: "admin-dashboard-custom", name: "Tableau de bord admin (jour choisi)", path: `/api/transactions/dashboard/admin?period=custom&date=${past}`, token: admin.token, target: { p95: pg ? 30 : 150 } },
      { id: "supervisor-dashboard", name: "Tableau de bord superviseur", path: "/api/transactions/dashboard/supervisor?period=today", token: supervisor.token, target: null },
      { id: "recent-today", name: "Transactions récentes (aujourd'hui)", path: "/api/transactions/recent?period=today", token: admin.token, target: null },
      { id: "recent-week", name: "Transactions récentes (semaine)", path: "/api/transactions/recent?period=week", token: admin.token, target: null },
      { id: "recent-month", name: "Transactions récentes (mois)", path: "/api/transactions/recent?period=month", token: admin.token, target: pg ? { p95: 100 } : null },
      { id: "recent-all", name: "Transactions récentes (tout)", path: "/api/transactions/recent?period=all", token: admin.token, target: null },
      { id: "trend-global", name: "Évolution du GR (30 jours, réseau)", path: "/api/transactions/trend?days=30", token: admin.token, target: { p95: 50 } },
      { id: "trend-supervisor", name: "Évolution du GR (30 jours, un superviseur)", path: "/api/transactions/trend?days=30", token: supervisor.token, target: { p95: 50 } },
      { id: "trend-cards", name: "Évolution du GR (14 jours, chaque superviseur)", path: "/api/transactions/trend?days=14&perSupervisor=true", token: admin.token, target: null },
    ];
    const wanted = (id: string) => options.only.length === 0 || options.only.some((prefix) => id.startsWith(prefix));
    for (const read of reads.filter((r) => wanted(r.id))) {
      const load = (duration: number) => runLoad({ url: server.url + read.path, headers: auth(read.token), connections: options.connections, duration });
      await load(options.warmup);
      const { result, peakRssMb } = await measured(server, () => load(options.duration));
      scenarios.push({ id: read.id, name: read.name, ...result, peakRssMb, target: read.target, ok: check(result, read.target) });
      log(`${read.name} : p95 ${result.p95.toFixed(1)} ms, ${result.rps.toFixed(0)} req/s`);
    }

    // 50 writers: one supervisor per connection, a fresh Idempotency-Key for every request. Two runs:
    // as fast as they can (the capacity, ≥ 300/s), then 300 transactions/s offered in all (each writer
    // every 1/6 s, their phases spread), whose p95 must stay ≤ 100 ms. With 50 connections that never
    // pause, latency is only 50 / throughput (Little's law), so the latency target is measured at the
    // target rate, paced (lib/load.ts runPaced: no bursts, late requests charged for their wait).
    if (wanted("writers")) {
      const writers: { token: string; id: string }[] = [];
      for (let i = 0; i < options.writers; i++) writers.push(await login(server.url, String(781_000_000 + (i % dataset.args.supervisors)), dataset.code));
      // a writer's next request: its supervisor's token, a fresh Idempotency-Key, the next body
      const nextRequest = (writer: { token: string; id: string }) => {
        sent += 1;
        return {
          headers: { "content-type": "application/json", authorization: `Bearer ${writer.token}`, "idempotency-key": `${runId}-${sent}` },
          body: writerBody(writer.id, sent),
        };
      };
      let next = 0;
      const writerOf = new Map<autocannon.Client, { token: string; id: string }>();
      const prepare = (client: autocannon.Client) => {
        const { headers, body } = nextRequest(writerOf.get(client)!);
        client.setHeadersAndBody(headers, body);
      };
      const write = (duration: number) =>
        runLoad({
          url: `${server.url}/api/transactions/create`,
          method: "POST",
          connections: options.writers,
          duration,
          expectedStatus: 201,
          setupClient: (client) => {
            writerOf.set(client, writers[next++ % writers.length]!);
            prepare(client);
          },
          onResponse: (client, status) => {
            if (status === 201) created += 1;
            prepare(client);
          },
        });
      // the same writers, each sending every writers / WRITE_RATE seconds: WRITE_RATE transactions/s in all
      const paced = (duration: number) =>
        runPaced({
          url: `${server.url}/api/transactions/create`,
          connections: options.writers,
          duration,
          rate: WRITE_RATE,
          expectedStatus: 201,
          next: (connection) => nextRequest(writers[connection % writers.length]!),
          onStatus: (status) => {
            if (status === 201) created += 1;
          },
        });
      await write(options.warmup);
      const runs: { id: string; name: string; run: () => Promise<LoadResult>; target: Target }[] = [
        { id: "writers-max", name: `${options.writers} écrivains, au plus vite`, run: () => write(options.duration), target: { rps: WRITE_RATE } },
        { id: "writers-rate", name: `${options.writers} écrivains, ${WRITE_RATE} transactions/s`, run: () => paced(options.duration), target: { p95: 100, atRate: WRITE_RATE } },
      ];
      for (const run of runs) {
        const { result, peakRssMb } = await measured(server, run.run);
        scenarios.push({ id: run.id, name: run.name, ...result, peakRssMb, target: run.target, ok: check(result, run.target) });
        log(`${run.name} : ${result.rps.toFixed(0)} transactions/s, p95 ${result.p95.toFixed(1)} ms, statuts ${JSON.stringify(result.statuses)}`);
      }
    }

    // the complete export of the month, one download at a time, timed to its last byte
    if (wanted("export")) {
      const exportOnce = async () => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/transactions/export/excel?period=month`, { headers: auth(admin.token) });
        const bytes = (await response.arrayBuffer()).byteLength;
        return { ms: performance.now() - started, status: response.status, bytes };
      };
      await exportOnce();
      server.resetPeak();
      const times: number[] = [];
      const statuses: Record<string, number> = {};
      let bytes = 0;
      const started = performance.now();
      for (let i = 0; i < 3; i++) {
        const one = await exportOnce();
        times.push(one.ms);
        statuses[String(one.status)] = (statuses[String(one.status)] ?? 0) + 1;
        bytes = one.bytes;
    }
    const exportResult = summarise(times, statuses, 200, (performance.now() - started) / 1000);
    const monthStart = `${dataset.today.slice(0, 8)}01`;
    scenarios.push({
      id: "export-month",
      name: "Export complet du mois",
      ...exportResult,
      peakRssMb: mb(server.peakRss()),
      target: { max: 3000 },
      ok: check(exportResult, { max: 3000 }),
      notes: `${monthStart} → ${dataset.today}, ${Math.round(bytes / 1024)} Ko`,
    });
    log(`export du mois : ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(", ")} (${Math.round(bytes / 1024)} Ko)`);
    }
  } finally {
    await server.stop();
  }

  // after the writers: every line of today still equals its entries, and each 201 is one row
  useDatabase(dataset.env);
  try {
    const db = await getDb();
    const mismatches = await findLineMismatches(db, { from: dataset.today });
    const [row] = await queryRows<{ count: string }>(db, sql`SELECT count(*) AS count FROM transactions WHERE idempotency_key LIKE ${`${runId}-%`}`);
    const stored = Number(row?.count ?? 0);
    // requests still in flight when a run stops may commit without their answer being counted:
    // every 201 must be stored, and nothing stored that was never sent
    const verification = { linesChecked: "today", mismatches: mismatches.length, created, stored, sent, ok: mismatches.length === 0 && stored >= created && stored <= sent };
    log(`vérification : ${mismatches.length} ligne(s) différente(s) de ses écritures ; ${created} réponses 201, ${stored} transactions en base, ${sent} envoyées`);
    if (!verification.ok) for (const s of scenarios.filter((s) => s.id.startsWith("writers"))) s.ok = false;
    return { scenarios, verification, idle };
  } finally {
    await closeDb();
  }
}

function printTable(engine: Engine, scenarios: ScenarioResult[]) {
  const targetText = (t: Target | null) =>
    !t ? "—" : [t.p95 !== undefined ? `p95 ≤ ${t.p95} ms` : "", t.atRate !== undefined ? `à ${t.atRate}/s` : "", t.rps !== undefined ? `≥ ${t.rps}/s` : "", t.max !== undefined ? `≤ ${t.max / 1000} s` : ""].filter(Boolean).join(", ");
  const rows = scenarios.map((s) => [
    s.name,
    s.p50.toFixed(1),
    s.p95.toFixed(1),
    s.p99.toFixed(1),
    s.rps.toFixed(1),
    String(s.peakRssMb),
    targetText(s.target),
    s.ok === null ? "" : s.ok ? "OK" : "KO",
  ]);
  const head = ["Scénario", "p50 ms", "p95 ms", "p99 ms", "req/s", "pic RSS Mo", "Objectif", ""];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 6 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\n${engine === "postgres" ? "PostgreSQL" : "PGlite"}`);
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}

async function main() {
  loadCheckedEnv();
  const options = parseOptions(process.argv.slice(2));
  buildIfNeeded();
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 1024 **3), node: process.version },
    settings: { connections: options.connections, writers: options.writers, duration: options.duration, warmup: options.warmup, scale: options.scale },
    engines: {} as Record<string, unknown>,
  };
  let port = 3210;
  const tables: [Engine, ScenarioResult[], IdleMemory | null][] = [];
  for (const engine of options.engines) {
    const dataset = await ensureDataset(engine, options.scale, log);
    const { scenarios, verification, idle } = await benchEngine(dataset, options, port++);
    (results.engines as Record<string, unknown>)[engine] = {
      dataset: { today: dataset.today, transactions: dataset.transactions, lines: dataset.lines, seedSeconds: Math.round(dataset.seedSeconds) },
      idleMemory: idle,
      scenarios,
      verification,
    };
    tables.push([engine, scenarios, idle]);
  }
  for (const [engine, scenarios, idle] of tables) {
    printTable(engine, scenarios);
    if (idle) console.log(`Mémoire au repos (npm start entier, après les premières requêtes) : ${idle.rssMb} Mo${idle.targetMb ? ` (objectif ≤ ${idle.targetMb} Mo : ${idle.ok ? "OK" : "KO"})` : ""}`);
  }
  mkdirSync(path.dirname(options.out), { recursive: true });
  // npm run bench:field's figures (its `field` key) stay
  const field = existsSync(options.out) ? (JSON.parse(readFileSync(options.out, "utf8")) as { field?: unknown }).field : undefined;
  writeFileSync(options.out, JSON.stringify(field === undefined ? results : { ...results, field }, null, 2) + "\n");
  console.log(`\nRésultats écrits dans ${options.out}`);
}

main().catch(async (error) => {
  console.error(error);
  await closeDb().catch(() => undefined);
  process.exit(1);
});
