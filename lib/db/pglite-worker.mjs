// The embedded database on a thread of its own (lib/db/pglite-thread.ts starts it): PGlite runs Postgres
// compiled to WebAssembly, which on the server's own thread would share one core with HTTP. Plain
// JavaScript, loaded by Node itself (neither Next's bundler nor jest touches it).
//
// Messages in:  { id, op: "ready" } | { id, op: "query", sql, params, rowMode, tx? }
//               | { id, op: "begin", tx } | { id, op: "end", tx, commit } | { id, op: "close" }
// Messages out: { id, result } | { id, error: { message, code, constraint, detail, hint, ... } }
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, types } from "@electric-sql/pglite";

// Drizzle reads these types as the text PostgreSQL sends and converts them itself (drizzle-orm/pglite/session)
const identity = (value) => value;
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const parsers = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, identity]));

const db = workerData.dataDir ? new PGlite(workerData.dataDir) : new PGlite();
/** open transactions: their PGlite handle, and how to finish them */
const open = new Map();

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
      await db.waitReady;
      return null;
    case "query": {
      const target = message.tx ? open.get(message.tx)?.handle : db;
      if (!target) throw new Error(`transaction ${message.tx} inconnue`);
      const result = await target.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
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
    case "close":
      await db.close();
      return null;
    default:
      throw new Error(`opération inconnue : ${message.op}`);
  }
}

parentPort.on("message", (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: errorFields(error) }),
  );
});
