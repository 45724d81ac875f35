// Started by the dashboards once their first load is done (components/offline/offline-panel.tsx, loaded after
// it; the app opens on a dashboard), once per page load: registers the service worker (app/sw.ts), and sends the
// user's queued entries (lib/offline/queue.ts) now — the app was just opened —, then on the schedule of
// ./retry.ts: whenever the network seems back (the `online` event, the page shown again, the browser's online flag
// read while entries wait: a browser may turn it on without the event), and with a backoff from 2 s while a network
// answers nothing. Where the browser has Background Sync, the service worker is asked to send them too, page
// closed or not (./worker-send.ts). What the server answered refreshes the dashboards of every tab (the "answered"
// message) and is announced by a toast.
import { toast } from "@/lib/client/toast";
import { flushQueue, type FlushResult } from "@/lib/offline/queue";
import { announce, forgetPages, queueStore, senderLock, subscribe } from "./idb";
import { COPY_MARK, PAGES_CACHE, SYNC_TAG } from "./names";
import { retryLoop, type TryResult } from "./retry";
import { sendEntry } from "./send";

const OWNER_KEY = "caisse.offlineOwner";

let started: string | null = null;
/** ends the previous user's sending, when another one logs in on the same page */
let stopSending: (() => void) | null = null;

let running: Promise<FlushResult> | null = null;

/** The toasts of what the server answered to the entries sent. */
function tellAnswered(sent: number, refused: number, message: string | undefined) {
  if (sent > 0) {
    toast.success(sent === 1 ? "Opération envoyée" : `${sent} opérations envoyées`, {
      description: sent === 1 ? "L'opération gardée sur l'appareil a été enregistrée." : "Les opérations gardées sur l'appareil ont été enregistrées.",
      duration: 4000,
    });
  }
  if (refused > 0) {
    toast.error(refused === 1 ? "Une opération en attente a été refusée" : `${refused} opérations en attente ont été refusées`, { description: message, duration: 6000 });
  }
}

/** Sends what waits, if anything does and nobody else is sending; announces the outcome. */
export function sendPending(userId: string): Promise<FlushResult> {
  running ??= flushQueue({ store: queueStore, userId, send: sendEntry, lock: senderLock })
    .then((result) => {
      tellAnswered(result.sent.length, result.refused.length, result.refused[0]?.message);
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
  stopSending?.();
  const current = retryLoop({ send: () => sendAndLook(userId), isOnline: () => navigator.onLine !== false });
  const listening = new AbortController();
  window.addEventListener("online", () => current.kick(), { signal: listening.signal });
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && current.kick(), { signal: listening.signal });
  const unsubscribe = subscribe((message) => {
    if (message.type === "changed") {
      // an entry kept, here or in another tab: sent as soon as it can be, and by the worker if the page is closed
      current.wake();
      void askBackgroundSync(userId);
    } else if (message.by === "worker" && document.visibilityState === "visible") {
      tellAnswered(message.sent, message.refused, message.message);
    }
  });
  stopSending = () => {
    current.stop();
    listening.abort();
    unsubscribe();
  };
  current.kick();
}

/** One try of the schedule (./retry.ts): "later" while entries of the user still wait to be sent. */
async function sendAndLook(userId: string): Promise<TryResult> {
  const result = await sendPending(userId);
  if (result.stopped === "unauthorized") return "done";
  const left = await queueStore.list(userId);
  return left.some((e) => e.state === "pending") ? "later" : "done";
}

/** Background Sync, where the browser has it: the worker sends what waits once the network is back (app/sw.ts). */
async function askBackgroundSync(userId: string) {
  if (!("serviceWorker" in navigator) || process.env.NODE_ENV !== "production") return;
  try {
    if (!(await queueStore.list(userId)).some((e) => e.state === "pending")) return;
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
    await registration.sync?.register(SYNC_TAG);
  } catch {
    // refused (no permission, no worker): the page's own schedule sends them
  }
}
