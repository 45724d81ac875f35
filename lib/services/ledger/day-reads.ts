// What the dashboards read of a day, in as few statements as the data allows (docs/decisions/0078-budgets-routes-chaudes.md):
// the supervisors with their closure, their moved accounts and whether the
// day still has to be opened, in one statement; the day's lines with their names in another. Both are
// read side by side; a day to open is opened and its lines read again, once a day.
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import type { LineType, StoredUserStatus } from "@/lib/domain/constants";
import type { LineValue } from "@/lib/domain/ledger";
import { movedAccountsSql, type ClosureSummary } from "./closing";

/** A day's line with the name to show for it (partner lines: his current name, else the name recorded on the line). */
export interface NamedLine extends LineValue {
  name: string | null;
  /** a Début carried over from an earlier day: that day */
  carriedFrom?: string | null;
}

export interface SupervisorDay {
  id: string;
  nom: string;
  status: StoredUserStatus;
  role: string;
  closure: ClosureSummary | null;
  /** the accounts a transfer of the day left or arrived on: their Fin is due too */
  moved: string[];
  /** his alerts not acknowledged yet (lib/services/alerts), whatever their day */
  openAlerts: number;
}

interface SupervisorRow {
  id: string;
  nom: string;
  status: StoredUserStatus;
  role: string;
  closed_at: string | Date | null;
  closed_by: string | null;
  closed_by_name: string | null;
  gr: string | number | null;
  justification: string | null;
  missing_fin: string[] | null;
  moved: string[] | null;
  open_alerts: number;
  unopened: boolean;
}

/**
 * The supervisors a dashboard of `day` shows (all of them: the active ones today and whoever has lines that
 * day; one: that user whatever his role, for the caller to check), and whether some supervisor's day of today
 * is not opened yet (`unopened`, false for another day).
 */
export async function supervisorsOfDay(executor: Executor, day: string, options: { isToday: boolean; supervisorId?: string }): Promise<{ supervisors: SupervisorDay[]; unopened: boolean }> {
  const only = options.supervisorId ?? null;
  const rows = await queryRows<SupervisorRow>(
    executor,
    sql`SELECT u.id, u.nom_complet AS nom, u.status, u.role, c.closed_at, c.closed_by, c.closed_by_name, c.gr, c.justification,
          c.missing_fin, m.accounts AS moved,
          (SELECT count(*)::int FROM alerts a WHERE a.supervisor_id = u.id AND a.acknowledged_at IS NULL) AS open_alerts,
          ${options.isToday}::boolean AND EXISTS (SELECT 1 FROM users s WHERE s.role = 'SUPERVISEUR'
            AND (${only}::uuid IS NULL OR s.id = ${only}::uuid)
            AND NOT EXISTS (SELECT 1 FROM ledger_days d WHERE d.supervisor_id = s.id AND d.day = ${day}::date)) AS unopened
        FROM users u
        LEFT JOIN day_closures c ON c.supervisor_id = u.id AND c.day = ${day}::date
        LEFT JOIN (${movedAccountsSql(day, options.supervisorId)}) m ON m.supervisor_id = u.id
        WHERE ${only === null
          ? sql`u.role = 'SUPERVISEUR' AND ((u.status = 'ACTIVE' AND ${options.isToday}::boolean)
              OR EXISTS (SELECT 1 FROM account_lines l WHERE l.supervisor_id = u.id AND l.day = ${day}::date))`
          : sql`u.id = ${only}::uuid`}
        ORDER BY lower(u.nom_complet), u.id`,
  );
  const supervisors = rows.map(
    (r): SupervisorDay => ({
      id: r.id,
      nom: r.nom,
      status: r.status,
      role: r.role,
      closure:
        r.closed_at === null
          ? null
          : { closedAt: new Date(r.closed_at), closedBy: r.closed_by, closedByName: r.closed_by_name, gr: Number(r.gr), justification: r.justification, missingFin: r.missing_fin ?? [] },
      moved: r.moved ?? [],
      openAlerts: r.open_alerts,
    }),
  );
  return { supervisors, unopened: rows.some((r) => r.unopened) };
}

interface LineRow {
  supervisor_id: string;
  line_type: LineType;
  account_key: string;
  value: string | number;
  name: string | null;
  carried_from: string | null;
}

/** The day's lines by supervisor: everyone's, or one supervisor's with every UV Master line (the network's UV total). */
export async function linesOfDay(executor: Executor, day: string, supervisorId?: string): Promise<Map<string, NamedLine[]>> {
  const rows = await queryRows<LineRow>(
    executor,
    sql`SELECT l.supervisor_id, l.line_type, l.account_key, l.value, coalesce(p.nom_complet, l.label) AS name, l.carried_from::text AS carried_from
        FROM account_lines l LEFT JOIN users p ON p.id = l.partner_id
        WHERE l.day = ${day}::date ${supervisorId ? sql`AND (l.supervisor_id = ${supervisorId}::uuid OR l.account_key = 'UV_MASTER')` : sql``}`,
  );
  const bySupervisor = new Map<string, NamedLine[]>();
  for (const r of rows) {
    let lines = bySupervisor.get(r.supervisor_id);
    if (!lines) bySupervisor.set(r.supervisor_id, (lines = []));
    lines.push({ lineType: r.line_type, accountKey: r.account_key, value: Number(r.value), name: r.name, carriedFrom: r.carried_from });
  }
  return bySupervisor;
}
