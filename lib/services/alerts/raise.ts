// Alerts are raised inside the transaction of the event that makes them true (a close, a correction, a
// deletion), or by the evening job for what only time makes true (a transfer contested for a day): never by
// scanning the history on a request (docs/decisions/0040-oeil-proprietaire-alertes.md).
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import { ALERT_REASONS, ecartLevel, grBand, outsideBand, BAND_HISTORY_DAYS, type AlertKind, type AlertLevel, type AlertThresholds } from "@/lib/domain/alerts";
import { centsToFrancs } from "@/lib/domain/money";
import { dayStartInstant } from "@/lib/domain/periods";
import { getEnv } from "@/lib/config/env";
import type { AuditActor } from "../audit";
import { getNetworkSettings } from "../settings";

export interface NewAlert {
  /** names the fact: the same fact raised again updates its alert */
  key: string;
  kind: AlertKind;
  level: AlertLevel;
  supervisorId: string | null;
  userId?: string | null;
  day: string;
  reason: string;
  data?: unknown;
}

/**
 * Writes an alert, or updates the one with its key. An acknowledged alert whose reason changed (a day closed
 * again with other figures, one more deletion) is open again: what was acknowledged is not what it says now.
 */
export async function raiseAlert(executor: Executor, alert: NewAlert): Promise<void> {
  await executor.execute(sql`
    INSERT INTO alerts (key, kind, level, supervisor_id, user_id, day, reason, data)
    VALUES (${alert.key}, ${alert.kind}, ${alert.level}, ${alert.supervisorId}::uuid, ${alert.userId ?? null}::uuid, ${alert.day}::date,
            ${alert.reason}, ${alert.data === undefined ? null : JSON.stringify(alert.data)}::jsonb)
    ON CONFLICT (key) DO UPDATE SET level = excluded.level, reason = excluded.reason, data = excluded.data, updated_at = now(),
      acknowledged_at = CASE WHEN alerts.reason = excluded.reason THEN alerts.acknowledged_at END,
      acknowledged_by = CASE WHEN alerts.reason = excluded.reason THEN alerts.acknowledged_by END,
      comment = CASE WHEN alerts.reason = excluded.reason THEN alerts.comment END`);
}

export interface ClosedDayFigures {
  supervisorId: string;
  day: string;
  gr: number;
  /** the day's counted total: its Fins */
  sortieTotal: number;
}

/**
 * What a closed day raises: its écart against the counted total, its GR against the supervisor's usual band
 * (`history`: the GRs of his closed days before it, newest first). Used by the close and by the backfill.
 */
export function closedDayAlerts(closed: ClosedDayFigures, history: readonly number[], thresholds: AlertThresholds): NewAlert[] {
  const found: NewAlert[] = [];
  const { supervisorId, day, gr, sortieTotal } = closed;
  const level = ecartLevel(gr, sortieTotal, thresholds);
  if (level) found.push({ key: `ECART:${supervisorId}:${day}`, kind: "ECART", level, supervisorId, day, reason: ALERT_REASONS.ecart(gr, sortieTotal), data: { gr, sortieTotal } });
  const band = grBand(history, thresholds.bandWidth, thresholds.bandMinDays);
  if (band && outsideBand(gr, band)) {
    found.push({ key: `GR_HORS_BANDE:${supervisorId}:${day}`, kind: "GR_HORS_BANDE", level: "attention", supervisorId, day, reason: ALERT_REASONS.band(gr, band), data: { gr, band } });
  }
  return found;
}

/** The close raises its day's alerts, against the supervisor's last BAND_HISTORY_DAYS closed days. */
export async function flagClosedDay(tx: Executor, closed: ClosedDayFigures, thresholds: AlertThresholds): Promise<number> {
  const history = await queryRows<{ gr: string | number }>(
    tx,
    sql`SELECT gr FROM day_closures WHERE supervisor_id = ${closed.supervisorId}::uuid AND day < ${closed.day}::date
        ORDER BY day DESC LIMIT ${BAND_HISTORY_DAYS}`,
  );
  const found = closedDayAlerts(closed, history.map((h) => Number(h.gr)), thresholds);
  for (const alert of found) await raiseAlert(tx, alert);
  return found.length;
}

/** The audit actions that count as one user's deletions. */
export const DELETION_ACTIONS = ["TRANSACTION_DELETED", "AUDIT_SUPPRESSION", "TRANSFER_DELETED"] as const;
/** DELETION_ACTIONS as an SQL list: `action IN (…)`. */
export const deletionActionsSql = () => sql.join(DELETION_ACTIONS.map((a) => sql`${a}`), sql`, `);

export interface Change {
  supervisorId: string;
  /** the day the changed entry belongs to */
  day: string;
  /** the transaction's or transfer's id */
  entityId: string;
  what: "modifiée" | "supprimée";
  /** "Transaction de 5 000 F (Wave)" */
  subject: string;
  /** today, in APP_TIMEZONE: the day a burst of deletions is counted on */
  today: string;
}

/**
 * After a correction or a deletion is audited (its audit row written in `tx`): a change to a day that was
 * closed and reopened or whose evening summary went out, and a user's deletions past the day's limit.
 * One statement reads all three facts.
 */
export async function flagChange(tx: Executor, actor: AuditActor, change: Change): Promise<void> {
  const start = dayStartInstant(change.today, getEnv().APP_TIMEZONE);
  const deletion = change.what === "supprimée";
  const [facts] = await queryRows<{ reopened: boolean; summarized: boolean; deletions: number }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM audit_log WHERE entity = 'day' AND entity_id = ${`${change.supervisorId}:${change.day}`} AND action = 'DAY_REOPENED') AS reopened,
          EXISTS (SELECT 1 FROM daily_summaries WHERE day = ${change.day}::date AND sent_at IS NOT NULL) AS summarized,
          CASE WHEN ${deletion}::boolean THEN (SELECT count(*) FROM audit_log WHERE action IN (${deletionActionsSql()})
            AND actor_id = ${actor.id}::uuid AND at >= ${start.toISOString()}::timestamptz)::int ELSE 0 END AS deletions`,
  );
  if (facts && (facts.reopened || facts.summarized)) {
    await raiseAlert(tx, lateChangeAlert(change, { id: actor.id, nom: actor.nomComplet }, facts.reopened ? "reopened" : "summary"));
  }
  if (!deletion || !facts) return;
  const { deletionsPerDay } = await getNetworkSettings(tx);
  if (facts.deletions <= deletionsPerDay) return;
  await raiseAlert(tx, deletionsAlert({ id: actor.id, nom: actor.nomComplet, role: actor.role }, change.today, facts.deletions, deletionsPerDay));
}

/** A change after its day's close and reopening, or after the summary: one alert per entry and kind of change. */
export function lateChangeAlert(
  change: Pick<Change, "supervisorId" | "day" | "entityId" | "what" | "subject">,
  by: { id: string | null; nom: string },
  after: "reopened" | "summary",
): NewAlert {
  return {
    key: `MODIF_APRES_CLOTURE:${change.entityId}:${change.what}`,
    kind: "MODIF_APRES_CLOTURE",
    level: "attention",
    supervisorId: change.supervisorId,
    userId: by.id,
    day: change.day,
    reason: ALERT_REASONS.lateChange(change.what, change.subject, change.day, after, by.nom),
    data: { entityId: change.entityId },
  };
}

/** More deletions than the day's limit by one user: one alert per user and day (his kiosk's when a supervisor). */
export function deletionsAlert(by: { id: string; nom: string; role: string }, day: string, count: number, limit: number): NewAlert {
  return {
    key: `SUPPRESSIONS:${by.id}:${day}`,
    kind: "SUPPRESSIONS",
    level: "attention",
    supervisorId: by.role === "SUPERVISEUR" ? by.id : null,
    userId: by.id,
    day,
    reason: ALERT_REASONS.deletions(count, by.nom, limit),
    data: { count },
  };
}

/** A contest left unsettled this long is flagged. */
export const CONTEST_DELAY_HOURS = 24;

/**
 * The transfers contested more than a day ago and still not settled, not flagged yet (the partial index on
 * contested transfers: the few that are, never the history). Answers how many it flagged.
 */
export async function flagContestedTransfers(executor: Executor): Promise<number> {
  const rows = await queryRows<{ id: string; amount: string | number; day: string; to_id: string; from_name: string; to_name: string }>(
    executor,
    sql`SELECT t.id, t.amount, t.day::text AS day, t.to_supervisor_id AS to_id, f.nom_complet AS from_name, r.nom_complet AS to_name
        FROM transfers t JOIN users f ON f.id = t.from_supervisor_id JOIN users r ON r.id = t.to_supervisor_id
        WHERE t.status = 'CONTESTE' AND t.contested_at < now() - ${CONTEST_DELAY_HOURS}::int * interval '1 hour'
          AND NOT EXISTS (SELECT 1 FROM alerts a WHERE a.key = 'TRANSFERT_CONTESTE:' || t.id::text)`,
  );
  for (const t of rows) {
    await raiseAlert(executor, {
      key: `TRANSFERT_CONTESTE:${t.id}`,
      kind: "TRANSFERT_CONTESTE",
      level: "attention",
      supervisorId: t.to_id,
      day: t.day,
      reason: ALERT_REASONS.contested(centsToFrancs(Number(t.amount)), t.from_name, t.to_name, CONTEST_DELAY_HOURS),
      data: { transferId: t.id },
    });
  }
  return rows.length;
}
