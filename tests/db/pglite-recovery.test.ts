// How the worker decides that a folder needs recovering, and what it says (lib/db/pglite-recovery.mjs), on
// control files and log folders laid out as Postgres writes them.
import { mkdirSync, mkdtempSync, rmSync, truncateSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describeRecoveryDone, describeRecoveryStart, logToReplay, readShutdownState } from "@/lib/db/pglite-recovery.mjs";

const root = mkdtempSync(path.join(os.tmpdir(), "caisse-recovery-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SEGMENT = 16 * 1024 * 1024;
let n = 0;

/** A folder whose global/pg_control has this state, update time and redo pointer (ControlFileData's layout). */
function folder(state: number, at: Date, redo: bigint, size = 8192): string {
  const dir = path.join(root, `f${n++}`);
  mkdirSync(path.join(dir, "global"), { recursive: true });
  mkdirSync(path.join(dir, "pg_wal"));
  const bytes = Buffer.alloc(size);
  if (size >= 48) {
    bytes.writeBigUInt64LE(7_300_000_000_000_000_000n, 0);
    bytes.writeUInt32LE(1800, 8);
    bytes.writeUInt32LE(state, 16);
    bytes.writeBigInt64LE(BigInt(Math.floor(at.getTime() / 1000)), 24);
    bytes.writeBigUInt64LE(redo, 32);
    bytes.writeBigUInt64LE(redo, 40);
  }
  writeFileSync(path.join(dir, "global", "pg_control"), bytes);
  return dir;
}

/** A log segment file of Postgres' size, dated `at` (recycled ones keep their old dates). */
function segment(dir: string, name: string, at: Date) {
  const file = path.join(dir, "pg_wal", name);
  writeFileSync(file, "");
  truncateSync(file, SEGMENT);
  utimesSync(file, at, at);
}

const at = new Date(2026, 10, 25, 19, 59, 36);

describe("readShutdownState", () => {
  it("a folder shut down (in production or in recovery) is clean; running, shutting down or recovering is not", () => {
    expect(readShutdownState(folder(1, at, 0x101cb490n))).toEqual({ clean: true, state: 1, lastUpdate: at, redo: 0x101cb490n });
    expect(readShutdownState(folder(2, at, 1n))?.clean).toBe(true);
    for (const state of [3, 4, 5, 6]) expect(readShutdownState(folder(state, at, 1n))?.clean).toBe(false);
  });

  it("no database yet, a short or unknown control file: nothing to say", () => {
    expect(readShutdownState(path.join(root, "absent"))).toBeNull();
    expect(readShutdownState(folder(6, at, 1n, 20))).toBeNull();
    expect(readShutdownState(folder(9, at, 1n))).toBeNull();
  });
});

describe("logToReplay", () => {
  it("counts from the redo pointer to the end of the segment written last, not the recycled ones ahead", () => {
    const redo = 0x0bb73200n; // in segment 0x0B
    const dir = folder(6, at, redo);
    segment(dir, "00000001000000000000000B", new Date(2026, 10, 25, 20, 0, 0));
    segment(dir, "00000001000000000000000C", new Date(2026, 10, 25, 20, 1, 0)); // written last
    segment(dir, "00000001000000000000000D", new Date(2026, 10, 25, 19, 0, 0)); // recycled, renamed ahead
    mkdirSync(path.join(dir, "pg_wal", "archive_status"));
    expect(logToReplay(dir, redo)).toBe(Number(0x0dn * BigInt(SEGMENT) - redo));
  });

  it("reads segments of a later log file (the high part of the position)", () => {
    const redo = 0x1_0000_0100n;
    const dir = folder(6, at, redo);
    segment(dir, "000000010000000100000000", at);
    expect(logToReplay(dir, redo)).toBe(SEGMENT - 0x100);
  });

  it("no log folder or no segment: unknown", () => {
    expect(logToReplay(path.join(root, "absent"), 0n)).toBeNull();
    expect(logToReplay(folder(6, at, 0n), 0n)).toBeNull();
  });
});

describe("what the console says", () => {
  it("names the folder, why, since when, and about how much log is replayed", () => {
    const line = describeRecoveryStart("/srv/caisse/data", { lastUpdate: at }, 12.4 * 1024 * 1024);
    expect(line).toBe(
      "[caisse] La base PGlite /srv/caisse/data n'a pas été arrêtée proprement (processus tué, plantage ou coupure de courant) : " +
        "récupération en cours depuis son dernier point de contrôle (25/11/2026 à 19:59:36), au plus 12 Mo de journal à rejouer…",
    );
    expect(describeRecoveryStart("/d", { lastUpdate: at }, null)).toMatch(/\(25\/11\/2026 à 19:59:36\)…$/);
    expect(describeRecoveryStart("/d", { lastUpdate: at }, 1000)).toMatch(/au plus 1 Mo/);
  });

  it("then how long it took", () => {
    expect(describeRecoveryDone(1432)).toBe("[caisse] base PGlite récupérée en 1,4 s");
  });
});
