// The bench's seeded datasets, kept between runs: a PGlite folder under .bench/, and a PostgreSQL database
// on BENCH_DATABASE_URL's server, both named after the seed parameters and the day they end on (the
// dashboards of "today" need today's generated entries). A dataset is reused once its meta file exists.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/config/env";
import { businessToday } from "@/lib/services/ledger/days";
import type { ScaleArgs } from "../../lib/scale-args";
import { seedScale } from "../../lib/scale-seed";

export type Engine = "postgres" | "pglite";

export interface Dataset {
  engine: Engine;
  args: ScaleArgs;
  today: string;
  /** the server's database settings */
  env: { DATABASE_URL?: string; PGLITE_DIR?: string };
  adminPhone: string;
  adminCode: string;
  /** the common code of the generated supervisors and partners */
  code: string;
  transactions: number;
  lines: number;
  seedSeconds: number;
}

export const BENCH_DIR = path.join(process.cwd(), ".bench");
export const BENCH_ADMIN = { phone: "770000000", code: "424242" };
export const BENCH_AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0123";

const nameOf = (args: ScaleArgs, today: string) => `s${args.supervisors}-p${args.partners}-d${args.days}-${today}`;

/** Points this process's database client at a dataset (PGlite folder or PostgreSQL URL). */
export function openDataset(env: Dataset["env"]) {
  if (env.DATABASE_URL) process.env.DATABASE_URL = env.DATABASE_URL;
  else delete process.env.DATABASE_URL;
  if (env.PGLITE_DIR) process.env.PGLITE_DIR = env.PGLITE_DIR;
  process.env.AUTH_SECRET = BENCH_AUTH_SECRET;
  process.env.ADMIN_PHONE = BENCH_ADMIN.phone;
  process.env.ADMIN_CODE = BENCH_ADMIN.code;
  resetEnvCache();
}

async function postgresDatabase(serverUrl: string, name: string, fresh: boolean): Promise<string> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const database = `caisse_bench_${name.replace(/-/g, "_")}`;
    if (fresh) {
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${database}`);
    }
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return url.toString();
  } finally {
    await client.end();
  }
}

export async function ensureDataset(engine: Engine, args: ScaleArgs, log: (text: string) => void): Promise<Dataset> {
  const today = businessToday();
  const name = nameOf(args, today);
  const metaFile = path.join(BENCH_DIR, `${engine}-${name}.json`);
  if (existsSync(metaFile)) {
    const dataset = JSON.parse(readFileSync(metaFile, "utf8")) as Dataset;
    log(`${engine} : jeu de données ${name} réutilisé (${dataset.transactions} transactions générées)`);
    return dataset;
  }
  mkdirSync(BENCH_DIR, { recursive: true });
  let env: Dataset["env"];
  if (engine === "postgres") {
    env = { DATABASE_URL: await postgresDatabase(process.env.BENCH_DATABASE_URL!, name, true) };
  } else {
    const dir = path.join(BENCH_DIR, `pglite-${name}`);
    rmSync(dir, { recursive: true, force: true });
    env = { PGLITE_DIR: dir };
  }
  openDataset(env);
  log(`${engine} : génération du jeu de données ${name}...`);
  try {
    const db = await getDb();
    const seeded = await seedScale(db, { ...args, log });
    await db.execute(sql`VACUUM ANALYZE`); // statistics and visibility map (PGlite has no autovacuum)
    const dataset: Dataset = {
      engine,
      args,
      today,
      env,
      adminPhone: BENCH_ADMIN.phone,
      adminCode: BENCH_ADMIN.code,
      code: seeded.code,
      transactions: seeded.transactions,
      lines: seeded.lines,
      seedSeconds: seeded.seconds,
    };
    writeFileSync(metaFile, JSON.stringify(dataset, null, 2));
    log(`${engine} : ${seeded.transactions} transactions et ${seeded.lines} lignes en ${seeded.seconds.toFixed(0)} s`);
    return dataset;
  } finally {
    await closeDb();
  }
}
