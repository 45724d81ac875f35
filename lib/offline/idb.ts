// The device's storage for the offline features, through idb-keyval (IndexedDB), loaded after the first load:
// - the queue of entries waiting to be sent (lib/offline/queue.ts), one record per entry, keyed
//   [userId, Idempotency-Key];
// - each dashboard's last answer, keyed [userId, view], shown with its time when the network is gone.
// A change is announced to this tab and the others (BroadcastChannel), so that every open list is current.
import { clear, createStore, del, entries, get, set, type UseStore } from "idb-keyval";
import { memoryStore, type QueueLock, type QueueStore, type QueuedEntry } from "@/lib/offline/queue";
import { PAGES_CACHE } from "./names";

let queueDb: UseStore | null = null;
let viewsDb: UseStore | null = null;
const queueStoreOf = () => (queueDb ??= createStore("caisse-queue", "entries"));
const viewsStoreOf = () => (viewsDb ??= createStore("caisse-views", "views"));
const fallback = memoryStore();

export const queueStore: QueueStore = {
  async list(userId) {
    try {
      const all = await entries<[string, string], QueuedEntry>(queueStoreOf());
      return all.filter(([[owner]]) => owner === userId).map(([, entry]) => entry);
    } catch {
      return fallback.list(userId);
    }
  },
  async put(entry) {
    try {
      await set([entry.userId, entry.key], entry, queueStoreOf());
    } catch {
      await fallback.put(entry);
    }
    announce({ type: "changed" });
  },
  async remove(userId, key) {
    try {
      await del([userId, key], queueStoreOf());
    } catch {
      await fallback.remove(userId, key);
    }
    announce({ type: "changed" });
  },
};

/** One sender at a time across the tabs (Web Locks); without them, one per tab. */
export const senderLock: QueueLock = async (task) => {
  if (typeof navigator !== "undefined" && navigator.locks) {
    return navigator.locks.request("caisse-offline-queue", { ifAvailable: true }, (lock) => (lock ? task() : null));
  }
  return task();
};

export interface SavedView<T = unknown> {
  data: T;
  savedAt: number;
}

export async function saveView(userId: string, view: string, data: unknown, savedAt = Date.now()) {
  try {
    const current = await get<SavedView>([userId, view], viewsStoreOf());
    if (current && current.savedAt > savedAt) return; // a newer answer is already kept
    await set([userId, view], { data, savedAt } satisfies SavedView, viewsStoreOf());
  } catch {
    // no IndexedDB (private mode): nothing kept, the page says it cannot load when offline
  }
}

export async function readView<T>(userId: string, view: string): Promise<SavedView<T> | null> {
  try {
    return (await get<SavedView<T>>([userId, view], viewsStoreOf())) ?? null;
  } catch {
    return null;
  }
}

/** "answered": entries the server recorded or refused; `by` the service worker (Background Sync), with the first refusal's message */
export type OfflineMessage = { type: "changed" } | { type: "answered"; sent: number; refused: number; by?: "worker"; message?: string };

let channel: BroadcastChannel | null | undefined;
const channelOf = () => (channel === undefined ? (channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("caisse-offline")) : channel);
const local = typeof EventTarget === "undefined" ? null : new EventTarget();

export function announce(message: OfflineMessage) {
  local?.dispatchEvent(new CustomEvent("offline", { detail: message }));
  channelOf()?.postMessage(message);
}

/** Calls `listener` for every change, made in this tab or another. */
export function subscribe(listener: (message: OfflineMessage) => void): () => void {
  const onLocal = (event: Event) => listener((event as CustomEvent<OfflineMessage>).detail);
  const onOther = (event: MessageEvent<OfflineMessage>) => listener(event.data);
  local?.addEventListener("offline", onLocal);
  const other = channelOf();
  other?.addEventListener("message", onOther);
  return () => {
    local?.removeEventListener("offline", onLocal);
    other?.removeEventListener("message", onOther);
  };
}

/** The pages the service worker kept: another user's must never be shown. */
export async function forgetPages() {
  if (typeof caches !== "undefined") await caches.delete(PAGES_CACHE).catch(() => false);
}

/**
 * Logout: the pages in the service worker's cache, the dashboards' answers and the user's queued entries (he
 * confirmed losing them). Another user's entries, left by a session that expired, stay his.
 */
export async function forgetOfflineData(userId: string | null) {
  await Promise.all([
    forgetPages(),
    clear(viewsStoreOf()).catch(() => undefined),
    (async () => {
      if (userId) for (const entry of await queueStore.list(userId)) await queueStore.remove(userId, entry.key);
    })(),
  ]);
}
