// The embedded database's folder lock (lib/db/lock.ts), with real folders and real processes: a holder
// is named, a killed holder's lock is taken back, a pid reused by another program is not mistaken for the
// holder, racing processes never both win, and every program that opens the database goes through it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquireDatabaseLock, currentOwner, DatabaseLockedError, lockFileOf, lockHolder, type LockOwner } from "@/lib/db/lock";

const TSX = path.join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs");
const HOLDER = path.join(process.cwd(), "tests", "db", "fixtures", "hold-lock.ts");
const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "caisse-lock-"));
  dirs.push(dir);
  return dir;
}

interface Holder {
  child: ChildProcess;
  /** the first line it prints: HELD <pid> | REFUSED <pid> | ERROR ... */
  said: Promise<string>;
  exited: Promise<number | null>;
}

function startHolder(dir: string, env: Record<string, string> = {}): Holder {
  // `node --import tsx`: one process (the tsx command would start a second one, which kill -9 would miss)
  const child = spawn(process.execPath, ["--import", "tsx", HOLDER, dir], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let out = "";
  const said = new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      if (out.includes("\n")) resolve(out.split("\n")[0]!);
    });
    child.once("exit", () => (out.includes("\n") ? undefined : reject(new Error(`le processus s'est arrêté sans rien dire : ${out}`))));
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, said, exited };
}

function deadPid(): number {
  const done = spawnSync("true");
  return done.pid;
}

function writeLock(dir: string, owner: Partial<LockOwner>) {
  mkdirSync(path.dirname(lockFileOf(dir)), { recursive: true, mode: 0o700 });
  const full: LockOwner = { ...currentOwner(), nonce: "x", since: new Date(Date.now() - 60_000).toISOString(), command: "npm start", ...owner };
  writeFileSync(lockFileOf(dir), JSON.stringify(full));
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the folder lock", () => {
  it("is taken and given back; a process cannot take it twice (a folder is opened once)", () => {
    const dir = tempDir();
    const lock = acquireDatabaseLock(dir);
    expect(lockHolder(dir)?.pid).toBe(process.pid);
    expect(() => acquireDatabaseLock(dir)).toThrow(DatabaseLockedError);
    expect(existsSync(lockFileOf(dir))).toBe(true);
    lock.release();
    lock.release(); // twice: harmless
    expect(existsSync(lockFileOf(dir))).toBe(false);
    expect(lockHolder(dir)).toBeNull();
    // its folder is private to this user
    expect(readdirSync(path.join(dir, ".caisse"))).toEqual([]);
  });

  it("refuses a second process at once, naming the holder: pid, command, since when", async () => {
    const dir = tempDir();
    const holder = startHolder(dir);
    const said = await holder.said;
    expect(said).toMatch(/^HELD \d+$/);
    const pid = Number(said.split(" ")[1]);
    const started = Date.now();
    let error: unknown;
    try {
      acquireDatabaseLock(dir);
    } catch (e) {
      error = e;
    }
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(error).toBeInstanceOf(DatabaseLockedError);
    const message = (error as Error).message;
    expect(message).toContain(`La base PGlite ${dir} est déjà ouverte par le processus ${pid}`);
    expect(message).toMatch(/\(node tests\/db\/fixtures\/hold-lock\.ts .*\), depuis le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}:\d{2}/);
    expect(message).toContain(`kill ${pid}`);
    // a third process is refused too
    expect(await startHolder(dir).said).toBe(`REFUSED ${pid}`);
    holder.child.kill("SIGTERM");
    await holder.exited;
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it("takes back the lock of a holder killed with kill -9", async () => {
    const dir = tempDir();
    const holder = startHolder(dir);
    expect(await holder.said).toMatch(/^HELD/);
    holder.child.kill("SIGKILL");
    await holder.exited;
    expect(existsSync(lockFileOf(dir))).toBe(true); // left behind
    expect(lockHolder(dir)).toBeNull();
    const lock = acquireDatabaseLock(dir);
    expect(JSON.parse(readFileSync(lockFileOf(dir), "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("is not fooled by a pid reused by another program, nor by a restarted machine", async () => {
    const dir = tempDir();
    const other = spawn("sleep", ["30"]);
    children.push(other);
    // the pid runs, but it is not the process that took the lock: another start time
    writeLock(dir, { pid: other.pid!, start: "1" });
    const lock = acquireDatabaseLock(dir);
    lock.release();
    writeLock(dir, { pid: process.pid === 1 ? 2 : 1, boot: "another-boot" });
    acquireDatabaseLock(dir).release();
  });

  it("takes back a lock left unreadable, and a takeover token whose holder died", () => {
    const dir = tempDir();
    mkdirSync(path.dirname(lockFileOf(dir)), { recursive: true });
    writeFileSync(lockFileOf(dir), "");
    acquireDatabaseLock(dir).release();

    const stale = JSON.stringify({ ...currentOwner(), pid: deadPid(), nonce: "stale" });
    writeFileSync(lockFileOf(dir), stale);
    const token = `${lockFileOf(dir)}.reprise-${createHash("sha256").update(stale).digest("hex").slice(0, 16)}`;
    writeFileSync(token, JSON.stringify({ ...currentOwner(), pid: deadPid(), nonce: "dead-recoverer" }));
    const lock = acquireDatabaseLock(dir);
    expect(existsSync(token)).toBe(false);
    lock.release();
    expect(readdirSync(path.dirname(lockFileOf(dir)))).toEqual([]);
  });

  it("trusts a lock from another machine (it cannot be checked) and says how to remove it", () => {
    const dir = tempDir();
    writeLock(dir, { pid: 4242, host: "caisse-ancienne" });
    expect(() => acquireDatabaseLock(dir)).toThrow(/processus 4242 sur la machine « caisse-ancienne »[\s\S]*supprimez le fichier/);
  });

  it("lets exactly one of many processes racing for a stale lock win", async () => {
    const dir = tempDir();
    for (let round = 0; round < 2; round++) {
      writeLock(dir, { pid: deadPid(), nonce: `stale-${round}` });
      const goAt = String(Date.now() + 2_500);
      // each pauses between judging the lock stale and removing it: they all judge before any removes
      const racers = Array.from({ length: 6 }, () => startHolder(dir, { GO_AT: goAt, HOLD_MS: "4000", CAISSE_LOCK_TEST_PAUSE_MS: "400" }));
      const said = await Promise.all(racers.map((r) => r.said));
      const winners = said.filter((s) => s.startsWith("HELD"));
      expect(winners).toHaveLength(1);
      const winner = Number(winners[0]!.split(" ")[1]);
      expect(said.filter((s) => s === `REFUSED ${winner}`)).toHaveLength(5);
      expect(JSON.parse(readFileSync(lockFileOf(dir), "utf8")).pid).toBe(winner);
      await Promise.all(racers.map((r) => r.exited));
    }
  }, 60_000);
});

describe("every program that opens the embedded database goes through the lock", () => {
  it("npm run admin:reset-code refuses while another process has the folder, and says who", async () => {
    const dir = tempDir();
    const holder = startHolder(dir);
    const pid = Number((await holder.said).split(" ")[1]);
    const run = spawnSync(process.execPath, [TSX, "scripts/admin-reset-code.ts"], {
      env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: dir, npm_lifecycle_event: "admin:reset-code" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`est déjà ouverte par le processus ${pid}`);
    expect(run.stderr).not.toMatch(/\n\s+at /); // the message alone, no stack
    // nothing was created in the folder but the lock's own
    expect(readdirSync(dir).sort()).toEqual([".caisse"]);
  }, 90_000);
});
