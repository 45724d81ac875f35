// The database: embedded PGlite in PGLITE_DIR (on a worker thread) when DATABASE_URL is unset, a `pg` pool otherwise.
// Opened lazily (never at import, so `next build` does not touch it), migrated on open, kept on globalThis.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { getEnv } from "@/lib/config/env";
import { applyFunctions, applyFunctionsOnPostgres, type FunctionFile } from "./apply-functions";
import { acquireDatabaseLock, CAISSE_SUBDIR } from "./lock";
import { knownMigrations, MIGRATIONS_FOLDER } from "./migrations";
import type { SnapshotTaken } from "./pglite-thread";
import * as schema from "./schema";
import { noteStatement } from "./statements";
import { refuseInsideTransaction, transactionScope } from "./tx-scope";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: services accept either. */
export type Executor = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** Applies the database functions (lib/db/apply-functions.ts) again, these files or the folder's; whether it did. */
  applyFunctions(files?: FunctionFile[]): Promise<boolean>;
  /** PGlite in a folder: a consistent copy of the folder (lib/server/backup.ts) */
  snapshot?(target: string, queries: { counts: string; migrations: string }): Promise<SnapshotTaken>;
  /** PGlite in memory: the database written to a file, which `memory://{file}` starts from */
  dump?(target: string): Promise<void>;
}

// Any constant shared by every instance: serialises migrations and the first-admin bootstrap.
export const STARTUP_LOCK_ID = 72_702_025;

const store = globalThis as unknown as { __caisseDb?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  if (!store.__caisseDb) {
    store.__caisseDb = openDatabase().catch((error) => {
      store.__caisseDb = undefined;
      throw error;
    });
  }
  return store.__caisseDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Closes the database of this process (tests, scripts). */
export async function closeDb(): Promise<void> {
  const pending = store.__caisseDb;
  store.__caisseDb = undefined;
  if (pending) await (await pending).close();
}

async function openDatabase(): Promise<DbHandle> {
  const env = getEnv();
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX) : openPglite(env.PGLITE_DIR);
}

async function openPostgres(url: string, max: number): Promise<DbHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on("error", (error) => console.error("[db] connexion PostgreSQL perdue :", error.message));
  // every statement of every connection, the pool's own queries and the transactions' BEGIN and COMMIT alike
  pool.on("connect", (client) => {
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [first, values] = args as [string | { text?: string; values?: unknown[] } | null, unknown];
      if (typeof first === "string") noteStatement(first, Array.isArray(values) ? values : []);
      else noteStatement(String(first?.text ?? ""), first?.values ?? (Array.isArray(values) ? values : []));
      return send(...args);
    }) as typeof client.query;
  });
  // a query on the pool from inside an open transaction is refused (lib/db/tx-scope.ts)
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    try {
      refuseInsideTransaction("Requête");
    } catch (error) {
      return Promise.reject(error);
    }
    return poolQuery(...args);
  }) as typeof pool.query;
  const db = guardTransactions(drizzle(pool, { schema }) as unknown as Db);
  // Several app instances may start together: one migrates while the others wait on the lock.
  const lockClient = await pool.connect();
  try {
    await lockClient.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
    await migrate(drizzle(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    await applyFunctionsOnPostgres(lockClient);
  } finally {
    await lockClient.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  const reapply = async (files?: FunctionFile[]) => {
    const client = await pool.connect();
    try {
      return await applyFunctionsOnPostgres(client, files);
    } finally {
      client.release();
    }
  };
  return { db, kind: "postgres", close: () => pool.end(), applyFunctions: reapply };
}

/** Opens an embedded database folder for this caller only (not the process's database): restore, tests. */
export function openPgliteFolder(dir: string): Promise<DbHandle> {
  return openPglite(dir);
}

/**
 * PGLITE_DIR: a folder, or `memory://` for a database in memory; `memory://{file}` starts it from that dump (the
 * integration tests' migrated template: a new cluster's initdb takes seconds, loading a dump a fraction).
 */
async function openPglite(dir: string): Promise<DbHandle> {
  const inMemory = dir.startsWith("memory://");
  const fromDump = inMemory ? dir.slice("memory://".length) || undefined : undefined;
  // one process at a time on a folder (lib/db/lock.ts): refused at once, naming the process that has it
  const lock = inMemory ? null : acquireDatabaseLock(dir);
  try {
    const { PGliteThread } = await import("./pglite-thread");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    if (!inMemory) await migrateFolder(path.resolve(dir));
    // on a thread of its own: the database and the server's JavaScript each get a core
    const client = new PGliteThread(inMemory ? undefined : path.resolve(dir), fromDump);
    try {
      await client.waitReady;
      // in memory, the database lives in this thread only: migrated here (a dump's own migrations are skipped)
      if (inMemory) await migrate(drizzle({ client: client as never, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      await applyPgliteFunctions(client);
      const db = guardTransactions(drizzle({ client: client as never, schema }) as unknown as Db);
      const close = async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      };
      const snapshot = inMemory ? undefined : (target: string, queries: { counts: string; migrations: string }) => client.snapshot(target, queries);
      const dump = inMemory ? (target: string) => client.dump(target) : undefined;
      return { db, kind: "pglite", close, snapshot, dump, applyFunctions: (files?: FunctionFile[]) => applyPgliteFunctions(client, files) };
    } catch (error) {
      await client.close();
      throw error;
    }
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** The database functions (lib/db/apply-functions.ts), in a transaction of the thread's single connection. */
function applyPgliteFunctions(client: InstanceType<typeof import("./pglite-thread").PGliteThread>, files?: FunctionFile[]): Promise<boolean> {
  return applyFunctions(
    (work) =>
      client.transaction((tx) => work(async <T,>(text: string, params?: unknown[]) => (params ? await tx.query(text, params) : await tx.exec(text)).rows as T[])),
    files,
  );
}

/**
 * A folder is created and migrated by a process of its own (lib/db/pglite-migrate.mjs), which gives back
 * all the memory that took when it ends; only when it is new or this version brings migrations, as the
 * folder's note of its last migration says (PGLITE_DIR/.caisse/schema, written once migrated).
 */
async function migrateFolder(dir: string): Promise<void> {
  const known = knownMigrations();
  const latest = known.at(-1)?.hash ?? "";
  const note = path.join(dir, CAISSE_SUBDIR, "schema");
  const noted = await readFile(note, "utf8").then((text) => text.trim(), () => null);
  if (noted === latest) return;
  const { spawn } = await import("node:child_process");
  const helper = path.join(process.cwd(), "lib", "db", "pglite-migrate.mjs");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [helper, dir, MIGRATIONS_FOLDER], { stdio: ["ignore", "ignore", "pipe"] });
    let text = "";
    child.stderr!.on("data", (chunk) => (text += chunk));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`migration de la base PGlite impossible : ${text.trim() || `code ${code}`}`))));
  });
  await writeFile(note, latest + "\n", { mode: 0o600 });
}

/**
 * Marks the work of every transaction of `db` (lib/db/tx-scope.ts): a query or a transaction started on `db`
 * itself from inside one is refused at once, rather than waiting for the transaction that waits for it.
 */
function guardTransactions(db: Db): Db {
  const begin = db.transaction.bind(db);
  db.transaction = ((body: (tx: Tx) => Promise<unknown>, config?: Parameters<Db["transaction"]>[1]) => {
    try {
      refuseInsideTransaction("Transaction");
    } catch (error) {
      return Promise.reject(error);
    }
    return transactionScope((enter) => begin((tx) => enter(() => body(tx)), config));
  }) as Db["transaction"];
  return db;
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
