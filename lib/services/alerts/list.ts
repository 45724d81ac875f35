// The alerts as the Alertes page and the supervisor card read them, and the admin's acknowledgement (audited).
// A supervisor reads his own alerts only, whatever he asks for; only the admin acknowledges.
import { sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { queryRows, type Db, type Executor } from "@/lib/db/client";
import type { AlertKind, AlertLevel } from "@/lib/domain/alerts";
import { AppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";
import { periodRange } from "@/lib/domain/periods";
import type { AcknowledgeInput, AlertsQuery } from "@/lib/validation/alerts";
import { writeAudit } from "../audit";
import { businessToday } from "../ledger/days";

/** The newest this many alerts answer a filter: the page says when there are more, and narrowing finds them. */
export const ALERTS_LIMIT = 200;

export const ALERT_MESSAGES = {
  notFound: "Alerte non trouvée",
  ownOnly: "Vous ne pouvez consulter que vos propres alertes",
  alreadyAcknowledged: "Cette alerte est déjà prise en compte",
} as const;

export interface AlertView {
  id: string;
  kind: AlertKind;
  level: AlertLevel;
  supervisorId: string | null;
  supervisorName: string | null;
  userId: string | null;
  userName: string | null;
  day: string;
  reason: string;
  createdAt: string;
  acknowledgedAt: string | null;
  acknowledgedByName: string | null;
  comment: string | null;
}

const SELECT = sql`SELECT a.id, a.kind, a.level, a.supervisor_id AS "supervisorId", s.nom_complet AS "supervisorName", a.user_id AS "userId",
    u.nom_complet AS "userName", a.day::text AS day, a.reason, a.created_at AS "createdAt", a.acknowledged_at AS "acknowledgedAt",
    k.nom_complet AS "acknowledgedByName", a.comment
  FROM alerts a LEFT JOIN users s ON s.id = a.supervisor_id LEFT JOIN users u ON u.id = a.user_id LEFT JOIN users k ON k.id = a.acknowledged_by`;

type Row = Omit<AlertView, "createdAt" | "acknowledgedAt"> & { createdAt: Date | string; acknowledgedAt: Date | string | null };
const iso = (at: Date | string) => new Date(at).toISOString();
const view = (r: Row): AlertView => ({ ...r, createdAt: iso(r.createdAt), acknowledgedAt: r.acknowledgedAt ? iso(r.acknowledgedAt) : null });

export async function listAlerts(db: Executor, actor: SessionUser, query: AlertsQuery): Promise<{ alerts: AlertView[]; total: number; limit: number; counts: { open: number; acknowledged: number } }> {
  let supervisorId = query.supervisorId ?? null;
  if (actor.role === "SUPERVISEUR") {
    if (supervisorId && supervisorId !== actor.id) throw new AppError("FORBIDDEN", ALERT_MESSAGES.ownOnly);
    supervisorId = actor.id;
  }
  const range = periodRange(query.period, businessToday());
  const where = sql`WHERE (${supervisorId}::uuid IS NULL OR a.supervisor_id = ${supervisorId}::uuid)
      AND (${query.kind ?? null}::text IS NULL OR a.kind = ${query.kind ?? null})
      AND (${range.from}::date IS NULL OR a.day >= ${range.from}::date) AND a.day <= ${range.to}::date`;
  const status =
    query.status === "open" ? sql`AND a.acknowledged_at IS NULL` : query.status === "acknowledged" ? sql`AND a.acknowledged_at IS NOT NULL` : sql``;
  const [rows, [counts]] = await Promise.all([
    queryRows<Row>(db, sql`${SELECT} ${where} ${status} ORDER BY a.created_at DESC, a.id LIMIT ${ALERTS_LIMIT}`),
    queryRows<{ open: number; acknowledged: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE a.acknowledged_at IS NULL)::int AS open, count(*) FILTER (WHERE a.acknowledged_at IS NOT NULL)::int AS acknowledged
          FROM alerts a ${where}`,
    ),
  ]);
  const shown = counts ?? { open: 0, acknowledged: 0 };
  const total = query.status === "open" ? shown.open : query.status === "acknowledged" ? shown.acknowledged : shown.open + shown.acknowledged;
  return { alerts: rows.map(view), total, limit: ALERTS_LIMIT, counts: shown };
}

/** The admin takes an alert into account, with a comment; audited. */
export async function acknowledgeAlert(db: Db, actor: SessionUser, id: string, input: AcknowledgeInput): Promise<AlertView> {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", ALERT_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [before] = await queryRows<Row>(tx, sql`${SELECT} WHERE a.id = ${id}::uuid FOR UPDATE OF a`);
    if (!before) throw new AppError("NOT_FOUND", ALERT_MESSAGES.notFound);
    if (before.acknowledgedAt) throw new AppError("CONFLICT", ALERT_MESSAGES.alreadyAcknowledged);
    await tx.execute(sql`UPDATE alerts SET acknowledged_at = now(), acknowledged_by = ${actor.id}::uuid, comment = ${input.comment} WHERE id = ${id}::uuid`);
    await writeAudit(tx, {
      actor,
      action: "ALERT_ACKNOWLEDGED",
      entity: "alert",
      entityId: id,
      supervisorId: before.supervisorId,
      before: { kind: before.kind, level: before.level, day: before.day, reason: before.reason },
      after: { acknowledged: true },
      reason: input.comment,
    });
    const [after] = await queryRows<Row>(tx, sql`${SELECT} WHERE a.id = ${id}::uuid`);
    return view(after!);
  });
}
