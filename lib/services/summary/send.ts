// Sending the evening summary: one SMS per active admin through the outbox (retried, shown when it fails), the
// day's row of daily_summaries locked for the whole send and marked sent in the same transaction. Two
// instances (or the job and an admin's "Envoyer maintenant") meeting on the same day wait for each other on
// that row, and the second finds it sent: the summary goes out once unless an admin forces it again.
import { sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { queryRows, type Db, type Executor } from "@/lib/db/client";
import { AppError } from "@/lib/domain/errors";
import { writeAudit } from "../audit";
import { businessToday, checkedDay } from "../ledger/days";
import { getNetworkSettings } from "../settings";
import { deliverSms, queueSms } from "../sms";
import { summaryFigures, summaryLink, summaryTexts, type SummaryFigures } from "./figures";

export interface SentState {
  sentAt: string | null;
  sentByName: string | null;
  sends: number;
}

async function sentState(executor: Executor, day: string): Promise<SentState> {
  const [row] = await queryRows<{ sent_at: Date | string | null; name: string | null; sends: number }>(
    executor,
    sql`SELECT d.sent_at, u.nom_complet AS name, d.sends FROM daily_summaries d LEFT JOIN users u ON u.id = d.sent_by WHERE d.day = ${day}::date`,
  );
  return { sentAt: row?.sent_at ? new Date(row.sent_at).toISOString() : null, sentByName: row?.name ?? null, sends: row?.sends ?? 0 };
}

/** GET /api/summary: a day's figures, its SMS text and WhatsApp link, and whether it went out. */
export async function getSummary(db: Executor, date: string | undefined, origin: string | null) {
  const today = businessToday();
  const day = date ? checkedDay(date, today) : today;
  const settings = await getNetworkSettings(db);
  const [figures, sent] = await Promise.all([summaryFigures(db, day, today, settings), sentState(db, day)]);
  return { ...figures, ...summaryTexts(figures, summaryLink(day, origin)), sent, summaryTime: settings.summaryTime };
}

export const SUMMARY_MESSAGES = {
  sent: (n: number) => `Résumé envoyé par SMS à ${n} administrateur${n > 1 ? "s" : ""}`,
  alreadySent: "Le résumé de cette journée est déjà parti : cochez « Renvoyer » pour l'envoyer encore",
  noAdmin: "Aucun administrateur actif n'a de téléphone pour recevoir le résumé",
} as const;

export interface SendOutcome {
  sent: boolean;
  day: string;
  /** the outbox's messages, one per admin */
  smsIds: string[];
  sms: string;
  figures: SummaryFigures | null;
}

/**
 * Sends a day's summary unless it went out (or again with `force`, an admin's choice). `actor` null: the
 * evening job; `onlyIfActive`: not for a day without lines (a catch-up). Audited. The messages are delivered after the commit; a failure stays in the outbox.
 */
export async function sendSummary(
  db: Db,
  day: string,
  options: { actor: SessionUser | null; force?: boolean; origin?: string | null; onlyIfActive?: boolean },
): Promise<SendOutcome> {
  const today = businessToday();
  const outcome = await db.transaction(async (tx): Promise<SendOutcome> => {
    await tx.execute(sql`INSERT INTO daily_summaries (day) VALUES (${day}::date) ON CONFLICT (day) DO NOTHING`);
    const [row] = await queryRows<{ sent_at: Date | null }>(tx, sql`SELECT sent_at FROM daily_summaries WHERE day = ${day}::date FOR UPDATE`);
    if (row?.sent_at && !options.force) return { sent: false, day, smsIds: [], sms: "", figures: null };
    const settings = await getNetworkSettings(tx);
    const figures = await summaryFigures(tx, day, today, settings);
    // a day caught up at start with nobody's lines in it: nothing to tell
    if (options.onlyIfActive && figures.supervisors === 0) return { sent: false, day, smsIds: [], sms: "", figures };
    const { sms } = summaryTexts(figures, summaryLink(day, options.origin));
    const admins = await queryRows<{ id: string; telephone: string }>(tx, sql`SELECT id, telephone FROM users WHERE role = 'ADMIN' AND status = 'ACTIVE' ORDER BY created_at`);
    if (admins.length === 0) throw new AppError("CONFLICT", SUMMARY_MESSAGES.noAdmin);
    const smsIds: string[] = [];
    for (const admin of admins) smsIds.push(await queueSms(tx, { to: admin.telephone, body: sms, purpose: "DAILY_SUMMARY", userId: admin.id }));
    await tx.execute(sql`UPDATE daily_summaries SET sent_at = now(), sent_by = ${options.actor?.id ?? null}::uuid, sends = sends + 1, sms_text = ${sms},
      figures = ${JSON.stringify(figures)}::jsonb WHERE day = ${day}::date`);
    await writeAudit(tx, {
      actor: options.actor,
      action: "SUMMARY_SENT",
      entity: "summary",
      entityId: day,
      after: { day, admins: admins.length, gr: figures.gr, closed: figures.closed, supervisors: figures.supervisors, alerts: figures.alerts.length, force: !!options.force },
      reason: options.actor ? (options.force ? "Renvoi manuel" : "Envoi manuel") : "Envoi automatique",
    });
    return { sent: true, day, smsIds, sms, figures };
  });
  // after the commit, as every SMS: the outbox keeps what could not leave
  await Promise.all(outcome.smsIds.map((id) => deliverSms(db, id)));
  return outcome;
}

/** POST /api/summary/send: the admin sends a day's summary now (today when no date). */
export async function sendSummaryNow(db: Db, actor: SessionUser, input: { date?: string; force?: boolean }, origin: string | null) {
  const day = input.date ? checkedDay(input.date, businessToday()) : businessToday();
  const outcome = await sendSummary(db, day, { actor, force: input.force, origin });
  if (!outcome.sent) throw new AppError("CONFLICT", SUMMARY_MESSAGES.alreadySent);
  return { message: SUMMARY_MESSAGES.sent(outcome.smsIds.length), data: { day, sms: outcome.sms, sent: await sentState(db, day) } };
}
