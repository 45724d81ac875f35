"use client";

// The entries of this user kept on the device (lib/offline/queue.ts), oldest first, read again whenever the queue
// changes in this tab or another; and what of them waits for each account of the morning or evening screen.
import { useEffect, useState } from "react";
import { byAge, type QueuedEntry } from "@/lib/offline/queue";
import { queueStore, subscribe } from "@/lib/offline/idb";

const CREATE_URL = "/api/transactions/create";

export function useQueuedEntries(userId: string | undefined): QueuedEntry[] {
  const [entries, setEntries] = useState<QueuedEntry[]>([]);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const read = () => void queueStore.list(userId).then((list) => live && setEntries(list.sort(byAge)), () => undefined);
    read();
    const unsubscribe = subscribe(read);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [userId]);
  return entries;
}

/**
 * Per account, the amount of the entries of that kind still waiting to be sent: the Débuts added up (each adds),
 * the last Fin (each is the count). Refused ones are not waiting: the dashboard's list says why.
 */
export function waitingByAccount(entries: QueuedEntry[], typeOperation: "depot" | "retrait"): Record<string, number> {
  const waiting: Record<string, number> = {};
  for (const entry of entries) {
    const { typeCompte, montant } = entry.body;
    if (entry.state !== "pending" || entry.url !== CREATE_URL || entry.body.typeOperation !== typeOperation || typeof typeCompte !== "string" || typeof montant !== "number") continue;
    waiting[typeCompte] = typeOperation === "depot" ? (waiting[typeCompte] ?? 0) + montant : montant;
  }
  return waiting;
}
