// `npm start` runs `sh -c "node scripts/start.cjs"`: a process manager's SIGTERM goes to npm, which passes
// it to that shell only, and the shell dies without passing it on. The server would go on alone, an
// orphan holding the port. So when npm started us, we watch the shell and npm (Linux: pid and start
// time, so a reused pid is not mistaken for them; elsewhere: our parent's pid) and stop, gracefully,
// as soon as one of them is gone, whatever killed it (SIGTERM, SIGINT, even kill -9 of npm).
// Started directly (`node scripts/start.cjs`, nohup, a service manager), nothing is watched.
import { readFileSync } from "node:fs";

interface Watched {
  pid: number;
  start: string | null;
}

function procStat(pid: number): { ppid: number; start: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), start: fields[19]! };
  } catch {
    return null;
  }
}

function procName(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
}

/** The processes to outlive no longer than: our parent, and npm above it when the parent is npm's shell. */
export function ancestorsToWatch(): Watched[] {
  const parent = process.ppid;
  if (process.platform !== "linux") return [{ pid: parent, start: null }];
  const watched: Watched[] = [];
  const stat = procStat(parent);
  if (!stat) return [];
  watched.push({ pid: parent, start: stat.start });
  if (/^(sh|dash|bash|ash|zsh)$/.test(procName(parent)) && stat.ppid > 1) {
    const grand = procStat(stat.ppid);
    if (grand) watched.push({ pid: stat.ppid, start: grand.start });
  }
  return watched;
}

function gone(watched: Watched, initialParent: number): boolean {
  if (process.platform !== "linux") return process.ppid !== initialParent;
  const stat = procStat(watched.pid);
  return !stat || stat.start !== watched.start;
}

/** Calls onGone once when npm or its shell ends; only when npm started this process. */
export function watchLauncher(onGone: (who: number) => void, everyMs = 500): () => void {
  if (!process.env.npm_lifecycle_event) return () => undefined;
  const initialParent = process.ppid;
  const watched = ancestorsToWatch();
  const timer = setInterval(() => {
    const lost = watched.find((w) => gone(w, initialParent));
    if (!lost) return;
    clearInterval(timer);
    onGone(lost.pid);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
