// Background Sync (app/sw.ts's `sync` event, asked for by ./start.ts when an entry is kept): the service worker
// sends the entries kept on the device once the browser has the network again, the app's page closed or not.
// Only the entries of the user whose session the browser holds (asked of the server), under the same lock as the
// pages (one sender at a time) and with the same keys. A try that leaves entries pending for want of an answer
// fails, and the browser schedules the sync again; the open pages are told what was answered (an "answered"
// message from the worker: their dashboards refresh and the visible one says it).
import { api, ApiError } from "@/lib/api-client";
import { announce, queueStore, senderLock } from "./idb";
import { flushQueue } from "./queue";
import { sendEntry } from "./send";

export async function sendFromWorker(): Promise<void> {
  let userId: string;
  try {
    userId = (await api<{ user: { id: string } }>("/api/users/profile", { retry: false })).user.id;
  } catch (error) {
    // no session: the entries wait for their user's next one (sent then by the page)
    if (error instanceof ApiError && error.code === "UNAUTHORIZED") return;
    throw error;
  }
  const result = await flushQueue({ store: queueStore, userId, send: sendEntry, lock: senderLock });
  if (result.sent.length + result.refused.length > 0) announce({ type: "answered", sent: result.sent.length, refused: result.refused.length, by: "worker", message: result.refused[0]?.message });
  if (result.busy) return; // a page is sending them
  if (result.stopped === "offline" || (await queueStore.list(userId)).some((e) => e.state === "pending")) {
    throw new Error("Des opérations attendent encore le réseau.");
  }
}
