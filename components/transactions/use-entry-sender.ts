"use client";

// How every recording form sends (a new transaction, a transfer, an allocation): under an Idempotency-Key that
// stays the same while the same entry is sent again (a retry whose answer was lost is recorded once), a new one
// for another entry; with no answer (no network, a lost answer) the entry is kept on the device with that key
// and sent when the network is back (lib/offline/queue.ts), and a corrected entry replaces the refused one.
import { useCallback, useRef } from "react";
import { apiEnvelope, type Envelope } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { isNoAnswer, newEntry, type QueuedEntry } from "@/lib/offline/queue";

/** The message of an entry kept on the device (issue 15): the form closes or resets as after a success. */
export const QUEUED_MESSAGE = "Pas de réseau : opération gardée sur l'appareil, elle sera envoyée au retour du réseau.";

export type SendOutcome<T> = { kind: "sent"; envelope: Envelope<T> } | { kind: "kept" };

export function useEntrySender(userId: string | undefined, draft?: QueuedEntry | null) {
  const key = useRef<string>("");
  // the body last sent under that key: a changed entry gets a new key (the server refuses a key reused for another body)
  const sentBody = useRef<string | null>(null);

  /** A new entry from now on (the form opened again, or "Saisir la suivante"). */
  const renew = useCallback(() => {
    key.current = crypto.randomUUID();
    sentBody.current = null;
  }, []);

  const keep = useCallback(
    async (url: string, payload: Record<string, unknown>, label: string) => {
      if (!userId) return false;
      const { queueStore } = await import("@/lib/offline/client");
      await queueStore.put(newEntry({ key: key.current, userId, url, body: payload, label }));
      if (draft) await queueStore.remove(draft.userId, draft.key);
      toast.warning(QUEUED_MESSAGE, { duration: 6000 });
      return true;
    },
    [userId, draft],
  );

  /**
   * Sends the entry; "kept" when it went to the device's queue instead. A refusal (an answer of the server) is
   * thrown as the API's error.
   */
  const send = useCallback(
    async <T>(url: string, payload: Record<string, unknown>, label: string): Promise<SendOutcome<T>> => {
      if (!key.current) renew();
      const body = JSON.stringify(payload);
      if (sentBody.current !== null && sentBody.current !== body) key.current = crypto.randomUUID();
      sentBody.current = body;
      if (typeof navigator !== "undefined" && navigator.onLine === false && (await keep(url, payload, label))) return { kind: "kept" };
      try {
        const envelope = await apiEnvelope<T>(url, { method: "POST", body: payload, headers: { "Idempotency-Key": key.current } });
        if (draft) void import("@/lib/offline/client").then((m) => m.queueStore.remove(draft.userId, draft.key));
        return { kind: "sent", envelope };
      } catch (error) {
        if (isNoAnswer(error) && (await keep(url, payload, label).catch(() => false))) return { kind: "kept" };
        throw error;
      }
    },
    [keep, renew, draft],
  );

  return { send, renew };
}
