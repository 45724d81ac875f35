// The `npm start` tree's resident memory (npm, its shell, the launcher and every server process): idle
// after its first requests, idle again once every scenario has run, and its peak under the scenarios'
// loads, each against its target on PGlite (on PostgreSQL the database's memory is another program's).
import type { Engine } from "./dataset";
import type { BenchServer, ProcessRss } from "./server";
import type { ScenarioResult } from "./targets";

/**
 * Idle RSS is read this long after the last requests: V8's memory reducer gives back the heap the pages'
 * rendering grew about 15 s after the last request (measured: 265 MB for the server at 10 s, 227 MB at
 * 15 to 30 s), so a reading at 15 s fell before or after it by chance.
 */
const IDLE_WAIT_MS = 30_000;
/** On PGlite, the whole tree of `npm start` idles at or below this, before and after the loads. */
export const IDLE_TARGET_MB = 266;
/** On PGlite, the whole tree never holds more than this under the bench's loads. */
export const PEAK_TARGET_MB = 320;

export interface IdleMemory {
  rssMb: number;
  targetMb: number | null;
  ok: boolean | null;
  processes: ProcessRss[];
}

export interface PeakMemory {
  rssMb: number;
  /** the scenario during which the tree was largest */
  scenario: string;
  targetMb: number | null;
  ok: boolean | null;
  processes: ProcessRss[];
}

const sumMb = (processes: ProcessRss[]) => processes.reduce((sum, p) => sum + p.rssMb, 0);

/** The server's first requests: the pages and the APIs a user's first minutes go through. */
export async function firstRequests(server: BenchServer, token: string): Promise<void> {
  const cookie = { cookie: `next-auth.session-token=${token}` };
  for (const page of ["/auth", "/admin", "/admin/users", "/admin/transactions", "/api/transactions/dashboard/admin?period=today", "/api/transactions/recent?period=today"]) {
    await (await fetch(server.url + page, { headers: cookie })).arrayBuffer();
  }
}

/** The tree once nothing has asked it anything for IDLE_WAIT_MS. */
export async function idleMemory(server: BenchServer, engine: Engine): Promise<IdleMemory> {
  await new Promise((r) => setTimeout(r, IDLE_WAIT_MS));
  const processes = server.processes();
  const rssMb = sumMb(processes);
  const pglite = engine === "pglite";
  return { rssMb, targetMb: pglite ? IDLE_TARGET_MB : null, ok: pglite ? rssMb <= IDLE_TARGET_MB : null, processes };
}

/** The largest of the scenarios' peaks (those a server ran), with the processes at that moment (`at`, by scenario id). */
export function peakMemory(scenarios: ScenarioResult[], at: Map<string, ProcessRss[]>, engine: Engine): PeakMemory | null {
  let top: ScenarioResult | null = null;
  for (const s of scenarios) if (s.peakRssMb !== null && (top === null || s.peakRssMb > top.peakRssMb!)) top = s;
  if (!top) return null;
  const pglite = engine === "pglite";
  const rssMb = top.peakRssMb!;
  return { rssMb, scenario: top.name, targetMb: pglite ? PEAK_TARGET_MB : null, ok: pglite ? rssMb <= PEAK_TARGET_MB : null, processes: at.get(top.id) ?? [] };
}

export const processesText = (processes: ProcessRss[]) => processes.map((p) => `${p.name.split(" ")[0]} ${p.rssMb}`).join(", ");

export function memoryLine(label: string, memory: { rssMb: number; targetMb: number | null; ok: boolean | null; processes: ProcessRss[] }): string {
  const target = memory.targetMb ? ` (objectif ≤ ${memory.targetMb} Mo : ${memory.ok ? "OK" : "KO"})` : "";
  return `${label} : ${memory.rssMb} Mo${target} — ${processesText(memory.processes)}`;
}
