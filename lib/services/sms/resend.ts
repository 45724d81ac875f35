// The admin sends a failed SMS again (from the "SMS en échec" panel): a new round of attempts, sent at once
// through the same claim as every delivery.
import type { SessionUser } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/domain/errors";
import { maskPhone } from "@/lib/domain/phone";
import { writeAudit } from "../audit";
import { deliverSms, type SmsOutcome } from "./delivery";
import { requeueFailedSms } from "./outbox";
import { getSmsPolicy } from "./provider";

export const RESEND_MESSAGES = {
  notFailed: "Ce SMS n'est pas en échec (déjà envoyé ou en cours d'envoi)",
  sent: "SMS envoyé",
  failed: "Le SMS n'a pas pu être envoyé",
  queued: "SMS en cours d'envoi",
} as const;

export async function resendSms(db: Db, actor: SessionUser, id: string): Promise<SmsOutcome> {
  await db.transaction(async (tx) => {
    const row = await requeueFailedSms(tx, id, getSmsPolicy().graceMs);
    if (!row) throw new AppError("CONFLICT", RESEND_MESSAGES.notFailed);
    await writeAudit(tx, {
      actor,
      action: "SMS_RESENT",
      entity: "sms",
      entityId: id,
      after: { to: maskPhone(row.to), userId: row.userId, attempts: row.attempts },
    });
  });
  return deliverSms(db, id);
}
