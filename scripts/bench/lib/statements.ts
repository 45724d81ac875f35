// npm run bench's operator statement: scripts/bench/statements.ts (200,000 rows imported, then again, then for a
// second supervisor) in a process of its own, with the garbage collector exposed and on a fresh PGlite folder,
// so that its peak memory is its own; its figures come back on its last line.
import { spawnSync } from "node:child_process";

export const STATEMENTS_JSON_MARK = "BENCH_STATEMENTS_JSON ";

export interface StatementRun {
  label: string;
  seconds: number;
  /** the process's peak RSS above its idle RSS before the run, in MB */
  peakAboveIdleMb: number;
  result: unknown;
}

export interface StatementsResult {
  engine: "pglite" | "postgres";
  rows: number;
  runs: StatementRun[];
}

/** Runs the statements bench on PGlite and returns its figures (null when it failed: said in the log). */
export function runStatementsBench(log: (line: string) => void, rows = 200_000): StatementsResult | null {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  log(`import d'un relevé de ${rows} lignes (PGlite, processus à part)...`);
  const child = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--expose-gc", "scripts/bench/statements.ts", "--rows", String(rows), "--json"], { encoding: "utf8", env, maxBuffer: 16 * 1024 * 1024 });
  const lines = (child.stdout ?? "").split("\n").filter(Boolean);
  for (const line of lines) if (!line.startsWith(STATEMENTS_JSON_MARK)) log(`  ${line}`);
  const last = lines.find((line) => line.startsWith(STATEMENTS_JSON_MARK));
  if (child.status !== 0 || !last) {
    log(`import de relevé : échec (code ${child.status})\n${child.stderr}`);
    return null;
  }
  return JSON.parse(last.slice(STATEMENTS_JSON_MARK.length)) as StatementsResult;
}
