// Started by the dashboards once their first load is done (components/offline/offline-panel.tsx, loaded after
// it; the app opens on a dashboard), once per page load: registers the service worker (app/sw.ts), and sends the
// user's queued entries (lib/offline/queue.ts) now — the app was just opened —, whenever the network comes
// back, and every 30 s while some wait (a network that answers nothing without going "offline"). What the server answered
// refreshes the dashboards of every tab (the "answered" message) and is announced by a toast.
import { apiEnvelope } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { flushQueue, outcomeOfError, type FlushResult, type QueuedEntry, type SendOutcome } from "@/lib/offline/queue";
import { announce, forgetPages, queueStore, senderLock } from "./idb";
import { COPY_MARK, PAGES_CACHE } from "./names";

const RETRY_EVERY_MS = 30_000;
const OWNER_KEY = "caisse.offlineOwner";

let started: string | null = null;
let timer: ReturnType<typeof setInterval> | null = null;

export async function sendEntry(entry: QueuedEntry): Promise<SendOutcome> {
  try {
    const envelope = await apiEnvelope(entry.url, { method: "POST", body: entry.body, headers: { "Idempotency-Key": entry.key }, retry: false });
    return { kind: "sent", message: envelope.message };
  } catch (error) {
    return outcomeOfError(error);
  }
}

let running: Promise<FlushResult> | null = null;

/** Sends what waits, if anything does and nobody else is sending; announces the outcome. */
export function sendPending(userId: string): Promise<FlushResult> {
  running ??= flushQueue({ store: queueStore, userId, send: sendEntry, lock: senderLock })
    .then((result) => {
      if (result.sent.length > 0) {
        const n = result.sent.length;
        toast.success(n === 1 ? "Opération envoyée" : `${n} opérations envoyées`, {
          description: n === 1 ? "L'opération gardée sur l'appareil a été enregistrée." : "Les opérations gardées sur l'appareil ont été enregistrées.",
          duration: 4000,
        });
      }
      if (result.refused.length > 0) {
        toast.error(result.refused.length === 1 ? "Une opération en attente a été refusée" : `${result.refused.length} opérations en attente ont été refusées`, {
          description: result.refused[0].message,
          duration: 6000,
        });
      }
      if (result.sent.length + result.refused.length > 0) announce({ type: "answered", sent: result.sent.length, refused: result.refused.length });
      return result;
    })
    .finally(() => {
      running = null;
    });
  return running;
}

/** Whether this page is the service worker's copy, answered because the network failed (app/sw.ts). */
export async function servedFromCopy(): Promise<boolean> {
  if (typeof caches === "undefined") return false;
  const cache = await caches.open(PAGES_CACHE);
  const mark = await cache.match(COPY_MARK);
  if (!mark) return false;
  await cache.delete(COPY_MARK);
  const { path, at } = (await mark.json()) as { path: string; at: number };
  // written for this page's own navigation: the same address, at its start (one clock: this device's)
  return path === location.pathname && at >= performance.timeOrigin - 2_000;
}

/** This page again, into the emptied cache: opened with no network, the app shows it. */
async function keepThisPage() {
  if (typeof caches === "undefined") return;
  const response = await fetch(location.pathname, { credentials: "same-origin" }).catch(() => null);
  if (response?.ok && !response.redirected) await (await caches.open(PAGES_CACHE)).put(location.pathname, response);
}

export function startOffline(userId: string) {
  if (started === userId) return;
  started = userId;
  // the pages kept by the service worker are one user's: another user's session starts without them
  try {
    if (localStorage.getItem(OWNER_KEY) !== userId) {
      localStorage.setItem(OWNER_KEY, userId);
      void forgetPages().then(keepThisPage);
    }
  } catch {
    // no storage: the cache stays as it is, emptied at logout
  }
  if ("serviceWorker" in navigator && process.env.NODE_ENV === "production") {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  }
  const trySend = () => {
    if (navigator.onLine !== false) void sendPending(userId);
  };
  trySend();
  window.addEventListener("online", trySend);
  timer ??= setInterval(() => {
    void queueStore.list(userId).then((list) => list.some((e) => e.state === "pending") && trySend());
  }, RETRY_EVERY_MS);
}
