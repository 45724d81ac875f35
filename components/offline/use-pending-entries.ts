"use client";

// The offline panel's data (./offline-panel.tsx): the entries of this user waiting on the device, oldest first,
// read again whenever the queue changes (in this tab or another); mounting it starts the offline features and
// tells the page when it is the service worker's copy.
import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { byAge, type QueuedEntry } from "@/lib/offline/queue";
import { queueStore, subscribe } from "@/lib/offline/idb";
import { sendPending, servedFromCopy, startOffline } from "@/lib/offline/start";

export function usePendingEntries({ userId, onSent, onCopy }: { userId: string; onSent: () => void; onCopy: () => void }) {
  const [entries, setEntries] = useState<QueuedEntry[]>([]);
  const [sending, setSending] = useState(false);
  // the page's latest callbacks, called from the subscriptions below without subscribing again when they change
  const sent = useEffectEvent(onSent);
  const copy = useEffectEvent(onCopy);

  const reload = useCallback(() => {
    void queueStore.list(userId).then((list) => setEntries(list.sort(byAge)));
  }, [userId]);

  // the app opened (a dashboard is where it opens): the service worker, and the entries waiting are sent
  useEffect(() => startOffline(userId), [userId]);
  useEffect(() => {
    void servedFromCopy().then((yes) => yes && copy(), () => undefined);
  }, []);

  useEffect(() => {
    reload();
    return subscribe((message) => {
      reload();
      // the server answered: the figures (or the day's state, for a refusal) may have changed
      if (message.type === "answered") sent();
    });
  }, [reload]);

  async function sendNow() {
    setSending(true);
    try {
      await sendPending(userId);
    } finally {
      setSending(false);
      reload();
    }
  }

  const discard = (entry: QueuedEntry) => void queueStore.remove(userId, entry.key);

  return { entries, sending, sendNow, discard };
}
