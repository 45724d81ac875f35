// The GR trend: each day's Début and Sortie totals, GR and status over the last N days, from the
// stored lines and closures only (one query, never a scan of the transactions). Global for the admin, one
// supervisor's for himself; with perSupervisor, the admin also gets each supervisor's daily GR (the cards'
// sparklines) from the same query.
import { sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { queryRows, type Executor } from "@/lib/db/client";
import { dayStatus, networkDayStatus, type DayStatus } from "@/lib/domain/day-close";
import { AppError } from "@/lib/domain/errors";
import { grOf } from "@/lib/domain/ledger";
import { addDays } from "@/lib/domain/periods";
import { businessToday } from "./days";

export interface TrendPoint {
  day: string;
  debutTotal: number;
  sortieTotal: number;
  grTotal: number;
  status: DayStatus;
}

export interface SupervisorTrend {
  id: string;
  nom: string;
  points: { day: string; grTotal: number; status: DayStatus }[];
}

/** A supervisor's day in the window: its totals, how many lines, whether it is closed. */
interface SupervisorDayRow {
  supervisor_id: string;
  day: string;
  debut: string | number | null;
  sortie: string | number | null;
  lines: string | number;
  closed: string | number;
}

/** A day of the network: its totals, how many supervisors have lines, how many closed it. */
interface DayTotals {
  debut: number;
  sortie: number;
  withLines: number;
  closed: number;
}

const n = (v: string | number | null | undefined) => Number(v ?? 0);
const EMPTY: DayTotals = { debut: 0, sortie: 0, withLines: 0, closed: 0 };

/** One row per (supervisor, day) with lines or a closure in the window (all supervisors, or one). */
function supervisorDays(db: Executor, from: string, to: string, supervisorId: string | null): Promise<SupervisorDayRow[]> {
  return queryRows<SupervisorDayRow>(
    db,
    sql`WITH l AS (
          SELECT supervisor_id, day,
            sum(value) FILTER (WHERE line_type = 'debut') AS debut,
            sum(value) FILTER (WHERE line_type = 'sortie') AS sortie,
            count(*) AS lines
          FROM account_lines
          WHERE day BETWEEN ${from}::date AND ${to}::date AND (${supervisorId}::uuid IS NULL OR supervisor_id = ${supervisorId}::uuid)
          GROUP BY supervisor_id, day),
        c AS (
          SELECT supervisor_id, day FROM day_closures
          WHERE day BETWEEN ${from}::date AND ${to}::date AND (${supervisorId}::uuid IS NULL OR supervisor_id = ${supervisorId}::uuid))
        SELECT coalesce(l.supervisor_id, c.supervisor_id) AS supervisor_id, coalesce(l.day, c.day)::text AS day,
          l.debut, l.sortie, coalesce(l.lines, 0) AS lines, (c.day IS NOT NULL)::int AS closed
        FROM l FULL JOIN c ON c.supervisor_id = l.supervisor_id AND c.day = l.day`,
  );
}

/** The network's days summed in the database: one row a day back, instead of one per supervisor and day. */
async function networkDays(db: Executor, from: string, to: string): Promise<Map<string, DayTotals>> {
  const rows = await queryRows<{ day: string; debut: string | null; sortie: string | null; with_lines: string; closed: string }>(
    db,
    sql`WITH s AS (
          SELECT day, supervisor_id,
            sum(value) FILTER (WHERE line_type = 'debut') AS debut,
            sum(value) FILTER (WHERE line_type = 'sortie') AS sortie
          FROM account_lines WHERE day BETWEEN ${from}::date AND ${to}::date
          GROUP BY day, supervisor_id),
        d AS (SELECT day, sum(debut) AS debut, sum(sortie) AS sortie, count(*) AS with_lines FROM s GROUP BY day),
        c AS (SELECT day, count(*) AS closed FROM day_closures WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY day)
        SELECT coalesce(d.day, c.day)::text AS day, d.debut, d.sortie, coalesce(d.with_lines, 0) AS with_lines, coalesce(c.closed, 0) AS closed
        FROM d FULL JOIN c ON c.day = d.day`,
  );
  return new Map(rows.map((r) => [r.day, { debut: n(r.debut), sortie: n(r.sortie), withLines: n(r.with_lines), closed: n(r.closed) }]));
}

/** Supervisors' days summed per day, as networkDays does in the database. */
function sumPerDay(rows: SupervisorDayRow[]): Map<string, DayTotals> {
  const byDay = new Map<string, DayTotals>();
  for (const r of rows) {
    const t = byDay.get(r.day) ?? { ...EMPTY };
    t.debut += n(r.debut);
    t.sortie += n(r.sortie);
    if (n(r.lines) > 0) t.withLines += 1;
    t.closed += n(r.closed);
    byDay.set(r.day, t);
  }
  return byDay;
}

export async function getTrend(
  db: Executor,
  viewer: SessionUser,
  query: { days: number; supervisorId?: string; perSupervisor?: boolean },
): Promise<{ from: string; to: string; points: TrendPoint[]; supervisors?: SupervisorTrend[] }> {
  if (viewer.role === "SUPERVISEUR" && query.supervisorId && query.supervisorId !== viewer.id) {
    throw new AppError("FORBIDDEN", "Vous ne pouvez consulter que votre propre évolution");
  }
  if (viewer.role === "SUPERVISEUR" && query.perSupervisor) throw new AppError("FORBIDDEN");
  const supervisorId = viewer.role === "SUPERVISEUR" ? viewer.id : (query.supervisorId ?? null);
  const to = businessToday();
  const from = addDays(to, -(query.days - 1));
  const perSupervisor = !supervisorId && !!query.perSupervisor;
  if (supervisorId) {
    const [exists] = await queryRows<{ role: string }>(db, sql`SELECT role FROM users WHERE id = ${supervisorId}::uuid`);
    if (exists?.role !== "SUPERVISEUR") throw new AppError("NOT_FOUND", "Superviseur non trouvé");
  }

  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  const rows = supervisorId || perSupervisor ? await supervisorDays(db, from, to, supervisorId) : null;
  const byDay = rows ? sumPerDay(rows) : await networkDays(db, from, to);
  const points = days.map((day): TrendPoint => {
    const t = byDay.get(day) ?? EMPTY;
    return {
      day,
      debutTotal: t.debut,
      sortieTotal: t.sortie,
      grTotal: grOf(t.debut, t.sortie),
      status: supervisorId ? dayStatus(t.withLines, t.closed > 0) : networkDayStatus(t.withLines, t.closed),
    };
  });
  if (!perSupervisor || !rows) return { from, to, points };

  const supervisors = await queryRows<{ id: string; nom: string }>(
    db,
    sql`SELECT id, nom_complet AS nom FROM users WHERE role = 'SUPERVISEUR' ORDER BY lower(nom_complet), id`,
  );
  const cells = new Map(rows.map((r) => [`${r.supervisor_id}|${r.day}`, r]));
  return {
    from,
    to,
    points,
    supervisors: supervisors.map((s) => ({
      id: s.id,
      nom: s.nom,
      points: days.map((day) => {
        const r = cells.get(`${s.id}|${day}`);
        return { day, grTotal: grOf(n(r?.debut), n(r?.sortie)), status: dayStatus(n(r?.lines), n(r?.closed) > 0) };
      }),
    })),
  };
}
