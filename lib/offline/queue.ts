// The entries kept on the device: a new transaction made with no network, or whose request
// got no answer, waits here with its Idempotency-Key and body until it can be sent. Pure logic over an
// injected store (IndexedDB in the browser, lib/offline/idb.ts; memory in the unit tests) and an injected lock
// (Web Locks: one sender at a time across the tabs).
// - Each entry belongs to the user who made it and is only ever sent under that user's session.
// - Sent with its own key every time: the server records it once and replays its answer to a resend.
// - No answer (network, timeout, 502-504, 429): the entry stays pending and sending stops until later.
// - 401: the session ended; the entry stays pending for the same user's next session, sending stops.
// - Another 4xx: the server refused it (day closed, rights, validation); it stays, marked refused with the
//   server's message, until the user corrects or discards it. A 500 keeps it pending with the message.
// Nothing is removed but an entry the server recorded or one the user chose to discard.
import { ApiError } from "@/lib/api-client/errors";

export interface QueuedEntry {
  /** the Idempotency-Key, also the entry's id */
  key: string;
  userId: string;
  /** the create route */
  url: string;
  body: Record<string, unknown>;
  /** what the list shows: "Début Wave", "Dépôt Boutique Awa"… */
  label: string;
  createdAt: number;
  state: "pending" | "refused";
  /** the server's message for a refused entry, or the last failure of a pending one */
  message?: string;
}

export interface QueueStore {
  list(userId: string): Promise<QueuedEntry[]>;
  put(entry: QueuedEntry): Promise<void>;
  remove(userId: string, key: string): Promise<void>;
}

/** Runs `task` if no other sender holds the lock; answers null when one does. */
export type QueueLock = <T>(task: () => Promise<T>) => Promise<T | null>;

export type SendOutcome =
  | { kind: "sent"; message?: string }
  | { kind: "refused"; message: string }
  | { kind: "failed"; message: string }
  | { kind: "offline" }
  | { kind: "unauthorized" };

export interface FlushResult {
  sent: QueuedEntry[];
  refused: QueuedEntry[];
  /** why sending stopped before the end, if it did */
  stopped?: "offline" | "unauthorized";
  /** another tab was sending */
  busy?: boolean;
}

/** What a failed create call means for a queued entry. */
export function outcomeOfError(error: unknown): SendOutcome {
  if (!(error instanceof ApiError)) return { kind: "offline" };
  if (error.code === "NETWORK_ERROR" || error.code === "TIMEOUT_ERROR" || error.code === "RATE_LIMIT_ERROR") return { kind: "offline" };
  if (error.status === 502 || error.status === 503 || error.status === 504) return { kind: "offline" };
  if (error.code === "UNAUTHORIZED") return { kind: "unauthorized" };
  const message = error.serverMessage || error.message;
  if (error.status !== null && error.status >= 400 && error.status < 500) return { kind: "refused", message };
  return { kind: "failed", message };
}

/** A request that got no answer: the entry goes to the queue rather than being reported as refused. */
export function isNoAnswer(error: unknown): boolean {
  return outcomeOfError(error).kind === "offline";
}

export function newEntry(fields: Omit<QueuedEntry, "state" | "createdAt"> & { createdAt?: number }): QueuedEntry {
  return { ...fields, createdAt: fields.createdAt ?? Date.now(), state: "pending" };
}

export const byAge = (a: QueuedEntry, b: QueuedEntry) => a.createdAt - b.createdAt || a.key.localeCompare(b.key);

export async function pendingCount(store: QueueStore, userId: string): Promise<number> {
  return (await store.list(userId)).length;
}

/**
 * Sends the user's pending entries, oldest first, one at a time, under the lock. Entries added while it
 * runs are sent in the same run; an entry is tried at most once per run.
 */
export async function flushQueue(options: {
  store: QueueStore;
  userId: string;
  send: (entry: QueuedEntry) => Promise<SendOutcome>;
  lock?: QueueLock;
}): Promise<FlushResult> {
  const { store, userId, send } = options;
  const lock: QueueLock = options.lock ?? ((task) => task());
  const run = async (): Promise<FlushResult> => {
    const result: FlushResult = { sent: [], refused: [] };
    const tried = new Set<string>();
    for (;;) {
      const next = (await store.list(userId)).filter((e) => e.userId === userId && e.state === "pending" && !tried.has(e.key)).sort(byAge)[0];
      if (!next) return result;
      tried.add(next.key);
      const outcome = await send(next);
      switch (outcome.kind) {
        case "sent":
          await store.remove(userId, next.key);
          result.sent.push(next);
          break;
        case "refused": {
          const refused: QueuedEntry = { ...next, state: "refused", message: outcome.message };
          await store.put(refused);
          result.refused.push(refused);
          break;
        }
        case "failed":
          await store.put({ ...next, message: outcome.message });
          break;
        default:
          result.stopped = outcome.kind;
          return result;
      }
    }
  };
  return (await lock(run)) ?? { sent: [], refused: [], busy: true };
}

/** An in-memory store: the unit tests', and the fallback when IndexedDB cannot be opened. */
export function memoryStore(): QueueStore & { all(): QueuedEntry[] } {
  const entries = new Map<string, QueuedEntry>();
  const id = (userId: string, key: string) => `${userId}\u0000${key}`;
  return {
    async list(userId) {
      return [...entries.values()].filter((e) => e.userId === userId).map((e) => ({ ...e }));
    },
    async put(entry) {
      entries.set(id(entry.userId, entry.key), { ...entry });
    },
    async remove(userId, key) {
      entries.delete(id(userId, key));
    },
    all: () => [...entries.values()],
  };
}

/** What the create dialog's label says of an entry: "Début Wave", "Fin Boutique Awa". */
export function entryLabel(body: { typeOperation?: unknown }, target: string): string {
  return `${body.typeOperation === "retrait" ? "Fin" : "Début"} ${target}`.trim();
}
