// PostgreSQL for the integration tests (TEST_DATABASE_URL): one migrated template per run,
// then a fresh database per test file copied from it (CREATE DATABASE ... TEMPLATE, a few ms).
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { applyFunctionsOnPostgres } from "../../lib/db/apply-functions";

export const onPostgres = () => process.env.TEST_DB_ENGINE === "postgres" || (!process.env.TEST_DB_ENGINE && !!process.env.TEST_DATABASE_URL);

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL manquant pour les tests sur PostgreSQL");
  return url;
}

export function urlFor(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTemplate(): Promise<string> {
  const name = `caisse_tpl_${process.pid}_${randomBytes(3).toString("hex")}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const client = new Client({ connectionString: urlFor(name) });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: path.join(process.cwd(), "drizzle") });
    await applyFunctionsOnPostgres(client);
  } finally {
    await client.end();
  }
  return name;
}

/** An empty database (no migration applied), for tests that migrate step by step. */
export async function createEmptyDatabase(): Promise<string> {
  const name = `caisse_e_${randomBytes(6).toString("hex")}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  return name;
}

export async function createFromTemplate(template: string): Promise<string> {
  const name = `caisse_t_${randomBytes(6).toString("hex")}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin(async (c) => {
    // a closed pool's backends linger a moment: let them go rather than kill them (no error on the client)
    for (let i = 0; i < 40; i++) {
      const { rows } = await c.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
