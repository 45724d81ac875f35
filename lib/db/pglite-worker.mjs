// The embedded database on a thread of its own (lib/db/pglite-thread.ts starts it): PGlite runs Postgres
// compiled to WebAssembly, which on the server's own thread would share one core with HTTP. Plain
// JavaScript, loaded by Node itself (neither Next's bundler nor jest touches it). It also takes the
// checkpoints single-user Postgres never takes, and says when a folder is being recovered after a kill
// (lib/db/pglite-recovery.mjs).
//
// Messages in:  { id, op: "ready" } | { id, op: "query", sql, params, rowMode, tx? }
//               | { id, op: "exec", sql, tx? } | { id, op: "begin", tx } | { id, op: "end", tx, commit } | { id, op: "close" }
//               | { id, op: "snapshot", target, queries: { counts, migrations } } | { id, op: "dump", target }
// Messages out: { id, result } | { id, error: { message, code, constraint, detail, hint, ... } }
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, types } from "@electric-sql/pglite";
import {
  CHECKPOINT_AFTER_BYTES,
  CHECKPOINT_LOOK_MS,
  describeRecoveryDone,
  describeRecoveryStart,
  logToReplay,
  readShutdownState,
} from "./pglite-recovery.mjs";

// Drizzle reads these types as the text PostgreSQL sends and converts them itself (drizzle-orm/pglite/session)
const identity = (value) => value;
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const parsers = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, identity]));

// Postgres' 128 MB of shared buffers would sit in the process's memory for a shop's few megabytes of data:
// 16 MB, the operating system's file cache keeps the rest (docs/performance.md, memory)
const options = { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] };

/**
 * Straight to the process's stderr: a worker's console goes through the main thread, which is busy
 * loading the app while the database opens, and would print "recovering" only once it is over.
 */
const say = (line) => writeSync(2, line + "\n");

async function openDatabase() {
  const dir = workerData.dataDir;
  // a folder left by a killed process: Postgres replays its log before the first query, say so meanwhile
  const left = dir ? readShutdownState(dir) : null;
  const recovering = left !== null && !left.clean;
  if (recovering) say(describeRecoveryStart(dir, left, logToReplay(dir, left.redo)));
  const started = performance.now();
  // in memory, either a new cluster (initdb: seconds) or one started from a dump of another (lib/db/client.ts)
  const from = workerData.fromDump ? { loadDataDir: new Blob([readFileSync(workerData.fromDump)]) } : {};
  const database = dir ? new PGlite(dir, options) : new PGlite({ ...options, ...from });
  await database.waitReady;
  if (recovering) say(describeRecoveryDone(performance.now() - started));
  return database;
}

/**
 * Single-user Postgres takes no checkpoint on its own (lib/db/pglite-recovery.mjs): one is taken here once
 * CHECKPOINT_AFTER_BYTES of log were written since the last, so that a kill -9 leaves little to replay.
 * The query waits for an open transaction to end, like any other (PGlite's own lock).
 */
async function checkpointIfDue(database) {
  const sinceLast = "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 AS written FROM pg_control_checkpoint()";
  const [{ written }] = (await database.query(sinceLast)).rows;
  if (written >= CHECKPOINT_AFTER_BYTES) await database.query("CHECKPOINT");
}

const opened = openDatabase();
// the first message waits for the database; a failure to open is its answer
let db = null;
opened.then((value) => (db = value), () => undefined);

let checkpointing = null;
// a database in memory is never replayed: only folders
const checkpointTimer = workerData.dataDir
  ? setInterval(() => {
      if (!db || checkpointing) return;
      checkpointing = checkpointIfDue(db)
        .catch((error) => console.error("[caisse] point de contrôle de la base PGlite impossible :", error?.message ?? error))
        .finally(() => (checkpointing = null));
    }, CHECKPOINT_LOOK_MS)
  : null;

/** open transactions: their PGlite handle, and how to finish them */
const open = new Map();

/** Copies a folder's regular files and folders (not Caisse's own .caisse: lock, socket). */
function copyFolder(from, to, skip) {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (skip.includes(entry.name)) continue;
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) copyFolder(source, path.join(to, entry.name), []);
    else if (entry.isFile()) copyFileSync(source, path.join(to, entry.name));
  }
}

function errorFields(error) {
  const fields = { message: String(error?.message ?? error) };
  for (const key of ["name", "code", "constraint", "detail", "hint", "severity", "schema", "table", "column", "position", "where", "routine"]) {
    if (error && error[key] !== undefined) fields[key] = error[key];
  }
  return fields;
}

/** The handle a query runs on: its transaction's, or the database's outside one. */
function targetOf(message) {
  const target = message.tx ? open.get(message.tx)?.handle : db;
  if (!target) throw new Error(`transaction ${message.tx} inconnue`);
  return target;
}

function begin(message) {
  return new Promise((resolve, reject) => {
    // PGlite holds its lock for the whole callback: other queries wait, as they would in-process
    const entry = {};
    entry.done = db.transaction(
      (handle) =>
        new Promise((finish, abort) => {
          Object.assign(entry, { handle, finish, abort });
          open.set(message.tx, entry);
          resolve(null);
        }),
    );
    // BEGIN itself failed: the callback never ran
    entry.done.catch((error) => {
      if (!entry.handle) reject(error);
    });
  });
}

async function end(message) {
  const entry = open.get(message.tx);
  if (!entry) throw new Error(`transaction ${message.tx} inconnue`);
  open.delete(message.tx);
  if (message.commit) {
    entry.finish();
    await entry.done; // COMMIT ran, or its error is the answer
  } else {
    const rollback = new Error("rollback");
    entry.abort(rollback);
    await entry.done.catch((error) => {
      if (error !== rollback) throw error;
    });
  }
  return null;
}

function snapshot(message) {
  if (!workerData.dataDir) throw new Error("une base en mémoire n'a pas de dossier à copier");
  // Inside a transaction, no other query or transaction runs (PGlite's own lock): the folder does
  // not change while it is copied. The copy is the database as of now, every committed transaction
  // in it (their WAL is written at commit); CHECKPOINT first writes the buffers out, so that opening
  // the copy replays almost nothing. What it counts is what the copy holds.
  return db.transaction(async (tx) => {
    const counts = (await tx.query(message.queries.counts)).rows[0];
    const migrations = (await tx.query(message.queries.migrations)).rows;
    await tx.query("CHECKPOINT");
    copyFolder(workerData.dataDir, message.target, [".caisse"]);
    return { counts, migrations };
  });
}

/** A database in memory written as a tarball another one can start from (its `fromDump`). */
async function dump(message) {
  const tarball = await db.dumpDataDir("none");
  writeFileSync(message.target, Buffer.from(await tarball.arrayBuffer()));
  return null;
}

async function closeDatabase() {
  if (checkpointTimer) clearInterval(checkpointTimer);
  await checkpointing;
  await db.close();
  return null;
}

async function handle(message) {
  switch (message.op) {
    case "ready":
      await opened;
      return null;
    case "query": {
      const result = await targetOf(message).query(message.sql, message.params, { rowMode: message.rowMode, parsers });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case "exec": {
      // several statements, no parameters (lib/db/apply-functions.ts applies its files this way)
      const results = await targetOf(message).exec(message.sql, { parsers });
      const last = results.at(-1);
      return { rows: last?.rows ?? [], fields: last?.fields ?? [], affectedRows: last?.affectedRows };
    }
    case "begin":
      return begin(message);
    case "end":
      return end(message);
    case "snapshot":
      return snapshot(message);
    case "dump":
      return dump(message);
    case "close":
      return closeDatabase();
    default:
      throw new Error(`opération inconnue : ${message.op}`);
  }
}

parentPort.on("message", (message) => {
  opened.then(() => handle(message)).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: errorFields(error) }),
  );
});
