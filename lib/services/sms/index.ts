// SMS: every message is first written to sms_outbox (queued, inside the caller's transaction: the
// transactional outbox), then delivered after the commit by the configured provider, 3 attempts with
// backoff. A failure stays in the outbox as `failed` with its error and notifies the admins; it never
// undoes what the message was about (an approval, a new user, a new code).
import { and, desc, eq, sql } from "drizzle-orm";
import { getEnv } from "@/lib/config/env";
import { getDb, type Executor } from "@/lib/db/client";
import { smsOutbox, users } from "@/lib/db/schema";
import type { SmsStatus } from "@/lib/domain/constants";
import { maskPhone } from "@/lib/domain/phone";
import { maskCodes, SMS_PURPOSE_LABELS, type SmsPurpose } from "@/lib/domain/sms";
import { notifyAdmins } from "../notifications";
import { logSmsSender } from "./log";
import { createTwilioSender } from "./twilio";

export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsSender {
  readonly name: string;
  /** resolves once the provider accepted the message; throws with a readable reason otherwise */
  send(message: SmsMessage): Promise<{ id: string | null }>;
}

/** 3 attempts, waiting 1 s then 2 s (SPEC §9's retry policy). */
export const SMS_RETRY = { attempts: 3, delayMs: 1_000, factor: 2 } as const;

let override: { sender: SmsSender; delayMs: number } | null = null;
let configured: SmsSender | null = null;

/** Replaces the provider (tests, scripts); null goes back to SMS_PROVIDER. */
export function setSmsSender(sender: SmsSender | null, options: { delayMs?: number } = {}) {
  override = sender ? { sender, delayMs: options.delayMs ?? SMS_RETRY.delayMs } : null;
}

export function getSmsSender(): SmsSender {
  if (override) return override.sender;
  if (!configured) {
    const env = getEnv();
    configured =
      env.SMS_PROVIDER === "twilio"
        ? createTwilioSender({ accountSid: env.TWILIO_ACCOUNT_SID!, authToken: env.TWILIO_AUTH_TOKEN!, from: env.TWILIO_FROM! })
        : logSmsSender;
  }
  return configured;
}

export interface SmsToQueue {
  to: string;
  body: string;
  purpose: SmsPurpose;
  userId: string | null;
}

/** Writes a queued SMS in the caller's transaction; answers its id, to deliver after the commit. */
export async function queueSms(executor: Executor, sms: SmsToQueue): Promise<string> {
  const [row] = await executor
    .insert(smsOutbox)
    .values({ to: sms.to, body: sms.body, purpose: sms.purpose, userId: sms.userId, provider: getSmsSender().name })
    .returning({ id: smsOutbox.id });
  return row!.id;
}

export interface SmsOutcome {
  id: string;
  status: SmsStatus;
  attempts: number;
  error: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorText = (error: unknown) => maskCodes(error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Delivers a queued SMS. Never throws: the outcome is in the answer and in the outbox row. */
export async function deliverSms(id: string): Promise<SmsOutcome> {
  const sender = getSmsSender();
  let delay = override?.delayMs ?? SMS_RETRY.delayMs;
  let lastError = "SMS introuvable";
  let attempts = 0;
  try {
    const db = await getDb();
    const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    if (!row) return { id, status: "failed", attempts: 0, error: lastError };
    if (row.status === "sent") return { id, status: "sent", attempts: row.attempts, error: null };
    attempts = row.attempts;
    for (let attempt = 1; attempt <= SMS_RETRY.attempts; attempt++) {
      attempts += 1;
      try {
        await sender.send({ to: row.to, body: row.body });
        await db
          .update(smsOutbox)
          .set({ status: "sent", attempts, lastError: null, sentAt: new Date(), provider: sender.name })
          .where(eq(smsOutbox.id, id));
        return { id, status: "sent", attempts, error: null };
      } catch (error) {
        lastError = errorText(error);
        await db.update(smsOutbox).set({ attempts, lastError, provider: sender.name }).where(eq(smsOutbox.id, id));
        if (attempt < SMS_RETRY.attempts) {
          await sleep(delay);
          delay *= SMS_RETRY.factor;
        }
      }
    }
    const purpose = SMS_PURPOSE_LABELS[row.purpose as SmsPurpose] ?? "SMS";
    await db.transaction(async (tx) => {
      await tx.update(smsOutbox).set({ status: "failed" }).where(eq(smsOutbox.id, id));
      await notifyAdmins(tx, {
        kind: "SMS_FAILED",
        title: "SMS en échec",
        message: `Le SMS « ${purpose} » pour ${maskPhone(row.to)} n'a pas pu être envoyé après ${SMS_RETRY.attempts} tentatives : ${lastError}`,
        link: "/admin/users",
      });
    });
    console.error(`[sms] échec définitif pour ${maskPhone(row.to)} : ${lastError}`);
  } catch (error) {
    lastError = errorText(error);
    console.error(`[sms] livraison interrompue (${id}) : ${lastError}`);
  }
  return { id, status: "failed", attempts, error: lastError };
}

export interface OutboxQuery {
  status?: SmsStatus;
  to?: string;
  limit: number;
}

/** The outbox, newest first, for the admin (bodies hold codes: `users:codes` only). */
export async function listSmsOutbox(query: OutboxQuery) {
  const db = await getDb();
  const where = and(
    query.status ? eq(smsOutbox.status, query.status) : undefined,
    query.to ? eq(smsOutbox.to, query.to) : undefined,
  );
  const rows = await db
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
      userId: smsOutbox.userId,
      userName: users.nomComplet,
    })
    .from(smsOutbox)
    .leftJoin(users, eq(users.id, smsOutbox.userId))
    .where(where)
    .orderBy(desc(smsOutbox.createdAt))
    .limit(query.limit);
  const [{ failed }] = await db
    .select({ failed: sql<number>`count(*)::int` })
    .from(smsOutbox)
    .where(eq(smsOutbox.status, "failed"));
  return { messages: rows, failed: failed ?? 0 };
}

/** Moves a failed SMS back to queued (only one caller wins), for a new delivery. */
export async function requeueFailedSms(executor: Executor, id: string): Promise<{ to: string; userId: string | null } | null> {
  const [row] = await executor
    .update(smsOutbox)
    .set({ status: "queued", lastError: null })
    .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, "failed")))
    .returning({ to: smsOutbox.to, userId: smsOutbox.userId });
  return row ?? null;
}
