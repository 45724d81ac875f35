// The server's backup jobs on PGlite (started by lib/server/startup.ts, stopped at shutdown):
// - answering `npm run backup` through the control channel (lib/server/control.ts);
// - one automatic backup a day: when the newest caisse-auto-… in BACKUP_DIR is a day old or more (looked
//   at a minute after start, then every hour, so a server restarted often still takes its daily one),
//   keeping the newest BACKUP_KEEP.
import path from "node:path";
import type { Env } from "@/lib/config/env";
import type { DbHandle } from "@/lib/db/client";
import { isStopping } from "./lifecycle";
import { lastAutoBackupAt, pruneAutoBackups, writeBackup, type BackupResult } from "./backup";
import { startControlChannel } from "./control";
import type { BackgroundJob } from "./startup";

const DAY = 24 * 60 * 60 * 1000;
const FIRST_LOOK_MS = 60_000;
const LOOK_EVERY_MS = 60 * 60 * 1000;

const onFolder = (env: Env, handle: DbHandle) => handle.kind === "pglite" && !!handle.snapshot && !env.PGLITE_DIR.startsWith("memory://");

const describe = (result: BackupResult) =>
  `${result.file} (${Math.max(1, Math.round(result.bytes / 1024))} Ko, ${result.manifest.counts.users ?? 0} utilisateurs, ${result.manifest.counts.transactions ?? 0} transactions)`;

export const controlChannelJob: BackgroundJob = {
  name: "canal de commande (npm run backup)",
  start: ({ env, handle }) => {
    if (!onFolder(env, handle)) return () => undefined;
    return startControlChannel(env.PGLITE_DIR, async (request) => {
      if (request.op !== "backup") return { ok: false, message: "demande inconnue" };
      const result = await writeBackup(handle, { dir: env.BACKUP_DIR, kind: "manuelle" });
      console.log(`[caisse] sauvegarde demandée par npm run backup : ${describe(result)}`);
      return { ok: true, file: result.file, dir: path.dirname(result.file), bytes: result.bytes, counts: result.manifest.counts };
    });
  },
};

/** Takes the daily backup if it is due; returns it, or null. */
export async function dailyBackupIfDue(env: Env, handle: DbHandle, now = new Date()): Promise<BackupResult | null> {
  const last = await lastAutoBackupAt(env.BACKUP_DIR);
  if (last && now.getTime() - last.getTime() < DAY) return null;
  const result = await writeBackup(handle, { dir: env.BACKUP_DIR, kind: "auto", now });
  const removed = await pruneAutoBackups(env.BACKUP_DIR, env.BACKUP_KEEP);
  console.log(`[caisse] sauvegarde quotidienne : ${describe(result)}${removed.length ? ` ; ${removed.length} ancienne(s) supprimée(s) (BACKUP_KEEP=${env.BACKUP_KEEP})` : ""}`);
  return result;
}

export const dailyBackupJob: BackgroundJob = {
  name: "sauvegarde quotidienne",
  start: ({ env, handle }) => {
    if (!onFolder(env, handle)) return () => undefined;
    let running: Promise<unknown> = Promise.resolve();
    const look = () => {
      if (isStopping()) return;
      running = dailyBackupIfDue(env, handle).catch((error: unknown) =>
        console.error("[caisse] sauvegarde quotidienne impossible :", error instanceof Error ? error.message : error),
      );
    };
    const first = setTimeout(look, FIRST_LOOK_MS);
    const every = setInterval(look, LOOK_EVERY_MS);
    first.unref();
    every.unref();
    return async () => {
      clearTimeout(first);
      clearInterval(every);
      await running; // a backup being written is finished, not cut
    };
  },
};
