"use client";

// The SMS cards' data: the failed messages and the queued ones, the list reloaded every 10 s while any is queued,
// and "Renvoyer" (the message being resent is busy meanwhile; the list is reloaded after, whatever the answer).
import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api } from "@/lib/api-client";
import { toastFailure } from "./feedback";
import type { SmsRow } from "./use-users-data";

const PENDING_REFRESH_MS = 10_000;

export function useSmsOutbox(messages: SmsRow[], onChanged: () => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const failed = messages.filter((m) => m.status === "failed");
  const pending = messages.filter((m) => m.status === "queued");
  const hasPending = pending.length > 0;

  useEffect(() => {
    if (!hasPending) return;
    const timer = setInterval(onChanged, PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [hasPending, onChanged]);

  async function resend(id: string) {
    setBusyId(id);
    try {
      const data = await api<{ sms: { status: string; error: string | null } }>(`/api/users/sms-outbox/${id}/retry`, { method: "POST" });
      if (data.sms.status === "sent") toast.success("SMS envoyé");
      else if (data.sms.status === "queued") toast.info("SMS en cours d'envoi", { description: "Il partira automatiquement.", duration: 4_000 });
      else toast.error("Le SMS n'a pas pu être envoyé", { description: data.sms.error ?? undefined, duration: 5_000 });
    } catch (error) {
      toastFailure(error, "Le SMS n'a pas pu être envoyé");
    } finally {
      setBusyId(null);
      onChanged();
    }
  }

  return { failed, pending, busyId, resend };
}
