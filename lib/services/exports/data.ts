// What the Excel exports read: the period's days, aggregates for the totals, and the supervisors' lines
// day by day (so the detail sheet streams with flat memory). A day's figures are the admin dashboard's.
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import { PARTNER_KEY_PREFIX, TRANSFER_KEY_PREFIX, type LineType } from "@/lib/domain/constants";
import { addDays, periodRange, type ExportPeriod } from "@/lib/domain/periods";
import { normalizeStatus } from "@/lib/domain/users";
import { businessToday } from "../ledger/days";
import { openAllSupervisorDays } from "../ledger/lines";
import { receivedSideOfTransfer } from "../ledger/queries";

export interface ExportRange {
  period: ExportPeriod;
  from: string;
  to: string;
  today: string;
  /** the {date} of the file name: the custom day, else today */
  fileDate: string;
}

const PARTNER_PATTERN = `${PARTNER_KEY_PREFIX}%`;
const TRANSFER_PATTERN = `${TRANSFER_KEY_PREFIX}%`;
const n = (v: unknown) => Number(v ?? 0);

export async function resolveExportRange(db: Executor, period: ExportPeriod, customDate?: string): Promise<ExportRange> {
  const today = businessToday();
  const range = periodRange(period, today, customDate);
  let from = range.from;
  if (from === null) {
    const [first] = await queryRows<{ day: string | null }>(db, sql`SELECT min(day)::text AS day FROM account_lines`);
    from = first?.day && first.day < range.to ? first.day : range.to;
  }
  return { period, from, to: range.to, today, fileDate: customDate ?? today };
}

/** Today's figures are those of the dashboard, which opens the day first (carry-over). */
export async function prepareRange(db: Executor, range: ExportRange): Promise<void> {
  if (range.to === range.today) await openAllSupervisorDays(db, range.today);
}

export interface DayTotal {
  day: string;
  debut: number;
  sortie: number;
  uvDebut: number;
  uvSortie: number;
  transactions: number;
  /** supervisors with lines that day (one day each), how many of those days are closed, and their GR */
  supervisors: number;
  closed: number;
  closedGr: number;
}

export async function dayTotals(db: Executor, range: ExportRange): Promise<DayTotal[]> {
  const rows = await queryRows<{
    day: string;
    debut: string;
    sortie: string;
    uv_debut: string;
    uv_sortie: string;
    transactions: string;
    supervisors: string | null;
    closed: string | null;
    closed_gr: string | null;
  }>(
    db,
    sql`WITH l AS (
          SELECT a.day,
            sum(a.value) FILTER (WHERE a.line_type = 'debut') AS debut,
            sum(a.value) FILTER (WHERE a.line_type = 'sortie') AS sortie,
            sum(a.value) FILTER (WHERE a.line_type = 'debut' AND a.account_key = 'UV_MASTER') AS uv_debut,
            sum(a.value) FILTER (WHERE a.line_type = 'sortie' AND a.account_key = 'UV_MASTER') AS uv_sortie,
            count(DISTINCT a.supervisor_id) AS supervisors,
            count(DISTINCT a.supervisor_id) FILTER (WHERE c.supervisor_id IS NOT NULL) AS closed,
            coalesce(sum(CASE WHEN a.line_type = 'sortie' THEN a.value ELSE -a.value END) FILTER (WHERE c.supervisor_id IS NOT NULL), 0) AS closed_gr
          FROM account_lines a LEFT JOIN day_closures c ON c.supervisor_id = a.supervisor_id AND c.day = a.day
          WHERE a.day BETWEEN ${range.from}::date AND ${range.to}::date GROUP BY a.day),
        t AS (SELECT day, count(*) AS transactions FROM transactions
              WHERE day BETWEEN ${range.from}::date AND ${range.to}::date AND NOT ${receivedSideOfTransfer} GROUP BY day)
        SELECT coalesce(l.day, t.day)::text AS day, l.debut, l.sortie, l.uv_debut, l.uv_sortie, t.transactions, l.supervisors, l.closed, l.closed_gr
        FROM l FULL JOIN t ON t.day = l.day ORDER BY 1`,
  );
  return rows.map((r) => ({
    day: r.day,
    debut: n(r.debut),
    sortie: n(r.sortie),
    uvDebut: n(r.uv_debut),
    uvSortie: n(r.uv_sortie),
    transactions: n(r.transactions),
    supervisors: n(r.supervisors),
    closed: n(r.closed),
    closedGr: n(r.closed_gr),
  }));
}

export interface SupervisorDay {
  day: string;
  supervisorId: string;
  nom: string;
  status: string;
  lines: { lineType: LineType; accountKey: string; value: number }[];
  /** the day's close, if closed */
  closure: { closedAt: Date; closedBy: string | null; gr: number; justification: string | null } | null;
}

/** Every supervisor with lines, one day at a time. */
export async function* supervisorDays(db: Executor, range: ExportRange): AsyncGenerator<SupervisorDay[]> {
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const rows = await queryRows<{
      id: string;
      nom: string;
      status: string;
      line_type: LineType;
      account_key: string;
      value: string;
      closed_at: string | Date | null;
      closed_by: string | null;
      gr: string | null;
      justification: string | null;
    }>(
      db,
      sql`SELECT u.id, u.nom_complet AS nom, u.status, l.line_type, l.account_key, l.value,
            c.closed_at, c.closed_by_name AS closed_by, c.gr, c.justification
          FROM account_lines l JOIN users u ON u.id = l.supervisor_id
          LEFT JOIN day_closures c ON c.supervisor_id = l.supervisor_id AND c.day = l.day
          WHERE l.day = ${day}::date ORDER BY lower(u.nom_complet), u.id`,
    );
    if (rows.length === 0) continue;
    const byId = new Map<string, SupervisorDay>();
    for (const r of rows) {
      const closure = r.closed_at ? { closedAt: new Date(r.closed_at), closedBy: r.closed_by, gr: n(r.gr), justification: r.justification } : null;
      const entry = byId.get(r.id) ?? { day, supervisorId: r.id, nom: r.nom, status: normalizeStatus(r.status), lines: [], closure };
      entry.lines.push({ lineType: r.line_type, accountKey: r.account_key, value: n(r.value) });
      byId.set(r.id, entry);
    }
    yield [...byId.values()];
  }
}

export interface AccountTotal {
  /** an account type, PARTENAIRES for every partner line, TRANSFERTS for every transfer line */
  key: string;
  debut: number;
  sortie: number;
  lines: number;
}

export async function accountTotals(db: Executor, range: ExportRange): Promise<AccountTotal[]> {
  const rows = await queryRows<{ key: string; debut: string; sortie: string; lines: string }>(
    db,
    sql`SELECT CASE WHEN account_key LIKE ${PARTNER_PATTERN} THEN 'PARTENAIRES' WHEN account_key LIKE ${TRANSFER_PATTERN} THEN 'TRANSFERTS'
          ELSE account_key END AS key,
          sum(value) FILTER (WHERE line_type = 'debut') AS debut,
          sum(value) FILTER (WHERE line_type = 'sortie') AS sortie,
          count(*) AS lines
        FROM account_lines WHERE day BETWEEN ${range.from}::date AND ${range.to}::date GROUP BY 1`,
  );
  return rows.map((r) => ({ key: r.key, debut: n(r.debut), sortie: n(r.sortie), lines: n(r.lines) }));
}

export interface SupervisorTotal {
  nom: string;
  status: string;
  debut: number;
  sortie: number;
  days: number;
  /** the days of the period he closed, the latest closing, and the justifications given, oldest first */
  closedDays: number;
  lastClosedAt: Date | null;
  justifications: { day: string; text: string }[];
}

export async function supervisorTotals(db: Executor, range: ExportRange): Promise<SupervisorTotal[]> {
  const rows = await queryRows<{
    nom: string;
    status: string;
    debut: string;
    sortie: string;
    days: string;
    closed_days: string | null;
    last_closed_at: string | Date | null;
    justification_days: string[] | null;
    justifications: string[] | null;
  }>(
    db,
    sql`WITH c AS (
          SELECT supervisor_id, count(*) AS closed_days, max(closed_at) AS last_closed_at,
            array_agg(day::text ORDER BY day) FILTER (WHERE justification IS NOT NULL) AS justification_days,
            array_agg(justification ORDER BY day) FILTER (WHERE justification IS NOT NULL) AS justifications
          FROM day_closures WHERE day BETWEEN ${range.from}::date AND ${range.to}::date GROUP BY supervisor_id)
        SELECT u.nom_complet AS nom, u.status,
          sum(l.value) FILTER (WHERE l.line_type = 'debut') AS debut,
          sum(l.value) FILTER (WHERE l.line_type = 'sortie') AS sortie,
          count(DISTINCT l.day) AS days,
          max(c.closed_days) AS closed_days, max(c.last_closed_at) AS last_closed_at, c.justification_days, c.justifications
        FROM account_lines l JOIN users u ON u.id = l.supervisor_id
        LEFT JOIN c ON c.supervisor_id = u.id
        WHERE l.day BETWEEN ${range.from}::date AND ${range.to}::date
        GROUP BY u.id, u.nom_complet, u.status, c.justification_days, c.justifications ORDER BY lower(u.nom_complet), u.id`,
  );
  return rows.map((r) => ({
    nom: r.nom,
    status: normalizeStatus(r.status),
    debut: n(r.debut),
    sortie: n(r.sortie),
    days: n(r.days),
    closedDays: n(r.closed_days),
    lastClosedAt: r.last_closed_at ? new Date(r.last_closed_at) : null,
    justifications: (r.justifications ?? []).map((text, i) => ({ day: r.justification_days![i]!, text })),
  }));
}

export async function countTransactions(db: Executor, range: ExportRange): Promise<number> {
  const [row] = await queryRows<{ count: string }>(
    db,
    sql`SELECT count(*) AS count FROM transactions WHERE day BETWEEN ${range.from}::date AND ${range.to}::date`,
  );
  return n(row?.count);
}

export async function hasData(db: Executor, range: ExportRange): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM account_lines WHERE day BETWEEN ${range.from}::date AND ${range.to}::date) AS found`,
  );
  return !!row?.found;
}
