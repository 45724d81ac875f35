// npm start: checks the environment, builds when the sources changed, then serves the app.
// The server migrates the database and creates the first admin before its first request (instrumentation.ts).
//
// On PostgreSQL, WEB_CONCURRENCY server processes may share the port (node:cluster; default 1): one Node
// process uses one core, so a machine with cores to spare beside its database serves more with several.
// On the 2-core bench machine, with PostgreSQL beside it, one process is faster (docs/performance.md).
// The first process migrates and bootstraps alone; the others start once it listens. PGlite lives
// inside its process, so it always gets exactly one.
import cluster, { type Worker } from "node:cluster";
import { getAuthSecret } from "@/lib/config/secret";
import { buildIfNeeded, NEXT_BIN } from "./lib/build";
import { loadCheckedEnv } from "./lib/load-env";

const env = loadCheckedEnv();
buildIfNeeded();

const wanted = env.WEB_CONCURRENCY ?? 1;
const count = env.DATABASE_URL ? wanted : 1;
if (!env.DATABASE_URL && wanted > 1) {
  console.warn("[caisse] WEB_CONCURRENCY ignoré : la base PGlite n'accepte qu'un processus (définissez DATABASE_URL).");
}

/** This process's Node options without the TypeScript loader it was started with (the servers run built JavaScript). */
function serverExecArgv(): string[] {
  const kept: string[] = [];
  const args = process.execArgv;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (/^--(import|require|loader|experimental-loader)$/.test(arg) && /tsx/.test(args[i + 1] ?? "")) i += 1;
    else if (!/tsx/.test(arg)) kept.push(arg);
  }
  return kept;
}

// several processes must sign with one secret: the generated one (AUTH_SECRET unset) exists before them
if (count > 1) getAuthSecret();

cluster.setupPrimary({ exec: NEXT_BIN, args: ["start", "-p", String(env.PORT), "-H", env.HOST], execArgv: serverExecArgv() });
let stopping = false;
let listening = 0;
let othersForked = false;

function fork(index: number): Worker {
  const worker = cluster.fork({ ...process.env, NODE_ENV: "production", CAISSE_WORKER: String(index) });
  worker.once("listening", () => {
    listening += 1;
    // the first one has migrated the database and created the admin: the others may start
    if (!othersForked) {
      othersForked = true;
      for (let i = 2; i <= count; i++) fork(i);
    }
    if (listening === count) console.log(`[caisse] à l'écoute : ${count} processus serveur sur http://${env.HOST}:${env.PORT}`);
  });
  worker.once("exit", (code, signal) => {
    if (stopping) return;
    if (listening < count) {
      // a server that could not start (database, configuration): stop everything, as with one process
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill();
      process.exit(code ?? (signal ? 1 : 0));
    }
    listening -= 1;
    console.error(`[caisse] le processus serveur ${index} s'est arrêté (${signal ?? code}) : relancé`);
    fork(index);
  });
  return worker;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    for (const worker of workers) worker?.process.kill(signal);
    if (workers.length === 0) process.exit(0);
  });
}
cluster.on("exit", () => {
  if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
});

fork(1);
