// Crash recovery of an embedded database folder, as lib/db/pglite-worker.mjs sees it.
//
// PGlite runs Postgres single-user (--single): there is no checkpointer process, so no checkpoint ever
// happens on its own (checkpoint_timeout and max_wal_size only ask that process for one) and the
// write-ahead log grows from open to close. Closed cleanly, Postgres checkpoints once at the end; killed
// (kill -9, a crash, a power cut), the next open replays every record written since the last
// checkpoint, which after hours of writes took tens of seconds with nothing on the console. So the
// worker checkpoints itself once CHECKPOINT_AFTER_BYTES of log were written (what a restart replays
// stays bounded, and pg_wal's segments are recycled), and before opening a folder it reads Postgres'
// own control file to say that a recovery is starting and about how much log it replays.
//
// Plain JavaScript, loaded by Node itself in the worker (the tests import it too).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Log written since the last checkpoint that makes the worker take one (what a kill -9 leaves to replay). */
export const CHECKPOINT_AFTER_BYTES = 16 * 1024 * 1024;
/** How often the worker looks at the log written since the last checkpoint. */
export const CHECKPOINT_LOOK_MS = 5_000;

// ControlFileData (src/include/catalog/pg_control.h), unchanged in these fields since PostgreSQL 9:
// system_identifier u64, pg_control_version u32, catalog_version_no u32, state u32, time i64 (8-aligned),
// checkPoint u64, then the checkpoint's copy starting with its redo pointer u64. WebAssembly is little-endian.
const STATE_OFFSET = 16;
const TIME_OFFSET = 24;
const REDO_OFFSET = 40;
const CONTROL_BYTES = REDO_OFFSET + 8;
// DBState: DB_SHUTDOWNED and DB_SHUTDOWNED_IN_RECOVERY; every other state means the server never finished
// shutting down, and Postgres replays the log from the redo pointer at the next start
const CLEAN_STATES = new Set([1, 2]);

/**
 * How the folder's database was left: clean (shut down), the time of the control file's last update (the
 * last checkpoint, or the start), and the redo pointer a recovery would start from. Null when the folder
 * holds no database yet or its control file is not one this code reads.
 * @param {string} dataDir
 * @returns {{ clean: boolean, state: number, lastUpdate: Date, redo: bigint } | null}
 */
export function readShutdownState(dataDir) {
  let bytes;
  try {
    bytes = readFileSync(path.join(dataDir, "global", "pg_control"));
  } catch {
    return null;
  }
  if (bytes.length < CONTROL_BYTES) return null;
  const state = bytes.readUInt32LE(STATE_OFFSET);
  if (state > 6) return null;
  return {
    clean: CLEAN_STATES.has(state),
    state,
    lastUpdate: new Date(Number(bytes.readBigInt64LE(TIME_OFFSET)) * 1000),
    redo: bytes.readBigUInt64LE(REDO_OFFSET),
  };
}

const SEGMENT_NAME = /^([0-9A-F]{8})([0-9A-F]{8})([0-9A-F]{8})$/;

/**
 * At most how many bytes of log a recovery replays: from the redo pointer to the end of the segment
 * written last (segments ahead of it are recycled ones, renamed with their old dates). Null if unknown.
 * @param {string} dataDir
 * @param {bigint} redo
 * @returns {number | null}
 */
export function logToReplay(dataDir, redo) {
  const dir = path.join(dataDir, "pg_wal");
  let newest = null;
  try {
    for (const name of readdirSync(dir)) {
      const match = SEGMENT_NAME.exec(name);
      if (!match) continue;
      const stat = statSync(path.join(dir, name));
      if (!newest || stat.mtimeMs > newest.mtimeMs) newest = { match, size: stat.size, mtimeMs: stat.mtimeMs };
    }
  } catch {
    return null;
  }
  if (!newest || newest.size <= 0) return null;
  const size = BigInt(newest.size);
  const perLogId = 0x1_0000_0000n / size;
  const segment = BigInt(`0x${newest.match[2]}`) * perLogId + BigInt(`0x${newest.match[3]}`);
  const end = (segment + 1n) * size;
  return end > redo ? Number(end - redo) : 0;
}

const pad = (n) => String(n).padStart(2, "0");
/** @param {Date} date */
const formatDate = (date) =>
  `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} à ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
/** @param {number} bytes */
const megabytes = (bytes) => `${Math.max(1, Math.round(bytes / (1024 * 1024)))} Mo`;

/**
 * The console line printed before opening a folder that was not shut down cleanly.
 * @param {string} dataDir
 * @param {{ lastUpdate: Date }} state
 * @param {number | null} bytes what logToReplay estimated
 */
export function describeRecoveryStart(dataDir, state, bytes) {
  const amount = bytes === null ? "" : `, au plus ${megabytes(bytes)} de journal à rejouer`;
  return (
    `[caisse] La base PGlite ${dataDir} n'a pas été arrêtée proprement (processus tué, plantage ou coupure de courant) : ` +
    `récupération en cours depuis son dernier point de contrôle (${formatDate(state.lastUpdate)})${amount}…`
  );
}

/** @param {number} ms */
export function describeRecoveryDone(ms) {
  return `[caisse] base PGlite récupérée en ${(ms / 1000).toFixed(1).replace(".", ",")} s`;
}
