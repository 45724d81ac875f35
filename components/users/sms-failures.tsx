"use client";

// The SMS the admin should know about: "SMS en échec" (every attempt refused, or interrupted while it may have
// left), each with its error and "Renvoyer"; and "SMS en cours d'envoi", the queued ones the dispatcher is
// handling (being sent, next attempt planned, late), reloaded every 10 s while there are any. Its data:
// ./use-sms-outbox.ts; its cards: ./sms-parts.tsx.
import { FailedSms, PendingSms } from "./sms-parts";
import { useSmsOutbox } from "./use-sms-outbox";
import type { SmsRow } from "./use-users-data";

export function SmsFailures({ messages, onChanged }: { messages: SmsRow[]; onChanged: () => void }) {
  const { failed, pending, busyId, resend } = useSmsOutbox(messages, onChanged);
  if (messages.length === 0) return null;

  return (
    <>
      {failed.length > 0 && <FailedSms messages={failed} busyId={busyId} onResend={(id) => void resend(id)} />}
      {pending.length > 0 && <PendingSms messages={pending} />}
    </>
  );
}
