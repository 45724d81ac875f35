// The migrations this version of Caisse knows (drizzle/), and those a database has applied
// (drizzle.__drizzle_migrations, written by Drizzle's migrator): whether a database needs migrating, and
// whether it comes from a newer version of Caisse (a migration applied that this version does not know).
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

export interface AppliedMigration {
  hash: string;
  /** the migration's folder date (Drizzle's `created_at`), in ms */
  createdAt: number;
}

export interface KnownMigration {
  hash: string;
  folderMillis: number;
}

export function knownMigrations(folder = MIGRATIONS_FOLDER): KnownMigration[] {
  return readMigrationFiles({ migrationsFolder: folder }).map(({ hash, folderMillis }) => ({ hash, folderMillis }));
}

/** The SQL that lists what a database applied (fails if it never was migrated: no such table). */
export const APPLIED_MIGRATIONS_SQL = "SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at";

export function toApplied(rows: { hash: string; created_at: string | number }[]): AppliedMigration[] {
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/** Drizzle applies every known migration newer than the last one applied. */
export function pendingMigrations(applied: AppliedMigration[], known = knownMigrations()): KnownMigration[] {
  const last = applied.reduce((max, m) => Math.max(max, m.createdAt), 0);
  return known.filter((m) => m.folderMillis > last);
}

/** Applied migrations this version does not know: the data comes from a newer Caisse. */
export function unknownMigrations(applied: AppliedMigration[], known = knownMigrations()): AppliedMigration[] {
  const hashes = new Set(known.map((m) => m.hash));
  return applied.filter((m) => !hashes.has(m.hash));
}
