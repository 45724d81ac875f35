// Starts the production build with `npm start` itself (npm, its shell, the server: on PostgreSQL, its
// WEB_CONCURRENCY server processes under a supervisor) on a dataset, and samples the resident memory of
// that whole process tree from /proc: its peak, and what it holds once idle.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { childrenOf, isAlive } from "../../lib/processes";
import { START_ARGS } from "../../lib/build.cjs";
import { BENCH_ADMIN, BENCH_AUTH_SECRET, type Dataset } from "./dataset";

export interface BenchServer {
  url: string;
  process: ChildProcess;
  /** the largest resident memory of the whole process tree since the last reset, in bytes */
  peakRss(): number;
  /** the processes of the tree now, with their resident memory */
  processes(): ProcessRss[];
  resetPeak(): void;
  stop(): Promise<void>;
}

export interface ProcessRss {
  pid: number;
  name: string;
  rssMb: number;
}

/** Each process of the tree under `root`, with its resident memory. */
export function treeProcesses(root: number): ProcessRss[] {
  const found: ProcessRss[] = [];
  const pending = [root];
  while (pending.length) {
    const pid = pending.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const name = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim().slice(0, 80);
      found.push({ pid, name, rssMb: Math.round(kb / 1024) });
    } catch {
      continue;
    }
    pending.push(...childrenOf(pid));
  }
  return found;
}

function treeRss(root: number): number {
  return treeProcesses(root).reduce((sum, p) => sum + p.rssMb, 0) * 1024 * 1024;
}

export async function startServer(dataset: Dataset, port: number, log: (text: string) => void): Promise<BenchServer> {
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    AUTH_SECRET: BENCH_AUTH_SECRET,
    ADMIN_PHONE: BENCH_ADMIN.phone,
    ADMIN_CODE: BENCH_ADMIN.code,
    DATABASE_POOL_MAX: process.env.BENCH_POOL_MAX ?? "20",
    DATABASE_URL: dataset.env.DATABASE_URL ?? "",
    PGLITE_DIR: dataset.env.PGLITE_DIR ?? "",
  };
  // BENCH_SERVER_NODE_ARGS: e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" for a profile of the server alone
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const serverEnv = { ...env, PORT: String(port), HOST: "127.0.0.1" };
  // npm start as the README says (npm and its shell count in the memory), or the script alone for a profile
  const child = nodeArgs.length
    ? spawn(process.execPath, [...nodeArgs, ...START_ARGS], { env: serverEnv, stdio: ["ignore", "pipe", "pipe"] })
    : spawn("npm", ["start"], { env: serverEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  // ready once every server process listens and an API answers
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté :\n${output}`);
    if (output.includes("[caisse] à l'écoute")) {
      try {
        const response = await fetch(`${url}/api/transactions/account-types`);
        if (response.status < 500) break;
      } catch {
        // not answering yet
      }
    }
    if (Date.now() - started > 180_000) throw new Error(`le serveur ne répond pas après 180 s :\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const processes = /écoute : (\d+) processus/.exec(output)?.[1] ?? "?";
  log(`serveur prêt sur ${url} en ${((Date.now() - started) / 1000).toFixed(1)} s (${processes} processus serveur)`);

  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 50);
  return {
    url,
    process: child,
    peakRss: () => Math.max(peak, treeRss(child.pid!)),
    processes: () => treeProcesses(child.pid!),
    resetPeak: () => (peak = treeRss(child.pid!)),
    stop: async () => {
      clearInterval(sampler);
      // npm exits as soon as its shell does; the server, warned, finishes and closes the database after
      const tree = treeProcesses(child.pid!).map((p) => p.pid);
      child.kill("SIGTERM");
      const timeout = setTimeout(() => tree.forEach((pid) => process.kill(pid, "SIGKILL")), 15_000);
      await exited;
      const gone = (pid: number) => !isAlive(pid);
      while (!tree.every(gone)) await new Promise((r) => setTimeout(r, 100));
      clearTimeout(timeout);
    },
  };
}
