// The days left open: a past day with lines and no closure. Read on the last UNCLOSED_LOOKBACK_DAYS days only
// (the account_lines (day, supervisor) index), never the whole history: a day left open longer has been in
// every evening summary since its second day (docs/decisions/0042-oeil-proprietaire-journees-ouvertes.md).
import { sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { queryRows, type Executor } from "@/lib/db/client";
import { addDays, daysBetween } from "@/lib/domain/periods";
import { businessToday } from "./days";

export const UNCLOSED_LOOKBACK_DAYS = 31;

export interface UnclosedDay {
  supervisorId: string;
  nom: string;
  day: string;
  /** whole days since that day: 1 for yesterday */
  age: number;
}

/** Every supervisor's open past days (or one supervisor's), oldest first. */
export async function unclosedDays(executor: Executor, today: string, supervisorId: string | null = null): Promise<UnclosedDay[]> {
  const rows = await queryRows<{ supervisor_id: string; nom: string; day: string }>(
    executor,
    sql`SELECT d.supervisor_id, u.nom_complet AS nom, d.day::text AS day
        FROM (SELECT DISTINCT l.supervisor_id, l.day FROM account_lines l
              WHERE l.day >= ${addDays(today, -UNCLOSED_LOOKBACK_DAYS)}::date AND l.day < ${today}::date
                AND (${supervisorId}::uuid IS NULL OR l.supervisor_id = ${supervisorId}::uuid)) d
        JOIN users u ON u.id = d.supervisor_id AND u.role = 'SUPERVISEUR'
        WHERE NOT EXISTS (SELECT 1 FROM day_closures c WHERE c.supervisor_id = d.supervisor_id AND c.day = d.day)
        ORDER BY d.day, lower(u.nom_complet), d.supervisor_id`,
  );
  return rows.map((r) => ({ supervisorId: r.supervisor_id, nom: r.nom, day: r.day, age: daysBetween(r.day, today) }));
}

/** GET /api/transactions/days/unclosed: the admin reads everyone's, a supervisor his own. */
export async function unclosedDaysFor(db: Executor, actor: SessionUser): Promise<{ days: UnclosedDay[]; today: string; lookback: number }> {
  const today = businessToday();
  const days = await unclosedDays(db, today, actor.role === "ADMIN" ? null : actor.id);
  return { days, today, lookback: UNCLOSED_LOOKBACK_DAYS };
}
