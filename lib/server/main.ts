// The server of `npm start`, bundled into .caisse/server.cjs (scripts/lib/build.cjs) and run by
// scripts/start.cjs in plain Node: no TypeScript loader stays resident.
//
// PGlite: one process, the one npm started, serves (the embedded database lives in its process; no
// supervisor process beside it, which would cost ~45 MB for nothing). PostgreSQL: WEB_CONCURRENCY server
// processes share the port (node:cluster; default 1) under a small supervisor: the first migrates and
// bootstraps alone, the others start once it listens, a crashed one is restarted, and a signalled one
// (SIGTERM or SIGINT to any of them) stops them all.
//
// Stopping (SIGTERM, SIGINT, or npm gone: lib/server/parent-watch.ts): no new connection, in-flight
// requests finished, background jobs stopped, the database closed, exit 0. Within 10 s once the
// in-flight requests are done; a request still running after 25 s is cut.
import cluster, { type Worker } from "node:cluster";
import v8 from "node:v8";
import type { Env } from "@/lib/config/env";
import { markClientAddressesResolved } from "@/lib/api/address";
import { getAuthSecret } from "@/lib/config/secret";
import { lockHolder, describeLockedDatabase, lockFileOf } from "@/lib/db/lock";
import { loadCheckedEnv } from "@/lib/config/load-env";
import { startHttpServer, type CaisseHttpServer } from "./http";
import { watchLauncher } from "./parent-watch";

// scripts/start.cjs watches npm during the build with it
export { watchLauncher };

/** In-flight requests get this long to finish when the server stops. */
export const DRAIN_MS = 25_000;
/** Once they are done, the rest (Next, jobs, database) must be over within this. */
const STOP_MS = 10_000;

/**
 * Node options for the server processes, chosen for memory (docs/performance.md): PGlite's WebAssembly
 * compiled per function on first use, by the optimising compiler only (the baseline compiler's copy of
 * all of Postgres costs ~40 MB and runs it slower), and a smaller young generation.
 */
export const SERVER_V8_FLAGS = ["--wasm-lazy-compilation", "--no-liftoff"];
export const SERVER_NODE_OPTIONS = ["--max-semi-space-size=4"];
/**
 * On PostgreSQL the database's memory is another program's and the server's young generation may be 16 MB:
 * an admin dashboard allocates a few MB (its 2,000 rows, its 145 KB answer), which a 4 MB one promoted to the
 * old generation at every other request (garbage collection was a quarter of the server's time; 10 to 25 %
 * more dashboards per second at 10 connections with 16 MB).
 */
const POSTGRES_SERVER_NODE_OPTIONS = ["--max-semi-space-size=16"];

/** Reads .env files as Next does and checks the environment (exits with the French message). */
export function loadEnvironment(): Env {
  return loadCheckedEnv();
}

/** Refuses at once, before building or starting anything, when another process has the embedded database. */
export function refuseIfDatabaseBusy(env: Env): void {
  if (env.DATABASE_URL || env.PGLITE_DIR.startsWith("memory://")) return;
  const holder = lockHolder(env.PGLITE_DIR);
  if (!holder) return;
  console.error(`[caisse] ${describeLockedDatabase(env.PGLITE_DIR, holder, lockFileOf(env.PGLITE_DIR))}`);
  process.exit(1);
}

function log(text: string) {
  console.log(`[caisse] ${text}`);
}

/**
 * Serves in this process until a signal (or a call of the returned function) stops it; then exits 0.
 * `onStopping` runs once when the stop begins.
 */
async function serve(env: Env, onStopping?: () => void): Promise<(why: string) => void> {
  v8.setFlagsFromString(SERVER_V8_FLAGS.join(" "));
  Object.assign(process.env, { NODE_ENV: "production" });
  process.title = "caisse";
  // before Next starts here: the start-up (lib/server/startup.ts) and /api/health see that this server
  // hands every request its client's address (lib/server/http.ts)
  markClientAddressesResolved();
  let server: CaisseHttpServer | null = null;
  let stopRequested: string | null = null;
  const stop = (why: string) => {
    if (stopRequested) return;
    stopRequested = why;
    onStopping?.();
    if (!server) return; // still starting: stopped as soon as it listens
    log(`arrêt demandé (${why}) : fin des requêtes en cours…`);
    const started = Date.now();
    let drainedAt: number | null = null;
    // once in-flight requests are over, the rest (Next, jobs, database) has STOP_MS
    const watchdog = setInterval(() => {
      if (server!.inFlight() > 0) return;
      drainedAt ??= Date.now();
      if (Date.now() - drainedAt > STOP_MS) {
        console.error(`[caisse] arrêt forcé : l'arrêt propre dépasse ${STOP_MS / 1000} s`);
        process.exit(1);
      }
    }, 100);
    watchdog.unref();
    void server.stop(DRAIN_MS).then(() => {
      log(`arrêté en ${((Date.now() - started) / 1000).toFixed(1)} s`);
      process.exit(0);
    });
  };
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => stop(signal));
  server = await startHttpServer(env, { port: env.PORT, host: env.HOST });
  if (stopRequested) {
    const why = stopRequested;
    stopRequested = null;
    stop(why);
  }
  return stop;
}

/** PGlite: this process serves. */
async function serveAlone(env: Env): Promise<void> {
  let stop: ((why: string) => void) | null = null;
  let launcherGone = false;
  watchLauncher(() => (stop ? stop("npm arrêté") : (launcherGone = true)));
  stop = await serve(env);
  log(`à l'écoute : 1 processus serveur sur http://${env.HOST}:${env.PORT}`);
  if (launcherGone) stop("npm arrêté");
}

interface WorkerMessage {
  caisse?: "stop-all";
}

/** PostgreSQL: a supervisor and `count` server processes sharing the port. */
function supervise(env: Env, count: number): void {
  // several processes must sign with one secret: the generated one (AUTH_SECRET unset) exists before them
  if (count > 1) getAuthSecret();
  process.title = "caisse-superviseur";
  cluster.setupPrimary({ execArgv: [...process.execArgv.filter((a) => !SERVER_NODE_OPTIONS.includes(a)), ...POSTGRES_SERVER_NODE_OPTIONS] });
  let stopping = false;
  let listening = 0;
  let othersForked = false;

  const stopAll = (why: string) => {
    if (stopping) return;
    stopping = true;
    log(`arrêt demandé (${why}) : arrêt des ${Object.keys(cluster.workers ?? {}).length} processus serveur…`);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill("SIGTERM");
    // a worker that does not stop in time is killed: nothing may keep the port
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
    }, DRAIN_MS + STOP_MS).unref();
  };

  function fork(index: number): Worker {
    const worker = cluster.fork({ ...process.env, NODE_ENV: "production", CAISSE_WORKER: String(index) });
    worker.on("message", (message: WorkerMessage) => {
      if (message?.caisse === "stop-all") stopAll(`processus serveur ${index} arrêté`);
    });
    worker.once("listening", () => {
      listening += 1;
      // the first one has migrated the database and created the admin: the others may start
      if (!othersForked) {
        othersForked = true;
        for (let i = 2; i <= count; i++) fork(i);
      }
      if (listening === count) log(`à l'écoute : ${count} processus serveur sur http://${env.HOST}:${env.PORT}`);
    });
    worker.once("exit", (code, signal) => {
      if (stopping) return;
      if (listening < count && !othersForked) {
        // the first server could not start (database, configuration): stop, as with one process
        stopping = true;
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGKILL");
        process.exit(code || 1);
      }
      // exit 0: it was told to stop (a signal to that process), so everything stops
      if (code === 0) return stopAll(`processus serveur ${index} arrêté`);
      listening -= 1;
      console.error(`[caisse] le processus serveur ${index} s'est arrêté (${signal ?? code}) : relancé`);
      fork(index);
    });
    return worker;
  }

  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => stopAll(signal));
  watchLauncher(() => stopAll("npm arrêté"));
  cluster.on("exit", () => {
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
  fork(1);
}

/** A server process under the supervisor. */
async function serveAsWorker(env: Env): Promise<void> {
  await serve(env, () => {
    // tell the supervisor at once, so the other processes stop too
    if (process.connected) process.send?.({ caisse: "stop-all" } satisfies WorkerMessage);
  });
}

/** What `npm start` runs once the build is current. */
export async function main(env: Env): Promise<void> {
  try {
    if (cluster.isWorker) return await serveAsWorker(env);
    if (!env.DATABASE_URL) {
      if ((env.WEB_CONCURRENCY ?? 1) > 1) {
        console.warn("[caisse] WEB_CONCURRENCY ignoré : la base PGlite n'accepte qu'un processus (définissez DATABASE_URL).");
      }
      return await serveAlone(env);
    }
    supervise(env, env.WEB_CONCURRENCY ?? 1);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === "EADDRINUSE"
        ? `[caisse] le port ${env.PORT} est déjà utilisé sur ${env.HOST} (un autre serveur ?) : arrêtez-le ou choisissez PORT.`
        : `[caisse] démarrage impossible : ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
}
