// The SMS cards: "SMS en échec", each with its error and "Renvoyer", and "SMS en cours d'envoi", each with where it
// stands (being sent, next attempt planned, late).
import { Clock, Loader2, MessageSquareWarning, RotateCw, Send } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatPhone, maskPhone } from "@/lib/domain/phone";
import { attemptInRound, SMS_DELIVERY, SMS_PURPOSE_LABELS, SMS_STATE_LABELS, type SmsPurpose } from "@/lib/domain/sms";
import type { SmsRow } from "./use-users-data";

const time = (iso: string) => new Date(iso).toLocaleTimeString("fr-FR", { hour: "2-digit", minute: "2-digit", second: "2-digit" });
const dateTime = (iso: string) => new Date(iso).toLocaleString("fr-FR", { dateStyle: "short", timeStyle: "short" });
const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? "s" : ""}`;

/** Where a queued message stands, in words: the state, and the attempt of its round or the next one's time. */
function pendingStatus(m: SmsRow): string {
  const round = `tentative ${attemptInRound(m.attempts, SMS_DELIVERY.attempts)} sur ${SMS_DELIVERY.attempts}`;
  switch (m.state) {
    case "sending":
      return m.attempts > 0 ? `${SMS_STATE_LABELS.sending} (${round})` : SMS_STATE_LABELS.sending;
    case "retrying":
      return `${SMS_STATE_LABELS.retrying} à ${time(m.nextAttemptAt)} (${round} échouée)`;
    default:
      return SMS_STATE_LABELS[m.state];
  }
}

function Recipient({ m }: { m: SmsRow }) {
  return (
    <>
      <p className="font-medium break-words">
        {m.userName ?? maskPhone(m.to)} · <span className="tabular-nums">{formatPhone(m.to)}</span>
      </p>
      <p className="text-xs text-muted-foreground">
        {SMS_PURPOSE_LABELS[m.purpose as SmsPurpose] ?? "SMS"} · {plural(m.attempts, "tentative")} · {dateTime(m.createdAt)}
      </p>
    </>
  );
}

export function FailedSms({ messages, busyId, onResend }: { messages: SmsRow[]; busyId: string | null; onResend: (id: string) => void }) {
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
              <Recipient m={m} />
              {m.lastError && <p className="mt-1 text-xs break-words text-destructive">{m.lastError}</p>}
            </div>
            <Button size="sm" variant="outline" onClick={() => onResend(m.id)} disabled={busyId === m.id}>
              {busyId === m.id ? <Loader2 className="animate-spin" /> : <RotateCw />}
              Renvoyer
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PendingSms({ messages }: { messages: SmsRow[] }) {
  return (
    <section className="rounded-xl border border-sky-200 bg-sky-50/60 p-3 sm:p-4" aria-labelledby="sms-pending-title" data-testid="sms-pending">
      <h2 id="sms-pending-title" className="flex items-center gap-2 font-semibold">
        <Send className="size-4 text-sky-700" aria-hidden />
        SMS en cours d&apos;envoi
        <Badge variant="secondary">{messages.length}</Badge>
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">
        Ils partent automatiquement ({SMS_DELIVERY.attempts} tentatives) ; après la dernière, un SMS refusé passe dans « SMS en échec ».
      </p>
      <ul className="mt-3 space-y-2">
        {messages.map((m) => (
          <li key={m.id} className="rounded-lg border bg-background p-3 text-sm" data-testid="sms-pending-item">
            <Recipient m={m} />
            <p className={m.state === "stuck" ? "mt-1 text-xs font-medium text-amber-800" : "mt-1 text-xs font-medium text-sky-800"}>
              {m.state === "sending" ? <Loader2 className="mr-1 inline size-3 animate-spin" aria-hidden /> : <Clock className="mr-1 inline size-3" aria-hidden />}
              {pendingStatus(m)}
            </p>
            {m.lastError && <p className="mt-1 text-xs break-words text-muted-foreground">Dernière erreur : {m.lastError}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
