// The raw SQL floor beside the admin dashboard: the smallest query that returns the day's lines the
// dashboard is built from, timed back to back straight on the database (PostgreSQL through pg, PGlite
// through the app's own client on its thread), with no HTTP, no session and no shaping of the answer.
// The dashboard's p50 divided by this one's says what the app adds on top of its data.
import { sql } from "drizzle-orm";
import { closeDb, getDb, queryRows } from "@/lib/db/client";
import { openDataset, type Dataset } from "./dataset";
import { summarise, type LoadResult } from "./load";

export const FLOOR_SQL = "SELECT supervisor_id, line_type, account_key, value FROM account_lines WHERE day = $1";

export interface SqlFloor extends LoadResult {
  sql: string;
  day: string;
  /** rows one query returns */
  rows: number;
}

/** Runs `query` back to back for `seconds`, keeping every duration. */
async function backToBack(query: () => Promise<number>, seconds: number): Promise<{ times: number[]; rows: number; seconds: number }> {
  const times: number[] = [];
  let rows = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  while (performance.now() < end) {
    const before = performance.now();
    rows = await query();
    times.push(performance.now() - before);
  }
  return { times, rows, seconds: (performance.now() - started) / 1000 };
}

async function postgresQuery(url: string, day: string): Promise<{ query: () => Promise<number>; close: () => Promise<void> }> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url });
  await client.connect();
  return { query: async () => (await client.query(FLOOR_SQL, [day])).rowCount ?? 0, close: () => client.end() };
}

async function pgliteQuery(dataset: Dataset, day: string): Promise<{ query: () => Promise<number>; close: () => Promise<void> }> {
  openDataset(dataset.env);
  const db = await getDb();
  const query = async () =>
    (await queryRows(db, sql`SELECT supervisor_id, line_type, account_key, value FROM account_lines WHERE day = ${day}::date`)).length;
  return { query, close: closeDb };
}

/**
 * The floor for `day` on the dataset's engine, while no server holds the database (PGlite's folder takes
 * one process at a time): a warm-up, then `duration` seconds measured, as the HTTP scenarios are.
 */
export async function measureSqlFloor(dataset: Dataset, day: string, warmup: number, duration: number): Promise<SqlFloor> {
  const { query, close } = dataset.engine === "postgres" ? await postgresQuery(dataset.env.DATABASE_URL!, day) : await pgliteQuery(dataset, day);
  try {
    await backToBack(query, warmup);
    const run = await backToBack(query, duration);
    const result = summarise(run.times, { rows: run.times.length }, "rows", run.seconds);
    return { ...result, sql: FLOOR_SQL, day, rows: run.rows };
  } finally {
    await close();
  }
}
