"use client";

// How every recording form sends (a new transaction, a transfer, an allocation): under an Idempotency-Key that
// stays the same while the same entry is sent again (a retry whose answer was lost is recorded once), a new one
// for another entry; with no answer (no network, a lost answer) the entry is kept on the device with that key
// and sent when the network is back (lib/offline/queue.ts), and a corrected entry replaces the refused one.
import { useMemo } from "react";
import { apiEnvelope, type Envelope } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { queueStore } from "@/lib/offline/idb";
import { isNoAnswer, newEntry, type QueuedEntry } from "@/lib/offline/queue";

/** The message of an entry kept on the device: the form closes or resets as after a success. */
export const QUEUED_MESSAGE = "Pas de réseau : opération gardée sur l'appareil, elle sera envoyée au retour du réseau.";

export type SendOutcome<T> = { kind: "sent"; envelope: Envelope<T> } | { kind: "kept" };

export interface EntrySender {
  send: <T>(url: string, payload: Record<string, unknown>, label: string) => Promise<SendOutcome<T>>;
  renew: () => void;
}

/**
 * One entry's sender (its key and the body last sent under it). `quiet`: an entry kept on the device says
 * nothing itself; the caller sums several up (the morning and evening screens send one per account).
 */
export function entrySender(userId: string | undefined, draft?: QueuedEntry | null, options: { quiet?: boolean } = {}): EntrySender {
  let key = "";
  // the body last sent under that key: a changed entry gets a new key (the server refuses a key reused for another body)
  let sentBody: string | null = null;

  /** A new entry from now on (the form opened again, or "Saisir la suivante"). */
  const renew = () => {
    key = crypto.randomUUID();
    sentBody = null;
  };

  const keep = async (url: string, payload: Record<string, unknown>, label: string) => {
    if (!userId) return false;
    // the queue's store is in this form's code, not fetched now: with no network, the entry shows as pending at once
    await queueStore.put(newEntry({ key, userId, url, body: payload, label }));
    if (draft) await queueStore.remove(draft.userId, draft.key);
    if (!options.quiet) toast.warning(QUEUED_MESSAGE, { duration: 6000 });
    return true;
  };

  /**
   * Sends the entry; "kept" when it went to the device's queue instead. A refusal (an answer of the server) is
   * thrown as the API's error.
   */
  const send = async <T>(url: string, payload: Record<string, unknown>, label: string): Promise<SendOutcome<T>> => {
    if (!key) renew();
    const body = JSON.stringify(payload);
    if (sentBody !== null && sentBody !== body) key = crypto.randomUUID();
    sentBody = body;
    if (typeof navigator !== "undefined" && navigator.onLine === false && (await keep(url, payload, label))) return { kind: "kept" };
    try {
      const envelope = await apiEnvelope<T>(url, { method: "POST", body: payload, headers: { "Idempotency-Key": key } });
      if (draft) void queueStore.remove(draft.userId, draft.key);
      return { kind: "sent", envelope };
    } catch (error) {
      if (isNoAnswer(error) && (await keep(url, payload, label).catch(() => false))) return { kind: "kept" };
      throw error;
    }
  };

  return { send, renew };
}

/** The sender of a form's entry, the same across renders while the user and the corrected draft are. */
export function useEntrySender(userId: string | undefined, draft?: QueuedEntry | null): EntrySender {
  return useMemo(() => entrySender(userId, draft), [userId, draft]);
}
