// How `npm run backup` asks the running server for a backup, since the embedded database cannot be
// opened by a second process (lib/db/lock.ts): a Unix socket in PGLITE_DIR/.caisse/, a folder only the
// machine's owner (the user running the server) can enter (mode 0700), the socket itself 0600. One JSON
// line in ({"op":"backup"}), one JSON line out. The request names no folder: the server writes only into
// its own BACKUP_DIR, whoever asks, and answers where (the command says so when its own BACKUP_DIR
// differs: scripts/backup.ts). Not on Windows (no Unix socket there): stop the server,
// then `npm run backup` opens the database itself.
import { chmod, unlink } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { CAISSE_SUBDIR, ensurePrivateDir } from "@/lib/db/lock";

export type ControlRequest = { op: "backup" };
/** `dir`: the server's own BACKUP_DIR, the only folder it writes backups into (absolute, as is `file`). */
export type ControlReply = { ok: true; file: string; dir: string; bytes: number; counts: Record<string, number> } | { ok: false; message: string };

/** Unix socket paths are limited to ~107 bytes. */
const MAX_SOCKET_PATH = 100;

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), CAISSE_SUBDIR, "control.sock");
}

export const controlChannelAvailable = (dataDir: string) => process.platform !== "win32" && Buffer.byteLength(controlSocketPath(dataDir)) <= MAX_SOCKET_PATH;

/**
 * Listens on the folder's socket (the caller holds the folder's lock: a socket file left there is stale)
 * and answers each request with `answer`, one at a time. Returns how to stop listening.
 */
export async function startControlChannel(dataDir: string, answer: (request: ControlRequest) => Promise<ControlReply>): Promise<() => Promise<void>> {
  if (!controlChannelAvailable(dataDir)) {
    console.warn(`[caisse] pas de canal de commande pour ${dataDir} (Windows, ou chemin trop long) : npm run backup demandera d'arrêter le serveur.`);
    return async () => undefined;
  }
  ensurePrivateDir(dataDir);
  const socketPath = controlSocketPath(dataDir);
  await unlink(socketPath).catch(() => undefined);
  let queue: Promise<unknown> = Promise.resolve();
  const server = net.createServer((connection) => {
    let buffer = "";
    connection.setEncoding("utf8");
    connection.on("data", (chunk: string) => {
      buffer += chunk;
      if (buffer.length > 4096) return connection.destroy();
      const newline = buffer.indexOf("\n");
      if (newline === -1) return;
      let request: ControlRequest | null = null;
      try {
        request = JSON.parse(buffer.slice(0, newline)) as ControlRequest;
      } catch {
        // answered below
      }
      const reply: Promise<ControlReply> =
        request?.op === "backup" ? (queue = queue.then(() => answer(request!), () => answer(request!))) as Promise<ControlReply> : Promise.resolve({ ok: false, message: "demande inconnue" });
      reply
        .catch((error: unknown): ControlReply => ({ ok: false, message: error instanceof Error ? error.message : String(error) }))
        .then((value) => connection.end(JSON.stringify(value) + "\n"));
    });
    connection.on("error", () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await queue.catch(() => undefined);
    await unlink(socketPath).catch(() => undefined);
  };
}

/** Sends one request to the server running on that folder; rejects if none listens. */
export function sendControlRequest(dataDir: string, request: ControlRequest, timeoutMs = 10 * 60_000): Promise<ControlReply> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(controlSocketPath(dataDir));
    let answer = "";
    connection.setEncoding("utf8");
    connection.setTimeout(timeoutMs, () => connection.destroy(new Error("le serveur ne répond pas")));
    connection.once("connect", () => connection.write(JSON.stringify(request) + "\n"));
    connection.on("data", (chunk: string) => (answer += chunk));
    connection.once("error", reject);
    connection.once("end", () => {
      try {
        resolve(JSON.parse(answer) as ControlReply);
      } catch {
        reject(new Error("réponse illisible du serveur"));
      }
    });
  });
}
