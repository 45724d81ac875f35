// SMS: every message is first written to sms_outbox (queued, inside the caller's transaction: the
// transactional outbox), then delivered after the commit by the configured provider (delivery.ts), or, if
// that process stops first, by the dispatcher of any instance (dispatcher.ts). A failure stays in the outbox
// as `failed` with its error and notifies the admins; it never undoes what the message was about (an
// approval, a new user, a new code).
import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "@/lib/db/client";
import { smsOutbox, users } from "@/lib/db/schema";
import type { SmsStatus } from "@/lib/domain/constants";
import { smsDeliveryState, type SmsPurpose } from "@/lib/domain/sms";
import { getSmsPolicy, getSmsSender } from "./provider";

export { getSmsPolicy, getSmsSender, setSmsSender, type SmsMessage, type SmsSender } from "./provider";
export { deliverSms, type SmsOutcome } from "./delivery";

export interface SmsToQueue {
  to: string;
  body: string;
  purpose: SmsPurpose;
  userId: string | null;
}

/**
 * Writes a queued SMS in the caller's transaction; answers its id, to deliver after the commit. A dispatcher
 * leaves it alone for `graceMs` (the caller's head start), then takes it if it is still queued.
 */
export async function queueSms(executor: Executor, sms: SmsToQueue): Promise<string> {
  const graceMs = Math.round(getSmsPolicy().graceMs);
  const [row] = await executor
    .insert(smsOutbox)
    .values({
      to: sms.to,
      body: sms.body,
      purpose: sms.purpose,
      userId: sms.userId,
      provider: getSmsSender().name,
      nextAttemptAt: sql`now() + ${graceMs}::int * interval '1 millisecond'`,
    })
    .returning({ id: smsOutbox.id });
  return row!.id;
}

export interface OutboxQuery {
  status?: SmsStatus;
  to?: string;
  limit: number;
}

/**
 * The outbox, newest first, for the admin (bodies hold codes: `users:codes` only), each message with its
 * delivery state seen from the database's clock, and the number of failed ones.
 */
export async function listSmsOutbox(db: Executor, query: OutboxQuery) {
  const where = and(
    query.status ? eq(smsOutbox.status, query.status) : undefined,
    query.to ? eq(smsOutbox.to, query.to) : undefined,
  );
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        id: smsOutbox.id,
        to: smsOutbox.to,
        body: smsOutbox.body,
        provider: smsOutbox.provider,
        purpose: smsOutbox.purpose,
        status: smsOutbox.status,
        attempts: smsOutbox.attempts,
        lastError: smsOutbox.lastError,
        createdAt: smsOutbox.createdAt,
        sentAt: smsOutbox.sentAt,
        nextAttemptAt: smsOutbox.nextAttemptAt,
        leaseOwner: smsOutbox.leaseOwner,
        leaseUntil: smsOutbox.leaseUntil,
        userId: smsOutbox.userId,
        userName: users.nomComplet,
      })
      .from(smsOutbox)
      .leftJoin(users, eq(users.id, smsOutbox.userId))
      .where(where)
      .orderBy(desc(smsOutbox.createdAt))
      .limit(query.limit),
    db
      .select({ failed: sql<number>`count(*)::int`, nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8` })
      .from(smsOutbox)
      .where(eq(smsOutbox.status, "failed")),
  ]);
  const now = new Date(Number(counts!.nowMs));
  const { leaseMs } = getSmsPolicy();
  const messages = rows.map(({ leaseOwner, leaseUntil, ...row }) => ({
    ...row,
    state: smsDeliveryState({ ...row, leaseOwner, leaseUntil }, now, leaseMs),
  }));
  return { messages, failed: counts?.failed ?? 0 };
}
