// npm run backup — a consistent, compressed backup of the embedded database into BACKUP_DIR
// (lib/server/backup.ts). While the server runs, the server itself writes it (asked through its control
// channel, lib/server/control.ts: the database is never opened twice) into the server's own BACKUP_DIR,
// never a folder the command names, and this prints where, saying so when the command's BACKUP_DIR is
// another folder; otherwise this opens the database, holding its lock, and writes it into its BACKUP_DIR.
// On PostgreSQL: pg_dump, as the README says.
import { realpathSync } from "node:fs";
import path from "node:path";
import { closeDb, getDbHandle } from "@/lib/db/client";
import { DatabaseLockedError, lockHolder } from "@/lib/db/lock";
import { BackupError, writeBackup } from "@/lib/server/backup";
import { controlChannelAvailable, sendControlRequest } from "@/lib/server/control";
import { describeFailure, loadCheckedEnv } from "@/lib/config/load-env";

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} Ko`;
const done = (file: string, bytes: number, counts: Record<string, number>) =>
  console.log(`Sauvegarde écrite : ${file} (${kb(bytes)} ; ${counts.users ?? 0} utilisateurs, ${counts.transactions ?? 0} transactions)`);

/** A folder as the file system names it (symbolic links followed), for comparing two spellings of it. */
function canonical(dir: string): string {
  const absolute = path.resolve(dir);
  try {
    return realpathSync(absolute);
  } catch {
    return absolute;
  }
}

/** The running server wrote into its BACKUP_DIR: null when it is this command's too, else what to tell. */
function otherBackupDir(ownDir: string, serverDir: string, pid: number): string | null {
  if (canonical(ownDir) === canonical(serverDir)) return null;
  return (
    `Attention : le BACKUP_DIR de cette commande (${path.resolve(ownDir)}) n'a pas servi. Le serveur en marche (processus ${pid}) ` +
    `écrit les sauvegardes uniquement dans son propre dossier, ${serverDir} (son BACKUP_DIR) : le fichier est là. ` +
    `Pour l'avoir ailleurs, copiez-le, ou redémarrez le serveur avec BACKUP_DIR=${path.resolve(ownDir)}.`
  );
}

async function throughServer(dataDir: string, ownBackupDir: string, pid: number, command: string): Promise<void> {
  if (!controlChannelAvailable(dataDir)) {
    throw new BackupError(`La base est ouverte par le processus ${pid} (${command}) et ce système ne permet pas de lui demander une sauvegarde : arrêtez-le, puis relancez npm run backup.`);
  }
  let reply;
  try {
    reply = await sendControlRequest(dataDir, { op: "backup" });
  } catch {
    throw new BackupError(`La base est ouverte par le processus ${pid} (${command}), qui ne fait pas de sauvegarde : attendez qu'il se termine (ou arrêtez-le), puis relancez npm run backup.`);
  }
  if (!reply.ok) throw new BackupError(`Le serveur n'a pas pu faire la sauvegarde : ${reply.message}`);
  console.log(`Le serveur en marche (processus ${pid}) a fait la sauvegarde.`);
  done(reply.file, reply.bytes, reply.counts);
  // a server of an earlier version answers no folder: the file's is its BACKUP_DIR
  const mismatch = otherBackupDir(ownBackupDir, reply.dir ?? path.dirname(reply.file), pid);
  if (mismatch) console.warn(mismatch);
}

async function main() {
  const env = loadCheckedEnv();
  if (env.DATABASE_URL) {
    console.error(
      "La base est PostgreSQL (DATABASE_URL) : sauvegardez-la avec pg_dump, par exemple\n" +
        '  pg_dump --format=custom --file=caisse-$(date +%F).dump "$DATABASE_URL"\n' +
        "et restaurez avec pg_restore (voir le README, « Sauvegardes »).",
    );
    process.exitCode = 1;
    return;
  }
  const holder = lockHolder(env.PGLITE_DIR);
  if (holder) return throughServer(env.PGLITE_DIR, env.BACKUP_DIR, holder.pid, holder.command);
  let handle;
  try {
    handle = await getDbHandle();
  } catch (error) {
    // a server started meanwhile: it makes the backup
    if (error instanceof DatabaseLockedError) return throughServer(env.PGLITE_DIR, env.BACKUP_DIR, error.owner.pid, error.owner.command);
    throw error;
  }
  const result = await writeBackup(handle, { dir: env.BACKUP_DIR, kind: "manuelle" });
  await closeDb();
  done(result.file, result.bytes, result.manifest.counts);
}

main().catch(async (error) => {
  console.error(describeFailure(error));
  await closeDb().catch(() => undefined);
  process.exit(1);
});
