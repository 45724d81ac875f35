// One process at a time on an embedded database folder (PGLITE_DIR): two PGlite instances writing the same
// files would corrupt them. lib/db/client.ts takes this lock before opening the folder and gives it back
// when it closes; every program that opens the database (the server, seed:demo, admin:reset-code,
// seed:scale, backup, restore) goes through it.
//
// The lock is a file, PGLITE_DIR/.caisse/lock, naming its owner: pid, command, since when, machine, and the
// process's start time (Linux), so that a pid reused by another program is not mistaken for the owner.
// - It appears whole: written to a file of our own, then hard-linked to its name, which fails if a lock
//   exists (link is atomic, on every file system Node supports).
// - A lock whose owner is dead (killed with kill -9, machine restarted) is stale. Removing it is a race
//   between everyone who saw it stale, so whoever removes it first takes a token named after that exact
//   lock (its content's hash), again by an atomic link: one process only holds it, checks that the lock
//   still has the content it judged stale, and only then removes it. Then everyone competes again for
//   the free name, and the link lets exactly one win. A token whose own holder died is stale in turn and
//   removed the same way.
import { createHash, randomBytes } from "node:crypto";
import { chmodSync, linkSync, lstatSync, mkdirSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { currentOwner, describeLockedDatabase, ownerAlive, parseOwner, readText, sameProcess, type LockOwner } from "./lock-owner";

export { currentOwner, describeLockedDatabase, type LockOwner } from "./lock-owner";

export class DatabaseLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
    readonly lockFile: string,
  ) {
    super(describeLockedDatabase(dir, owner, lockFile));
    this.name = "DatabaseLockedError";
  }
}

export interface DatabaseLock {
  dir: string;
  file: string;
  release(): void;
}

/** The folder of Caisse's own files inside PGLITE_DIR (lock, control socket): never part of a backup. */
export const CAISSE_SUBDIR = ".caisse";

export const lockFileOf = (dir: string) => path.join(path.resolve(dir), CAISSE_SUBDIR, "lock");

/** Creates `target` holding `text`, atomically and only if it does not exist. */
function createExclusive(target: string, text: string): boolean {
  const temp = `${target}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temp, text, { mode: 0o600 });
  try {
    linkSync(temp, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function unlinkIfExists(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/**
 * Removes `file` if it still holds `staleText`, under a token only one process can hold. Returns
 * without removing anything when another process is removing it right now or the file changed: the
 * caller looks again.
 */
function removeStale(file: string, staleText: string, depth = 0): void {
  if (depth > 8) throw new Error(`verrou ${file} : trop de reprises interrompues, supprimez les fichiers ${file}.* à la main`);
  const token = `${file}.reprise-${createHash("sha256").update(staleText).digest("hex").slice(0, 16)}`;
  const mine = JSON.stringify(currentOwner());
  if (!createExclusive(token, mine)) {
    const tokenText = readText(token);
    if (tokenText === null) return; // its holder just finished
    const holder = parseOwner(tokenText);
    if (!holder || !ownerAlive(holder)) removeStale(token, tokenText, depth + 1);
    return; // a live process is removing it: look again
  }
  try {
    if (readText(file) === staleText) unlinkSync(file);
  } finally {
    unlinkSync(token);
  }
}

const store = globalThis as unknown as { __caisseLocks?: Map<string, DatabaseLock> };
const held = () => {
  if (!store.__caisseLocks) {
    store.__caisseLocks = new Map();
    // a process that ends without closing its database (process.exit, an uncaught error) gives its locks back
    process.once("exit", () => releaseAllLocks());
  }
  return store.__caisseLocks;
};

/** Makes the folder of Caisse's own files, readable by this user only. */
export function ensurePrivateDir(dir: string): string {
  const own = path.join(path.resolve(dir), CAISSE_SUBDIR);
  mkdirSync(own, { recursive: true, mode: 0o700 });
  const stat = lstatSync(own);
  if (!stat.isDirectory()) throw new Error(`${own} n'est pas un dossier`);
  if (process.platform !== "win32" && (stat.mode & 0o077) !== 0) chmodSync(own, 0o700);
  return own;
}

/** What holds the folder's lock now, if a live process does (without taking it). */
export function lockHolder(dir: string): LockOwner | null {
  const text = readText(lockFileOf(dir));
  const owner = text ? parseOwner(text) : null;
  return owner && ownerAlive(owner) ? owner : null;
}

/**
 * Takes the folder's lock for this process, or throws DatabaseLockedError naming the process that holds
 * it, this one included: a folder is opened once (a restore must not swap a folder this process has open).
 */
export function acquireDatabaseLock(dir: string): DatabaseLock {
  const resolved = path.resolve(dir);
  if (held().has(resolved)) throw new DatabaseLockedError(resolved, currentOwner(), lockFileOf(resolved));
  ensurePrivateDir(resolved);
  const file = lockFileOf(resolved);
  const mine = JSON.stringify(currentOwner(), null, 2) + "\n";
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createExclusive(file, mine)) {
      const lock: DatabaseLock = {
        dir: resolved,
        file,
        release: () => {
          if (held().get(resolved) !== lock) return;
          held().delete(resolved);
          if (readText(file) === mine) unlinkIfExists(file);
        },
      };
      held().set(resolved, lock);
      return lock;
    }
    const text = readText(file);
    if (text === null) continue; // just removed: try again
    const owner = parseOwner(text);
    // an unreadable lock was never written whole by a live process (those appear whole): stale
    if (owner && !sameProcess(owner) && ownerAlive(owner)) throw new DatabaseLockedError(resolved, owner, file);
    // tests widen the window between judging the lock stale and removing it, where racers meet
    const pause = Number(process.env.CAISSE_LOCK_TEST_PAUSE_MS ?? 0);
    if (pause > 0) sleepSync(pause);
    removeStale(file, text);
    if (attempt > 2) sleepSync(20 * attempt);
  }
  throw new Error(`verrou ${file} : impossible de le prendre, réessayez`);
}

/** Gives back every lock this process holds (at exit: a lock must not outlive its process for nothing). */
export function releaseAllLocks(): void {
  for (const lock of [...held().values()]) {
    try {
      lock.release();
    } catch {
      // exiting anyway
    }
  }
}
