// Runs once when the Next.js server starts, before it serves a request (instrumentation.ts):
// checks the environment, opens and migrates the database, creates the first admin, prints how to log in,
// then starts the background jobs. What it starts is stopped at shutdown (lib/server/lifecycle.ts):
// the jobs first, the database last.
import { clientAddressesResolved, NO_CLIENT_ADDRESS_WARNING } from "@/lib/api/address";
import { getEnv, siteUrl, type Env } from "@/lib/config/env";
import { getAuthSecret } from "@/lib/config/secret";
import { closeDb, getDbHandle, type DbHandle } from "@/lib/db/client";
import { describeAdminLogin, ensureAdmin } from "@/lib/services/bootstrap";
import { upgradeCodeHashes } from "@/lib/services/code-hashes";
import { backfillAlerts } from "@/lib/services/alerts/backfill";
import { startSmsDispatcher, stopSmsDispatchers } from "@/lib/services/sms/dispatcher";
import { runSummaryTick, SUMMARY_TICK_MS } from "@/lib/services/summary/job";
import { controlChannelJob, dailyBackupJob } from "./backup-jobs";
import { isStopping, onStop } from "./lifecycle";

/** The SMS dispatcher (lib/services/sms/dispatcher.ts): queued messages whose holder died are sent by one instance. */
function smsDispatcherJob(): BackgroundJob {
  return {
    name: "envoi des SMS",
    start: ({ handle }) => {
      startSmsDispatcher(handle.db);
      return () => stopSmsDispatchers();
    },
  };
}

/** The first server process (the only one on PGlite): it migrates, creates the admin, runs the one-off jobs. */
const isFirstServerProcess = () => Number(process.env.CAISSE_WORKER ?? 1) === 1;

/**
 * Access-code hashes of older scrypt parameters rewritten with today's (lib/services/code-hashes.ts), in
 * the background: one server process (the first) does it, the others would only repeat it.
 */
export const codeHashUpgradeJob: BackgroundJob = {
  name: "mise à niveau des codes d'accès",
  start: ({ handle }) => {
    if (!isFirstServerProcess()) return () => undefined;
    const running = upgradeCodeHashes(handle.db, isStopping).then(
      (report) => {
        if (report.rewritten || report.unreadable) {
          const unreadable = report.unreadable ? ` ; ${report.unreadable} illisible(s), réécrit(s) à la prochaine connexion` : "";
          console.log(`[caisse] codes d'accès : ${report.rewritten} empreinte(s) mise(s) à niveau${unreadable}`);
        }
      },
      (error: unknown) => console.error("[caisse] mise à niveau des codes d'accès interrompue :", error instanceof Error ? error.message : error),
    );
    return () => running;
  },
};

/**
 * The evening summary and the alerts only time raises (lib/services/summary/job.ts): a look a few seconds after
 * start (catching up a summary missed while the server was down), then every minute. Every process runs it; the
 * summary's row lock makes it once per day across them.
 */
export const summaryJob: BackgroundJob = {
  name: "résumé du soir",
  start: ({ env, handle }) => {
    if (env.EVENING_SUMMARY === "off") return () => undefined;
    let running: Promise<unknown> = Promise.resolve();
    let first = true;
    const look = () => {
      if (isStopping()) return;
      const atStart = first;
      first = false;
      running = runSummaryTick(handle.db, { atStart }).then(
        (report) => {
          if (report.sent.length) console.log(`[caisse] résumé du soir envoyé : ${report.sent.join(", ")}`);
        },
        (error: unknown) => console.error("[caisse] résumé du soir impossible :", error instanceof Error ? error.message : error),
      );
    };
    const start = setTimeout(look, 5_000);
    const every = setInterval(() => void running.then(look), SUMMARY_TICK_MS);
    start.unref();
    every.unref();
    return async () => {
      clearTimeout(start);
      clearInterval(every);
      await running;
    };
  },
};

/** The alerts of the data recorded before they existed, once (lib/services/alerts/backfill.ts), by the first process. */
export const alertBackfillJob: BackgroundJob = {
  name: "alertes de l'historique",
  start: ({ handle }) => {
    if (!isFirstServerProcess()) return () => undefined;
    const running = backfillAlerts(handle.db).then(
      (report) => {
        // a new database has no history: nothing to say under the login lines
        if (report?.closures) console.log(`[caisse] alertes de l'historique : ${report.alerts} alerte(s) sur ${report.closures} journée(s) clôturée(s)`);
      },
      (error: unknown) => console.error("[caisse] alertes de l'historique interrompues :", error instanceof Error ? error.message : error),
    );
    return () => running;
  },
};

/** A job running in the background of a server process, and how to stop it (awaited at shutdown). */
export interface BackgroundJob {
  name: string;
  start(context: { env: Env; handle: DbHandle }): Promise<() => Promise<void> | void> | (() => Promise<void> | void);
}

/**
 * THE place for background jobs: every server process starts each of these once the database is
 * migrated, and stops it at shutdown, before the database closes. With several server processes
 * (WEB_CONCURRENCY on PostgreSQL) every process runs them: a job that must run once per network
 * coordinates through the database (a lease, FOR UPDATE SKIP LOCKED). A job reads `isStopping()`
 * (lib/server/lifecycle.ts) before starting new work, and its stop function waits for the work it has.
 */
export const BACKGROUND_JOBS: BackgroundJob[] = [controlChannelJob, dailyBackupJob, smsDispatcherJob(), codeHashUpgradeJob, alertBackfillJob, summaryJob];

export async function startBackgroundJobs(context: { env: Env; handle: DbHandle }, jobs = BACKGROUND_JOBS): Promise<void> {
  for (const job of jobs) {
    const stop = await job.start(context);
    onStop(job.name, stop);
  }
}

/**
 * Served by `next start` or `next dev` instead of Caisse's own server: no client address reaches the
 * routes, so the per-address limits are off. Said where the operator looks at start, framed to be seen.
 */
export function warnIfNoClientAddress(resolved = clientAddressesResolved()): boolean {
  if (resolved) return false;
  const rule = "!".repeat(115);
  console.warn(`${rule}\n  [caisse] ATTENTION : ${NO_CLIENT_ADDRESS_WARNING}\n${rule}`);
  return true;
}

export async function startServer(): Promise<void> {
  const env = getEnv();
  getAuthSecret();
  const started = Date.now();
  const handle = await getDbHandle();
  onStop("base de données", () => closeDb());
  // with several server processes (scripts/start.cjs), the first one migrated and says how to log in
  if (isFirstServerProcess()) {
    const where = handle.kind === "pglite" ? `PGlite (${env.PGLITE_DIR})` : "PostgreSQL (DATABASE_URL)";
    console.log(`[caisse] base de données ${where} migrée en ${Date.now() - started} ms`);
    if (handle.kind === "postgres" && !env.AUTH_SECRET) {
      console.warn("[caisse] AUTH_SECRET n'est pas défini : plusieurs instances doivent partager le même AUTH_SECRET.");
    }
    const admin = await ensureAdmin(handle.db);
    const url = siteUrl();
    console.log(describeAdminLogin(admin, url));
  }
  // after the login lines, so that it is the last thing on the console, not scrolled away
  warnIfNoClientAddress();
  await startBackgroundJobs({ env, handle });
}

/** A server that cannot open its database or read its configuration must not serve half a product. */
export async function startServerOrExit(): Promise<void> {
  try {
    await startServer();
  } catch (error) {
    console.error("[caisse] démarrage impossible :", error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
