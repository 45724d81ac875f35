// Reading a backup back (restore.ts): every file checked against the manifest on the way, nothing kept of a
// file that is not a whole Caisse backup. The archive's layout is backup.ts's.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import zlib from "node:zlib";
import tar from "tar-stream";
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, DATA_PREFIX, MANIFEST_NAME, type BackupFile, type BackupManifest } from "./backup";

const notOurs = (file: string) => new BackupError(`${file} n'est pas une sauvegarde Caisse (attendu : un fichier caisse-….tar.gz écrit par npm run backup).`);
const damaged = (file: string, why: string) => new BackupError(`La sauvegarde ${file} est endommagée (${why}) : rien n'a été restauré.`);

function parseManifest(file: string, text: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw notOurs(file);
  }
  if (manifest?.format !== BACKUP_FORMAT || !Array.isArray(manifest.files) || !Array.isArray(manifest.directories) || !Array.isArray(manifest.migrations)) throw notOurs(file);
  if (manifest.version !== BACKUP_VERSION) {
    throw new BackupError(`La sauvegarde ${file} est au format ${manifest.version}, que cette version de Caisse ne lit pas (format ${BACKUP_VERSION}).`);
  }
  return manifest;
}

function safeRelative(name: string): string | null {
  if (!name.startsWith(DATA_PREFIX)) return null;
  const relative = name.slice(DATA_PREFIX.length).replace(/\/$/, "");
  if (!relative || relative.startsWith("/") || relative.split("/").some((part) => part === ".." || part === "." || part === "")) return null;
  return relative;
}

/**
 * Reads a backup into `target` (which must not exist), checking everything on the way: that it is a
 * Caisse backup (gzip, tar, manifest first), that each file has the size and SHA-256 the manifest says
 * and none is missing or added, and the gzip checksum. Throws BackupError (French) otherwise.
 */
export async function extractBackup(file: string, target: string): Promise<BackupManifest> {
  await checkGzipHead(file);
  await mkdir(target, { recursive: false, mode: 0o700 });

  let manifest: BackupManifest | null = null;
  const expected = new Map<string, BackupFile>();
  const seen = new Set<string>();
  let problem: BackupError | null = null;
  const extract = tar.extract();
  extract.on("entry", (header, stream, next) => {
    const fail = (error: BackupError) => {
      problem ??= error;
      stream.resume();
      stream.once("end", () => next());
    };
    if (problem) return fail(problem);
    if (!manifest) {
      if (header.name !== MANIFEST_NAME || header.type !== "file" || (header.size ?? 0) > 50 * 1024 * 1024) return fail(notOurs(file));
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.once("end", () => {
        try {
          manifest = parseManifest(file, Buffer.concat(chunks).toString("utf8"));
          for (const f of manifest.files) expected.set(f.path, f);
        } catch (error) {
          problem ??= error as BackupError;
        }
        next();
      });
      return;
    }
    const relative = safeRelative(header.name);
    if (!relative || (header.type !== "file" && header.type !== "directory")) return fail(notOurs(file));
    const destination = path.join(target, relative);
    if (header.type === "directory") {
      mkdir(destination, { recursive: true, mode: 0o700 }).then(
        () => {
          stream.resume();
          stream.once("end", () => next());
        },
        (error) => fail(damaged(file, String(error))),
      );
      return;
    }
    const wanted = expected.get(relative);
    if (!wanted || seen.has(relative)) return fail(damaged(file, `fichier inattendu ${relative}`));
    seen.add(relative);
    void writeChecked(stream, destination, relative, wanted).then((why) => {
      if (why) problem ??= damaged(file, why);
      next();
    });
  });
  try {
    await pipeline(createReadStream(file), zlib.createGunzip(), extract);
  } catch (error) {
    // compressed, but not a tar that starts with our manifest: someone else's file
    throw problem ?? (manifest ? damaged(file, (error as Error).message) : notOurs(file));
  }
  if (problem) throw problem;
  if (!manifest) throw notOurs(file);
  await completeExtraction(file, target, manifest, [...expected.keys()].filter((p) => !seen.has(p)));
  return manifest;
}

/** Throws unless `file` can be read and opens as gzip does (someone else's file is told so before anything is written). */
async function checkGzipHead(file: string): Promise<void> {
  const head = Buffer.alloc(2);
  const handle = await open(file, "r").catch(() => {
    throw new BackupError(`Fichier introuvable ou illisible : ${file}`);
  });
  try {
    await handle.read(head, 0, 2, 0);
  } finally {
    await handle.close();
  }
  if (head[0] !== 0x1f || head[1] !== 0x8b) throw notOurs(file);
}

/**
 * Writes one file of the archive to `destination`, hashing it on the way; resolves with what is wrong with it
 * (its size or SHA-256 not the manifest's, or the write failed), null when it is what the manifest says.
 */
async function writeChecked(stream: NodeJS.ReadableStream, destination: string, relative: string, wanted: BackupFile): Promise<string | null> {
  const hash = createHash("sha256");
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await mkdir(path.dirname(destination), { recursive: true, mode: 0o700 });
    await pipeline(stream, counter, createWriteStream(destination, { mode: 0o600 }));
  } catch (error) {
    return String((error as Error).message ?? error);
  }
  return size !== wanted.size || hash.digest("hex") !== wanted.sha256 ? `contenu de ${relative} différent` : null;
}

/** Once the archive is read: none of the manifest's files is `missing`, and its directories exist (the empty ones too). */
async function completeExtraction(file: string, target: string, manifest: BackupManifest, missing: string[]): Promise<void> {
  if (missing.length) throw damaged(file, `${missing.length} fichier(s) manquant(s)`);
  for (const directory of manifest.directories) {
    const relative = safeRelative(DATA_PREFIX + directory);
    if (!relative) throw notOurs(file);
    await mkdir(path.join(target, relative), { recursive: true, mode: 0o700 });
  }
}
