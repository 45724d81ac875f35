// Restoring a backup (lib/server/backup.ts) into PGLITE_DIR, server stopped: the folder's lock
// (lib/db/lock.ts) refuses otherwise. Nothing changes until the backup has passed every check:
// 1. read into a new folder beside PGLITE_DIR: a Caisse backup, each file whole (SHA-256, gzip checksum);
// 2. its schema is one this version knows (no migration from a newer Caisse), then migrated to this one;
// 3. opened: the row counts the backup noted come back, and every account line equals its entries
//    (lib/services/ledger/verify.ts).
// Then the current folder is kept aside (PGLITE_DIR.avant-restauration-<date>, never deleted) and the
// restored one takes its name.
import { copyFile, readdir, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPgliteFolder, queryRows } from "@/lib/db/client";
import { acquireDatabaseLock, currentOwner, lockFileOf } from "@/lib/db/lock";
import { unknownMigrations } from "@/lib/db/migrations";
import { findLineMismatches } from "@/lib/services/ledger/verify";
import { BackupError, COUNTS_SQL, type BackupManifest } from "./backup";
import { extractBackup } from "./backup-extract";

export interface RestoreResult {
  manifest: BackupManifest;
  /** where the previous folder was kept, or null if there was no database in PGLITE_DIR */
  previous: string | null;
  counts: Record<string, number>;
}

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace(/[:T]/g, "-");

async function hasDatabase(dir: string): Promise<boolean> {
  return stat(path.join(dir, "PG_VERSION")).then(
    () => true,
    () => false,
  );
}

/** Removes a lock file this process wrote (it moved with its folder). */
async function dropOwnLock(dir: string) {
  const file = lockFileOf(dir);
  const text = await readFile(file, "utf8").catch(() => null);
  if (text && JSON.parse(text).nonce === currentOwner().nonce) await unlink(file).catch(() => undefined);
}

export async function restoreBackup(file: string, dataDir: string, log: (text: string) => void = () => undefined): Promise<RestoreResult> {
  const dir = path.resolve(dataDir);
  // the server (or any program) has the database: refused here, naming it
  const lock = acquireDatabaseLock(dir);
  const now = new Date();
  const staging = `${dir}.restauration-${stamp(now)}`;
  let swapped = false;
  try {
    log(`vérification de ${file}…`);
    const manifest = await extractBackup(path.resolve(file), staging);
    const newer = unknownMigrations(manifest.migrations);
    if (newer.length) {
      throw new BackupError(`La sauvegarde ${file} vient d'une version plus récente de Caisse (${newer.length} migration(s) inconnue(s) ici) : mettez Caisse à jour avant de la restaurer.`);
    }
    log(`sauvegarde du ${manifest.createdAt} : ${manifest.files.length} fichiers intacts ; ouverture et contrôle…`);
    const restored = await openPgliteFolder(staging);
    let counts: Record<string, number>;
    try {
      [counts] = (await queryRows<Record<string, number>>(restored.db, sql.raw(COUNTS_SQL))) as [Record<string, number>];
      // users and transactions: a migration of this version may merge account lines, never these
      for (const table of ["users", "transactions"]) {
        const expected = manifest.counts[table];
        if (expected !== undefined && Number(counts[table]) !== Number(expected)) {
          throw new BackupError(`La sauvegarde ${file} ne redonne pas ses données (${table} : ${counts[table]} au lieu de ${expected}) : rien n'a été restauré.`);
        }
      }
      const mismatches = await findLineMismatches(restored.db);
      if (mismatches.length) {
        throw new BackupError(`La sauvegarde ${file} contient ${mismatches.length} ligne(s) de compte différente(s) de leurs écritures : rien n'a été restauré.`);
      }
    } finally {
      await restored.close();
    }

    // the restored folder is locked by us before it takes the name: no program opens it in between
    const stagingLock = acquireDatabaseLock(staging);
    let previous: string | null = null;
    if (await hasDatabase(dir)) {
      previous = `${dir}.avant-restauration-${stamp(now)}`;
      await rename(dir, previous);
    } else {
      // only Caisse's own files (the lock): nothing to keep
      await rm(dir, { recursive: true, force: true });
    }
    await rename(staging, dir);
    swapped = true;
    // a backup taken with AUTH_SECRET in the environment has no generated secret: keep the current one
    const secret = path.join(dir, ".auth-secret");
    if (previous && !(await stat(secret).then(() => true, () => false))) {
      await copyFile(path.join(previous, ".auth-secret"), secret).catch(() => undefined);
    }
    stagingLock.release();
    lock.release();
    await dropOwnLock(dir);
    if (previous) await dropOwnLock(previous);
    return { manifest, previous, counts: counts! };
  } finally {
    if (!swapped) {
      lock.release();
      await rm(staging, { recursive: true, force: true });
    }
  }
}

/** The folders a restore kept aside, newest first (for the message after a restore). */
export async function keptAside(dataDir: string): Promise<string[]> {
  const dir = path.resolve(dataDir);
  const names = await readdir(path.dirname(dir)).catch(() => [] as string[]);
  return names
    .filter((n) => n.startsWith(`${path.basename(dir)}.avant-restauration-`))
    .sort()
    .reverse()
    .map((n) => path.join(path.dirname(dir), n));
}
