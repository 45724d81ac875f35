// The alerts of what was recorded before alerts existed, computed once (the first server process at start):
// the écarts and unusual GRs of every closed day, the bursts of deletions and the changes after a reopening
// found in the audit log. One transaction writes them and the marker, so that it is done once, whole.
import { eq, sql } from "drizzle-orm";
import { getEnv } from "@/lib/config/env";
import { queryRows, type Db, type Tx } from "@/lib/db/client";
import { alerts, settings } from "@/lib/db/schema";
import { BAND_HISTORY_DAYS, transactionSubject, type AlertThresholds } from "@/lib/domain/alerts";
import { centsToFrancs } from "@/lib/domain/money";
import { getNetworkSettings } from "../settings";
import { closedDayAlerts, deletionActionsSql, deletionsAlert, lateChangeAlert, type NewAlert } from "./raise";

const MARKER = "alerts_backfill";

type Closure = { supervisor_id: string; day: string; gr: string | number; sortie_total: string | number; closed_at: Date | string };

/** A backfilled alert is dated when its fact happened (the close, the deletion), so that the day's summary counts only that day's. */
type Backfilled = NewAlert & { createdAt: Date };

/** The écart and band alerts of closed days (closedDayAlerts), each day against the closed days before it. */
function historyAlerts(closures: Closure[], t: AlertThresholds): Backfilled[] {
  const found: Backfilled[] = [];
  const history = new Map<string, number[]>();
  for (const c of closures) {
    const gr = Number(c.gr);
    const earlier = history.get(c.supervisor_id) ?? [];
    const closed = { supervisorId: c.supervisor_id, day: c.day, gr, sortieTotal: Number(c.sortie_total) };
    for (const alert of closedDayAlerts(closed, earlier, t)) found.push({ ...alert, createdAt: new Date(c.closed_at) });
    history.set(c.supervisor_id, [gr, ...earlier].slice(0, BAND_HISTORY_DAYS));
  }
  return found;
}

async function auditAlerts(tx: Tx, t: AlertThresholds): Promise<Backfilled[]> {
  const zone = getEnv().APP_TIMEZONE;
  const bursts = await queryRows<{ actor_id: string; name: string; role: string; day: string; n: number; last: Date | string }>(
    tx,
    sql`SELECT actor_id, max(actor_name) AS name, max(actor_role) AS role, (at AT TIME ZONE ${zone})::date::text AS day, count(*)::int AS n, max(at) AS last
        FROM audit_log WHERE action IN (${deletionActionsSql()}) AND actor_id IS NOT NULL
        GROUP BY actor_id, 4 HAVING count(*) > ${t.deletionsPerDay}`,
  );
  const late = await queryRows<{ at: Date | string; entity_id: string; action: string; actor_id: string | null; name: string | null; supervisor_id: string; day: string; amount: string; partner: string | null; account: string }>(
    tx,
    sql`SELECT c.at, c.entity_id, c.action, c.actor_id, c.actor_name AS name, c.supervisor_id, c.before->>'day' AS day, c.before->>'amount' AS amount,
          c.before->>'partnerName' AS partner, c.before->>'accountKey' AS account
        FROM audit_log c
        WHERE c.action IN ('TRANSACTION_UPDATED', 'TRANSACTION_DELETED') AND c.supervisor_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM audit_log r WHERE r.entity = 'day' AND r.action = 'DAY_REOPENED'
            AND r.entity_id = c.supervisor_id::text || ':' || (c.before->>'day') AND r.at < c.at)`,
  );
  return [
    ...bursts.map((b): Backfilled => ({ ...deletionsAlert({ id: b.actor_id, nom: b.name, role: b.role }, b.day, b.n, t.deletionsPerDay), createdAt: new Date(b.last) })),
    ...late.map((c): Backfilled => {
      const what = c.action === "TRANSACTION_DELETED" ? "supprimée" : "modifiée";
      const subject = transactionSubject(centsToFrancs(Number(c.amount)), c.partner, c.account);
      const change = { supervisorId: c.supervisor_id, day: c.day, entityId: c.entity_id, what, subject } as const;
      return { ...lateChangeAlert(change, { id: c.actor_id, nom: c.name ?? "un utilisateur supprimé" }, "reopened"), createdAt: new Date(c.at) };
    }),
  ];
}

/** Once per database: answers what it wrote, or null when it was done before. */
export async function backfillAlerts(db: Db): Promise<{ alerts: number; closures: number } | null> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(settings).values({ key: MARKER, value: { at: new Date().toISOString() } }).onConflictDoNothing().returning({ key: settings.key });
    if (claimed.length === 0) return null;
    const thresholds = await getNetworkSettings(tx);
    const closures = await queryRows<Closure>(tx, sql`SELECT supervisor_id, day::text AS day, gr, sortie_total, closed_at FROM day_closures ORDER BY supervisor_id, day`);
    const found = [...historyAlerts(closures, thresholds), ...(await auditAlerts(tx, thresholds))];
    for (let i = 0; i < found.length; i += 500) {
      const batch = found.slice(i, i + 500).map((a) => ({ ...a, userId: a.userId ?? null, data: a.data ?? null, updatedAt: a.createdAt }));
      await tx.insert(alerts).values(batch).onConflictDoNothing({ target: alerts.key });
    }
    await tx.update(settings).set({ value: { at: new Date().toISOString(), alerts: found.length, closures: closures.length } }).where(eq(settings.key, MARKER));
    return { alerts: found.length, closures: closures.length };
  });
}
