// Who holds an embedded database folder's lock (lib/db/lock.ts): the owner a lock file names, whether that
// process still runs, and the French message that tells the shop owner which program has the folder.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface LockOwner {
  pid: number;
  /** what runs: "npm start", "npm run seed:demo", or the command line */
  command: string;
  /** ISO date the lock was taken */
  since: string;
  host: string;
  /** Linux: the boot this process runs in, and its start time in clock ticks since that boot */
  boot: string | null;
  start: string | null;
  /** makes every lock's content unique */
  nonce: string;
}

export function readText(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export function parseOwner(text: string): LockOwner | null {
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner?.pid) && owner.pid > 0 && typeof owner.since === "string" ? owner : null;
  } catch {
    return null;
  }
}

function linuxBootId(): string | null {
  return readText("/proc/sys/kernel/random/boot_id")?.trim() ?? null;
}

/** Linux: a process's start time (field 22 of /proc/<pid>/stat), or null if there is no such process. */
function linuxStartTime(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  // the command may hold spaces and parentheses: the fields after it follow the last ')'
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
}

function describeCommand(): string {
  const args = process.argv.slice(1).map((arg) => {
    const relative = path.relative(process.cwd(), arg);
    return path.isAbsolute(arg) && !relative.startsWith("..") ? relative : arg;
  });
  // npm's script name, when npm started this very program (its children inherit npm's variables too)
  const script = process.env.npm_lifecycle_event;
  const line = process.env.npm_lifecycle_script ?? "";
  if (script && args.some((arg) => /\.(c|m)?[jt]s$/.test(arg) && line.includes(arg))) return script === "start" ? "npm start" : `npm run ${script}`;
  return ["node", ...args].join(" ").slice(0, 200);
}

let ownIdentity: LockOwner | null = null;

/** This process as a lock owner (one identity per process). */
export function currentOwner(): LockOwner {
  ownIdentity ??= {
    pid: process.pid,
    command: describeCommand(),
    since: new Date().toISOString(),
    host: os.hostname(),
    boot: process.platform === "linux" ? linuxBootId() : null,
    start: process.platform === "linux" ? linuxStartTime(process.pid) : null,
    nonce: randomBytes(8).toString("hex"),
  };
  return ownIdentity;
}

/** Whether the process a lock names still runs (another machine's: assumed so, it cannot be checked). */
export function ownerAlive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true;
  if (owner.boot && process.platform === "linux") {
    if (owner.boot !== linuxBootId()) return false; // the machine restarted since
    const start = linuxStartTime(owner.pid);
    if (start === null) return false;
    return owner.start === null || start === owner.start; // another start time: the pid was reused
  }
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export const sameProcess = (owner: LockOwner) => {
  const me = currentOwner();
  return owner.pid === me.pid && owner.host === me.host && owner.start === me.start && owner.boot === me.boot;
};
function formatSince(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = date.toLocaleDateString("fr-FR");
  const time = date.toLocaleTimeString("fr-FR");
  return `le ${day} à ${time}`;
}

export function describeLockedDatabase(dir: string, owner: LockOwner, lockFile: string): string {
  const where = owner.host === os.hostname() ? "" : ` sur la machine « ${owner.host} »`;
  const lines = [
    `La base PGlite ${dir} est déjà ouverte par le processus ${owner.pid}${where} (${owner.command}), depuis ${formatSince(owner.since)}.`,
    `Une base embarquée ne s'ouvre que dans un programme à la fois : arrêtez-le d'abord (Ctrl+C dans son terminal, ou kill ${owner.pid}), puis recommencez.`,
  ];
  if (where) lines.push(`Si ce programme ne tourne plus sur cette machine, supprimez le fichier ${lockFile}.`);
  return lines.join("\n");
}
