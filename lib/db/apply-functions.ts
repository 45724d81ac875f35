// The database functions and triggers the app needs, defined once each in lib/db/functions/*.sql (one file per
// concern) and applied after the migrations at every start-up, like a repeatable migration: the next change to
// a function is a diff of that function, never a new migration copying it (docs/decisions/0044-fonctions-base.md).
// The migrations that once created older versions stay as they are: deployed databases ran them.
//
// Applying: when the files' hash differs from the one recorded in caisse_functions, in one transaction, every
// function the files define or that is named caisse_* is dropped (with the triggers that use it), then every
// file runs in name order, then the hash is recorded. A signature may therefore change freely. A dependent
// object other than a trigger (an index on a function, say) would vanish with the drop: it is refused instead.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const FUNCTIONS_FOLDER = path.join(process.cwd(), "lib", "db", "functions");

export interface FunctionFile {
  name: string;
  sql: string;
}

export function functionFiles(folder = FUNCTIONS_FOLDER): FunctionFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(folder, name), "utf8") }));
}

export function functionsHash(files = functionFiles()): string {
  const hash = createHash("sha256");
  for (const file of files) hash.update(`${file.name}\u0000${file.sql}\u0000`);
  return hash.digest("hex");
}

/** The names of the functions the files define. */
export function definedFunctions(files: FunctionFile[]): string[] {
  const names = new Set<string>();
  for (const file of files) for (const m of file.sql.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(?:public\.)?("?)([a-z_][a-z0-9_]*)\1\s*\(/gi)) names.add(m[2]!.toLowerCase());
  return [...names].sort();
}

/** A connection's way to run SQL: the statement(s) and, for a query, its rows. */
export type RunSql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** What else than a trigger depends on the functions about to be dropped (must be nothing). */
const FOREIGN_DEPENDENTS = `
  SELECT p.oid::regprocedure::text AS fn, d.classid::regclass::text AS kind, d.objid
  FROM pg_proc p JOIN pg_depend d ON d.refobjid = p.oid AND d.refclassid = 'pg_proc'::regclass
  WHERE p.pronamespace = 'public'::regnamespace AND (p.proname LIKE 'caisse\\_%' OR p.proname = ANY($1::text[]))
    AND d.deptype = 'n' AND d.classid NOT IN ('pg_trigger'::regclass, 'pg_proc'::regclass)`;

const OURS = `
  SELECT p.oid::regprocedure::text AS fn FROM pg_proc p
  WHERE p.pronamespace = 'public'::regnamespace AND (p.proname LIKE 'caisse\\_%' OR p.proname = ANY($1::text[]))`;

/**
 * Applies the files when they changed since the last time (`begin`: runs its argument in one transaction on
 * one connection). Answers whether it applied them.
 */
export async function applyFunctions(begin: (work: (run: RunSql) => Promise<void>) => Promise<void>, files = functionFiles()): Promise<boolean> {
  const hash = functionsHash(files);
  const names = definedFunctions(files);
  let applied = false;
  await begin(async (run) => {
    const [recorded] = await run<{ hash: string }>("SELECT hash FROM caisse_functions WHERE id = 1 FOR UPDATE");
    if (recorded?.hash === hash) return;
    const foreign = await run<{ fn: string; kind: string }>(FOREIGN_DEPENDENTS, [names]);
    if (foreign.length > 0) {
      throw new Error(`fonctions de la base : ${foreign.map((f) => `${f.fn} (utilisée par ${f.kind})`).join(", ")} ne peuvent pas être recréées`);
    }
    for (const { fn } of await run<{ fn: string }>(OURS, [names])) await run(`DROP FUNCTION IF EXISTS ${fn} CASCADE`);
    // a function may name one defined by a later file: its body is checked when it runs
    await run("SET LOCAL check_function_bodies = off");
    for (const file of files) await run(file.sql);
    await run(
      "INSERT INTO caisse_functions (id, hash, applied_at) VALUES (1, $1, now()) ON CONFLICT (id) DO UPDATE SET hash = EXCLUDED.hash, applied_at = now()",
      [hash],
    );
    applied = true;
  });
  return applied;
}

/** A PostgreSQL connection (a pool's client, or a plain client) that runs text and answers rows. */
interface PgConnection {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** applyFunctions on one PostgreSQL connection, in a transaction of its own. */
export function applyFunctionsOnPostgres(client: PgConnection, files = functionFiles()): Promise<boolean> {
  return applyFunctions(async (work) => {
    await client.query("BEGIN");
    try {
      await work(async <T,>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[]);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  }, files);
}
