// Starts the production build with `npm start` itself (npm, its shell, the server: on PostgreSQL, its
// WEB_CONCURRENCY server processes under a supervisor) on a dataset, and samples the resident memory of
// that whole process tree from /proc: its peak, and what it holds once idle.
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { isAlive } from "../../lib/processes";
import { START_ARGS } from "../../lib/build.cjs";
import { BENCH_ADMIN, BENCH_AUTH_SECRET, type Dataset } from "./dataset";

export interface BenchServer {
  url: string;
  process: ChildProcess;
  /** the largest resident memory of the whole process tree since the last reset, in bytes */
  peakRss(): number;
  /** the tree's processes at that peak, each with its resident memory */
  peakProcesses(): ProcessRss[];
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

/** Each process's children, from one pass over /proc (a sample every 50 ms must not cost a pass per process). */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // the command may contain spaces or parentheses: the ppid comes after the last ')'
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/**
 * Each process of the tree under `root` (root included: for `npm start`, npm itself, its shell, the
 * launcher and every server process under it), with its resident memory.
 */
export function treeProcesses(root: number): ProcessRss[] {
  const children = childrenByParent();
  const found: ProcessRss[] = [];
  const pending = [root];
  while (pending.length) {
    const pid = pending.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      pending.push(...(children.get(pid) ?? []));
      // a child that has ended but not been waited for yet holds no memory and has no command line
      if (/^State:\s+Z/m.test(status)) continue;
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
      const name = (command || `(${/^Name:\s+(.*)$/m.exec(status)?.[1] ?? pid})`).slice(0, 80);
      found.push({ pid, name, rssMb: Math.round(kb / 1024) });
    } catch {
      continue;
    }
  }
  return found;
}

const treeSum = (processes: ProcessRss[]) => processes.reduce((sum, p) => sum + p.rssMb, 0);

/** npm start on the dataset, as the README says (npm and its shell count in the memory), or the script alone for a profile. */
function spawnServer(dataset: Dataset, port: number) {
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
    PORT: String(port),
    HOST: "127.0.0.1",
  };
  // BENCH_SERVER_NODE_ARGS: e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" for a profile of the server alone
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = nodeArgs.length
    ? spawn(process.execPath, [...nodeArgs, ...START_ARGS], { env, stdio: ["ignore", "pipe", "pipe"] })
    : spawn("npm", ["start"], { env, stdio: ["ignore", "pipe", "pipe"] });
  const output = { text: "" };
  child.stdout!.on("data", (chunk: Buffer) => (output.text += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output.text += chunk.toString()));
  return { child, output };
}

/** Ready once every server process listens and an API answers. */
async function untilReady(child: ChildProcess, output: { text: string }, url: string, log: (text: string) => void): Promise<void> {
  const started = Date.now();
  let warned = false;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté :\n${output.text}`);
    if (output.text.includes("[caisse] à l'écoute")) {
      try {
        const response = await fetch(`${url}/api/transactions/account-types`);
        if (response.status < 500) break;
      } catch {
        // not answering yet
      }
    }
    // npm start builds first when the sources changed since the bench's own build (someone edited them
    // meanwhile): a build on a busy machine takes minutes, the engines then run different builds
    const building = output.text.includes("[caisse] construction de l'application");
    if (building && !warned) {
      warned = true;
      log("⚠ npm start reconstruit l'application (sources modifiées depuis le début du banc) : ce moteur ne mesure pas le même build");
    }
    const waitS = building ? 900 : 180;
    if (Date.now() - started > waitS * 1000) {
      // leave nothing running behind a server that never answered
      for (const p of treeProcesses(child.pid!)) process.kill(p.pid, "SIGKILL");
      throw new Error(`le serveur ne répond pas après ${waitS} s :\n${output.text}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const processes = /écoute : (\d+) processus/.exec(output.text)?.[1] ?? "?";
  log(`serveur prêt sur ${url} en ${((Date.now() - started) / 1000).toFixed(1)} s (${processes} processus serveur)`);
}

export async function startServer(dataset: Dataset, port: number, log: (text: string) => void): Promise<BenchServer> {
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = spawnServer(dataset, port);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await untilReady(child, output, url, log);

  // the tree at its largest since the last reset, summed over every process of it
  let peak: ProcessRss[] = [];
  const sample = () => {
    const now = treeProcesses(child.pid!);
    if (treeSum(now) >= treeSum(peak)) peak = now;
  };
  const sampler = setInterval(sample, 50);
  return {
    url,
    process: child,
    peakRss: () => {
      sample();
      return treeSum(peak) * 1024 * 1024;
    },
    peakProcesses: () => peak,
    processes: () => treeProcesses(child.pid!),
    resetPeak: () => (peak = treeProcesses(child.pid!)),
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
