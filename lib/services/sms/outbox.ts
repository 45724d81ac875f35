// The outbox's leases. A `queued` message is free (lease_owner null) or held by one instance until
// lease_until. Every claim is one UPDATE that re-checks the row once it holds its lock (and skips rows locked
// by another claim, FOR UPDATE SKIP LOCKED), so two instances never hold the same message; every later write
// of the holder says `lease_owner = me`, so a holder whose lease was taken over writes nothing.
//
// `sent_at` on a queued message means "handed to the provider at that time, answer not recorded yet": it is
// set just before the provider is called and cleared when the attempt fails. A claimed message that still
// has it lost its holder in the middle of a send: it may have left, and is never sent again automatically.
// A lease is signed with the instance's name and a token of its own claim: two deliveries in one process
// (the request's and the dispatcher's) are two holders, never one.
// Every time comes from the database's clock (now()), the one clock all instances share.
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import { queryRows, type Db, type Executor } from "@/lib/db/client";
import { smsOutbox } from "@/lib/db/schema";
import { maskPhone } from "@/lib/domain/phone";
import { attemptInRound, SMS_IN_DOUBT_ERROR, SMS_PURPOSE_LABELS, type SmsPurpose } from "@/lib/domain/sms";
import { notifyAdmins } from "../notifications";

/** This process, as it signs its leases. */
export const SMS_INSTANCE = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export interface ClaimedSms {
  id: string;
  /** the lease_owner this claim wrote: `<instance>#<claim>` */
  lease: string;
  to: string;
  body: string;
  purpose: string | null;
  attempts: number;
  /** an earlier holder handed it to the provider and stopped before recording the answer (sent_at set) */
  handedOver: boolean;
}

let claims = 0;
const leaseName = (instance: string) => `${instance}#${(claims += 1)}`;
const after = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))}::int * interval '1 millisecond'`;
const heldBy = (id: string, owner: string) => and(eq(smsOutbox.id, id), eq(smsOutbox.status, "queued"), eq(smsOutbox.leaseOwner, owner));
const released = { leaseOwner: null, leaseUntil: null } as const;

/** Up to `limit` messages due (free and due, or whose holder's lease expired), now held by a lease of `instance`. */
export async function claimDueSms(db: Executor, instance: string, limit: number, leaseMs: number): Promise<ClaimedSms[]> {
  const owner = leaseName(instance);
  return queryRows<ClaimedSms>(
    db,
    sql`WITH picked AS (
          SELECT id FROM sms_outbox
          WHERE status = 'queued'
            AND ((lease_owner IS NULL AND next_attempt_at <= now()) OR (lease_owner IS NOT NULL AND lease_until < now()))
          ORDER BY next_attempt_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        UPDATE sms_outbox s SET lease_owner = ${owner}, lease_until = ${after(leaseMs)}
        FROM picked WHERE s.id = picked.id
        RETURNING s.id, s.lease_owner AS lease, s."to", s.body, s.purpose, s.attempts, s.sent_at IS NOT NULL AS "handedOver"`,
  );
}

/** One queued message, whether due or not, unless another holder's lease is alive (the delivery right after a commit). */
export async function claimSmsById(db: Executor, id: string, instance: string, leaseMs: number): Promise<ClaimedSms | null> {
  const owner = leaseName(instance);
  const [row] = await db
    .update(smsOutbox)
    .set({ leaseOwner: owner, leaseUntil: after(leaseMs) })
    .where(
      and(
        eq(smsOutbox.id, id),
        eq(smsOutbox.status, "queued"),
        or(isNull(smsOutbox.leaseOwner), lt(smsOutbox.leaseUntil, sql`now()`)),
      ),
    )
    .returning({
      id: smsOutbox.id,
      lease: smsOutbox.leaseOwner,
      to: smsOutbox.to,
      body: smsOutbox.body,
      purpose: smsOutbox.purpose,
      attempts: smsOutbox.attempts,
      handedOver: sql<boolean>`${smsOutbox.sentAt} IS NOT NULL`,
    });
  return row ? { ...row, lease: owner } : null;
}

/** Counts an attempt and marks the message as handed to the provider; null when the lease `owner` no longer holds it. */
export async function beginAttempt(db: Executor, id: string, owner: string, provider: string, leaseMs: number): Promise<number | null> {
  const [row] = await db
    .update(smsOutbox)
    .set({ attempts: sql`${smsOutbox.attempts} + 1`, sentAt: sql`now()`, leaseUntil: after(leaseMs), provider })
    .where(heldBy(id, owner))
    .returning({ attempts: smsOutbox.attempts });
  return row?.attempts ?? null;
}

/**
 * The provider accepted it. Written whoever holds the message now: it did leave, and a holder that took
 * over meanwhile found it in doubt and sends nothing.
 */
export async function recordSent(db: Executor, id: string): Promise<void> {
  await db
    .update(smsOutbox)
    .set({ status: "sent", lastError: null, sentAt: sql`now()`, ...released })
    .where(and(eq(smsOutbox.id, id), ne(smsOutbox.status, "sent")));
}

/** An attempt failed, another comes after `delayMs`; `keep`: the holder waits for it itself. False if no longer held. */
export async function recordRetry(db: Executor, id: string, owner: string, error: string, delayMs: number, keep: { leaseMs: number } | null) {
  const rows = await db
    .update(smsOutbox)
    .set({
      lastError: error,
      sentAt: null,
      nextAttemptAt: after(delayMs),
      ...(keep ? { leaseUntil: after(delayMs + keep.leaseMs) } : released),
    })
    .where(heldBy(id, owner))
    .returning({ id: smsOutbox.id });
  return rows.length > 0;
}

interface FinalFailure {
  sms: ClaimedSms;
  error: string;
  /** what the admins read after « Le SMS « purpose » pour 77***… » */
  notice: string;
  /** keep sent_at (the provider may have it) */
  inDoubt?: boolean;
}

/** Ends the message as `failed` and tells the admins, in one transaction. False if no longer held. */
export async function recordFailed(db: Db, { sms, error, notice, inDoubt }: FinalFailure): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(smsOutbox)
      .set({ status: "failed", lastError: error, ...(inDoubt ? {} : { sentAt: null }), ...released })
      .where(heldBy(sms.id, sms.lease))
      .returning({ id: smsOutbox.id });
    if (rows.length === 0) return false;
    const purpose = SMS_PURPOSE_LABELS[sms.purpose as SmsPurpose] ?? "SMS";
    await notifyAdmins(tx, {
      kind: "SMS_FAILED",
      title: "SMS en échec",
      message: `Le SMS « ${purpose} » pour ${maskPhone(sms.to)} ${notice}`,
      link: "/admin/users",
    });
    return true;
  });
}

export const failureNotice = (attempts: number, perRound: number, error: string) =>
  `n'a pas pu être envoyé après ${attemptInRound(attempts, perRound)} tentatives : ${error}`;

/** A message its holder handed to the provider before stopping: failed, for the admin to check and resend. */
export function recordInDoubt(db: Db, sms: ClaimedSms): Promise<boolean> {
  return recordFailed(db, {
    sms,
    error: SMS_IN_DOUBT_ERROR,
    notice: "a peut-être été envoyé : le serveur s'est arrêté pendant l'envoi. Vérifiez auprès du destinataire avant de le renvoyer.",
    inDoubt: true,
  });
}

/** Moves a failed SMS back to queued, free and due after the resender's head start (only one caller wins). */
export async function requeueFailedSms(executor: Executor, id: string, graceMs: number) {
  const [row] = await executor
    .update(smsOutbox)
    .set({ status: "queued", lastError: null, sentAt: null, nextAttemptAt: after(graceMs), ...released })
    .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, "failed")))
    .returning({ to: smsOutbox.to, userId: smsOutbox.userId, attempts: smsOutbox.attempts });
  return row ?? null;
}
