"use client";

// "SMS en échec": the messages the provider refused after 3 attempts, with the error, and a button to send again.
import { useState } from "react";
import { Loader2, MessageSquareWarning, RotateCw } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { maskPhone } from "@/lib/domain/phone";
import { SMS_PURPOSE_LABELS, type SmsPurpose } from "@/lib/domain/sms";
import { toastFailure } from "./feedback";
import type { SmsRow } from "./use-users-data";

export function SmsFailures({ messages, onChanged }: { messages: SmsRow[]; onChanged: () => void }) {
  const [busyId, setBusyId] = useState<string | null>(null);
  if (messages.length === 0) return null;

  async function resend(id: string) {
    setBusyId(id);
    try {
      const data = await api<{ sms: { status: string; error: string | null } }>(`/api/users/sms-outbox/${id}/retry`, { method: "POST" });
      if (data.sms.status === "sent") toast.success("SMS envoyé");
      else toast.error("Le SMS n'a pas pu être envoyé", { description: data.sms.error ?? undefined, duration: 5_000 });
    } catch (error) {
      toastFailure(error, "Le SMS n'a pas pu être envoyé");
    } finally {
      setBusyId(null);
      onChanged();
    }
  }

  return (
    <section className="rounded-xl border border-red-200 bg-red-50/60 p-3 sm:p-4" aria-labelledby="sms-failures-title" data-testid="sms-failures">
      <h2 id="sms-failures-title" className="flex items-center gap-2 font-semibold">
        <MessageSquareWarning className="size-4 text-destructive" aria-hidden />
        SMS en échec
        <Badge variant="destructive">{messages.length}</Badge>
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">Le compte existe : seul le SMS n&apos;est pas parti. Renvoyez-le ou communiquez le code vous-même.</p>
      <ul className="mt-3 space-y-2">
        {messages.map((m) => (
          <li key={m.id} className="flex flex-col gap-2 rounded-lg border bg-background p-3 text-sm sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">
                {m.userName ?? maskPhone(m.to)} · <span className="tabular-nums">{m.to}</span>
              </p>
              <p className="text-xs text-muted-foreground">
                {SMS_PURPOSE_LABELS[m.purpose as SmsPurpose] ?? "SMS"} · {m.attempts} tentative{m.attempts > 1 ? "s" : ""} ·{" "}
                {new Date(m.createdAt).toLocaleString("fr-FR", { dateStyle: "short", timeStyle: "short" })}
              </p>
              {m.lastError && <p className="mt-1 text-xs break-words text-destructive">{m.lastError}</p>}
            </div>
            <Button size="sm" variant="outline" onClick={() => resend(m.id)} disabled={busyId === m.id}>
              {busyId === m.id ? <Loader2 className="animate-spin" /> : <RotateCw />}
              Renvoyer
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
