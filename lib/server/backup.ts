// Backups of the embedded database (PGlite). One backup is one compressed tar file (.tar.gz) that any
// archive tool opens: first caisse-sauvegarde.json (what it is: format, date, Caisse's version, the
// migrations its schema has, row counts, and each file's size and SHA-256), then the database folder
// under pgdata/ (with the generated AUTH_SECRET, which the access codes' encryption needs).
//
// Consistency: the running database copies its own folder (lib/db/pglite-worker.mjs, "snapshot") inside a
// transaction, so that no other query or transaction runs meanwhile, after a CHECKPOINT: the copy is the
// database exactly as of that instant, every committed transaction in it. Compression happens afterwards,
// from that copy, while the server serves again.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import type { DbHandle } from "@/lib/db/client";
import { APPLIED_MIGRATIONS_SQL, toApplied, type AppliedMigration } from "@/lib/db/migrations";

export const BACKUP_FORMAT = "caisse-sauvegarde";
export const BACKUP_VERSION = 1;
export const MANIFEST_NAME = "caisse-sauvegarde.json";
export const DATA_PREFIX = "pgdata/";

export interface BackupFile {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  kind: BackupKind;
  caisse: string;
  postgres: string;
  migrations: AppliedMigration[];
  counts: Record<string, number>;
  directories: string[];
  files: BackupFile[];
}

export type BackupKind = "manuelle" | "auto";

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/** A file refused as a backup: the message says why, in French, for the shop owner. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/** What the snapshot counts inside its transaction: restored, the same numbers must come back. */
export const COUNTS_SQL =
  "SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM transactions)::int AS transactions, (SELECT count(*) FROM account_lines)::int AS account_lines";

const pad = (n: number) => String(n).padStart(2, "0");

/** caisse-2026-03-14_08-30-00.tar.gz (automatic ones: caisse-auto-…), in UTC: names sort by date. */
export function backupFileName(kind: BackupKind, date: Date): string {
  const stamp = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}_${pad(date.getUTCHours())}-${pad(date.getUTCMinutes())}-${pad(date.getUTCSeconds())}`;
  return `caisse-${kind === "auto" ? "auto-" : ""}${stamp}.tar.gz`;
}

const AUTO_BACKUP = /^caisse-auto-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.tar\.gz$/;

/** Every folder (Postgres needs its empty ones too) and file under `root`, relative, sorted. */
async function listTree(root: string, relative = "", found = { directories: [] as string[], files: [] as string[] }) {
  for (const entry of await readdir(path.join(root, relative), { withFileTypes: true })) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      found.directories.push(name);
      await listTree(root, name, found);
    } else if (entry.isFile()) found.files.push(name);
  }
  found.directories.sort();
  found.files.sort();
  return found;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

function caisseVersion(): string {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(path.join(process.cwd(), "package.json")) as { version: string }).version;
  } catch {
    return "inconnue";
  }
}

/**
 * Takes a consistent copy of the open database and writes it, compressed, into `dir` (created private).
 * The archive appears under its final name only once complete.
 */
export async function writeBackup(handle: DbHandle, options: { dir: string; kind: BackupKind; now?: Date }): Promise<BackupResult> {
  if (!handle.snapshot) throw new BackupError("Seule la base embarquée (PGlite) se sauvegarde ainsi : sur PostgreSQL, utilisez pg_dump.");
  const dir = path.resolve(options.dir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(dir, ".en-cours-"));
  const now = options.now ?? new Date();
  const file = path.join(dir, backupFileName(options.kind, now));
  const partial = `${file}.partiel`;
  try {
    const data = path.join(staging, "pgdata");
    const taken = await handle.snapshot(data, { counts: COUNTS_SQL, migrations: APPLIED_MIGRATIONS_SQL });
    const tree = await listTree(data);
    const files: BackupFile[] = [];
    for (const relative of tree.files) {
      const full = path.join(data, relative);
      files.push({ path: relative, size: (await stat(full)).size, sha256: await sha256Of(full) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      kind: options.kind,
      caisse: caisseVersion(),
      postgres: (await readFile(path.join(data, "PG_VERSION"), "utf8").catch(() => "?")).trim(),
      migrations: toApplied(taken.migrations as { hash: string; created_at: string }[]),
      counts: taken.counts,
      directories: tree.directories,
      files,
    };
    const pack = tar.pack();
    const written = pipeline(pack, zlib.createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }));
    const entry = (header: tar.Headers, body?: Buffer) =>
      new Promise<void>((resolve, reject) => pack.entry(header, body ?? Buffer.alloc(0), (error) => (error ? reject(error) : resolve())));
    await entry({ name: MANIFEST_NAME, mode: 0o600, mtime: now }, Buffer.from(JSON.stringify(manifest, null, 2) + "\n"));
    for (const directory of tree.directories) await entry({ name: `${DATA_PREFIX}${directory}/`, type: "directory", mode: 0o700, mtime: now });
    for (const f of files) {
      await new Promise<void>((resolve, reject) => {
        const sink = pack.entry({ name: DATA_PREFIX + f.path, size: f.size, mode: 0o600, mtime: now }, (error) => (error ? reject(error) : resolve()));
        createReadStream(path.join(data, f.path)).once("error", reject).pipe(sink);
      });
    }
    pack.finalize();
    await written;
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await unlink(partial).catch(() => undefined);
  }
}

/** Keeps the newest `keep` automatic backups of `dir` (manual ones are the owner's to remove). */
export async function pruneAutoBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => AUTO_BACKUP.test(n)).sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await unlink(path.join(dir, name)).catch(() => undefined);
  return removed;
}

/** When the newest automatic backup of `dir` was taken (the date its name carries), or null. */
export async function lastAutoBackupAt(dir: string): Promise<Date | null> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => AUTO_BACKUP.test(n)).sort();
  const stamp = /(\d{4})-(\d{2})-(\d{2})_(\d{2})-(\d{2})-(\d{2})/.exec(names.at(-1) ?? "");
  if (!stamp) return null;
  const [, y, mo, d, h, mi, se] = stamp.map(Number);
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, se!));
}
