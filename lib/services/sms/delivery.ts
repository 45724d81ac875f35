// Sending a message this instance holds. The request that queued it (or resent it) sends it right after its
// commit, through the same claim as the dispatcher, and waits for the whole round so the admin sees the
// outcome at once; the dispatcher makes one attempt per claim and plans the next one (next_attempt_at).
// A message is never handed to the provider twice automatically: see outbox.ts on `sent_at`.
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { smsOutbox } from "@/lib/db/schema";
import type { SmsStatus } from "@/lib/domain/constants";
import { maskPhone } from "@/lib/domain/phone";
import { isLastAttempt, maskCodes, retryDelayMs, SMS_IN_DOUBT_ERROR } from "@/lib/domain/sms";
import {
  beginAttempt,
  claimSmsById,
  failureNotice,
  recordFailed,
  recordInDoubt,
  recordRetry,
  recordSent,
  SMS_INSTANCE,
  type ClaimedSms,
} from "./outbox";
import { getSmsPolicy, getSmsSender } from "./provider";

export interface SmsOutcome {
  id: string;
  /** `queued`: another instance holds it, or this delivery was interrupted; a dispatcher finishes it */
  status: SmsStatus;
  attempts: number;
  error: string | null;
}

export const SMS_NOT_FOUND = "SMS introuvable";
export const SMS_INTERRUPTED = "Envoi interrompu (base de données indisponible) : le SMS sera repris automatiquement.";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A provider's error as stored in last_error: codes masked, bounded, never empty. */
export function errorText(error: unknown): string {
  const text = maskCodes(error instanceof Error ? error.message : String(error))
    .trim()
    .slice(0, 500);
  return text || "Erreur inconnue du fournisseur";
}

/**
 * Sends a message this claim holds: one attempt, or with `wholeRound` every attempt left in its round,
 * waiting between them while keeping the lease. Throws only when the database does.
 */
export async function deliverClaimed(db: Db, sms: ClaimedSms, wholeRound: boolean): Promise<SmsOutcome> {
  const sender = getSmsSender();
  const policy = getSmsPolicy();
  const outcome = (status: SmsStatus, attempts: number, error: string | null): SmsOutcome => ({ id: sms.id, status, attempts, error });
  if (sms.handedOver) {
    const ended = await recordInDoubt(db, sms);
    if (ended) console.error(`[sms] envoi interrompu pour ${maskPhone(sms.to)} : peut-être parti, laissé à l'administrateur`);
    return outcome(ended ? "failed" : "queued", sms.attempts, SMS_IN_DOUBT_ERROR);
  }
  let attempts = sms.attempts;
  let error: string | null = null;
  for (;;) {
    const begun = await beginAttempt(db, sms.id, sms.lease, sender.name, policy.leaseMs);
    if (begun === null) return outcome("queued", attempts, error);
    attempts = begun;
    try {
      await sender.send({ to: sms.to, body: sms.body });
    } catch (failure) {
      error = errorText(failure);
      if (isLastAttempt(attempts, policy.attempts)) {
        const ended = await recordFailed(db, { sms, error, notice: failureNotice(attempts, policy.attempts, error) });
        if (ended) console.error(`[sms] échec définitif pour ${maskPhone(sms.to)} : ${error}`);
        return outcome(ended ? "failed" : "queued", attempts, error);
      }
      const delay = retryDelayMs(attempts, policy);
      const held = await recordRetry(db, sms.id, sms.lease, error, delay, wholeRound ? { leaseMs: policy.leaseMs } : null);
      if (!wholeRound || !held) return outcome("queued", attempts, error);
      await sleep(delay);
      continue;
    }
    // outside the try: a database error here must not count as the provider's refusal (it would send again)
    await recordSent(db, sms.id);
    return outcome("sent", attempts, null);
  }
}

/**
 * Delivers a message right after the commit that queued (or requeued) it, unless another instance already
 * holds it. Never throws: the outcome is in the answer and in the outbox row.
 */
export async function deliverSms(db: Db, id: string): Promise<SmsOutcome> {
  try {
    const claimed = await claimSmsById(db, id, SMS_INSTANCE, getSmsPolicy().leaseMs);
    if (claimed) return await deliverClaimed(db, claimed, true);
    const [row] = await db
      .select({ status: smsOutbox.status, attempts: smsOutbox.attempts, error: smsOutbox.lastError })
      .from(smsOutbox)
      .where(eq(smsOutbox.id, id));
    return row ? { id, ...row } : { id, status: "failed", attempts: 0, error: SMS_NOT_FOUND };
  } catch (error) {
    console.error(`[sms] livraison interrompue (${id}) : ${errorText(error)}`);
    return { id, status: "queued", attempts: 0, error: SMS_INTERRUPTED };
  }
}
