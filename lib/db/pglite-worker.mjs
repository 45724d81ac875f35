// The embedded database on a thread of its own (lib/db/pglite-thread.ts starts it): PGlite runs Postgres
// compiled to WebAssembly, which on the server's own thread would share one core with HTTP. Plain
// JavaScript, loaded by Node itself (neither Next's bundler nor jest touches it).
//
// Messages in:  { id, op: "ready" } | { id, op: "query", sql, params, rowMode, tx? }
//               | { id, op: "exec", sql, tx? } | { id, op: "begin", tx } | { id, op: "end", tx, commit } | { id, op: "close" }
//               | { id, op: "snapshot", target, queries: { counts, migrations } }
// Messages out: { id, result } | { id, error: { message, code, constraint, detail, hint, ... } }
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, types } from "@electric-sql/pglite";

// Drizzle reads these types as the text PostgreSQL sends and converts them itself (drizzle-orm/pglite/session)
const identity = (value) => value;
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const parsers = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, identity]));

// Postgres' 128 MB of shared buffers would sit in the process's memory for a shop's few megabytes of data:
// 16 MB, the operating system's file cache keeps the rest (docs/performance.md, memory)
const options = { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] };

async function openDatabase() {
  const db = workerData.dataDir ? new PGlite(workerData.dataDir, options) : new PGlite(options);
  await db.waitReady;
  return db;
}

const opened = openDatabase();
// the first message waits for the database; a failure to open is its answer
let db = null;
opened.then((value) => (db = value), () => undefined);

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

async function handle(message) {
  switch (message.op) {
    case "ready":
      await opened;
      return null;
    case "query": {
      const target = message.tx ? open.get(message.tx)?.handle : db;
      if (!target) throw new Error(`transaction ${message.tx} inconnue`);
      const result = await target.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case "exec": {
      // several statements, no parameters (lib/db/apply-functions.ts applies its files this way)
      const target = message.tx ? open.get(message.tx)?.handle : db;
      if (!target) throw new Error(`transaction ${message.tx} inconnue`);
      const results = await target.exec(message.sql, { parsers });
      const last = results.at(-1);
      return { rows: last?.rows ?? [], fields: last?.fields ?? [], affectedRows: last?.affectedRows };
    }
    case "begin":
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
    case "end": {
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
    case "snapshot": {
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
    case "close":
      await db.close();
      return null;
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
