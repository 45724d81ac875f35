// A supervisor's account reconciled day by day: his declared Début and Fin (account lines) against what the
// imported statements say (lib/domain/statements/reconcile.ts does the arithmetic). Four reads per supervisor
// and account, whatever the number of operations: the database sums each day's counted operations.
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import type { AccountType } from "@/lib/domain/constants";
import { reconcileDays, type Declared, type ReconciliationDay, type StatementDay } from "@/lib/domain/statements/reconcile";

export interface AccountRange {
  supervisorId: string;
  accountType: AccountType;
  from: string;
  to: string;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

export async function reconcileAccount(executor: Executor, r: AccountRange): Promise<ReconciliationDay[]> {
  const declaredRows = await queryRows<{ day: string; line_type: "debut" | "sortie"; value: string | number }>(
    executor,
    sql`SELECT day::text AS day, line_type, value FROM account_lines
        WHERE supervisor_id = ${r.supervisorId}::uuid AND account_key = ${r.accountType} AND day BETWEEN ${r.from}::date AND ${r.to}::date`,
  );
  const declared = new Map<string, Declared>();
  for (const row of declaredRows) {
    const d = declared.get(row.day) ?? { debut: null, fin: null };
    if (row.line_type === "debut") d.debut = Number(row.value);
    else d.fin = Number(row.value);
    declared.set(row.day, d);
  }
  const dayRows = await queryRows<{ day: string; operations: number; money_in: string; money_out: string; opening: string; closing: string }>(
    executor,
    sql`SELECT day::text AS day, count(*)::int AS operations,
               coalesce(sum(amount) FILTER (WHERE amount > 0), 0) AS money_in,
               coalesce(-sum(amount) FILTER (WHERE amount < 0), 0) AS money_out,
               (array_agg(balance_after - amount ORDER BY at, id))[1] AS opening,
               (array_agg(balance_after ORDER BY at DESC, id DESC))[1] AS closing
        FROM statement_operations
        WHERE supervisor_id = ${r.supervisorId}::uuid AND account_type = ${r.accountType} AND counted
          AND day BETWEEN ${r.from}::date AND ${r.to}::date
        GROUP BY day`,
  );
  const statementDays = new Map<string, StatementDay>(
    dayRows.map((d) => [d.day, { opening: Number(d.opening), closing: Number(d.closing), operations: d.operations, moneyIn: Number(d.money_in), moneyOut: Number(d.money_out) }]),
  );
  const [before] = await queryRows<{ balance_after: string | number | null }>(
    executor,
    sql`SELECT balance_after FROM statement_operations
        WHERE supervisor_id = ${r.supervisorId}::uuid AND account_type = ${r.accountType} AND counted AND day < ${r.from}::date
        ORDER BY at DESC, id DESC LIMIT 1`,
  );
  const covered = await queryRows<{ from: string; to: string }>(
    executor,
    sql`SELECT from_day::text AS "from", to_day::text AS "to" FROM statements
        WHERE supervisor_id = ${r.supervisorId}::uuid AND account_type = ${r.accountType} AND from_day <= ${r.to}::date AND to_day >= ${r.from}::date`,
  );
  return reconcileDays({ from: r.from, to: r.to, declared, statementDays, balanceBefore: before ? num(before.balance_after) : null, covered });
}
