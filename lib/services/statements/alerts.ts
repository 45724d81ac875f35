// The écart against the statement, raised where it becomes true: after an import, a deletion of one, or a
// changed declaration, the days concerned are reconciled again in the same transaction; a day with an écart
// has its alert (one per supervisor, account and day, updated), a day back at 0 has its alert closed.
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import { ALERT_REASONS_STATEMENT } from "@/lib/domain/statements/alerts";
import { largestEcart, statementEcartLevel } from "@/lib/domain/statements/reconcile";
import type { AccountType } from "@/lib/domain/constants";
import { raiseAlert } from "../alerts/raise";
import { getNetworkSettings } from "../settings";
import { reconcileAccount, type AccountRange } from "./reconciliation";

export const statementAlertKey = (supervisorId: string, accountType: AccountType, day: string) => `ECART_RELEVE:${supervisorId}:${accountType}:${day}`;

/** Raises, updates or closes the ECART_RELEVE alerts of an account's days. Answers how many are open after. */
export async function refreshStatementAlerts(tx: Executor, range: AccountRange): Promise<number> {
  const thresholds = await getNetworkSettings(tx);
  const days = await reconcileAccount(tx, range);
  const open: string[] = [];
  for (const d of days) {
    const size = largestEcart(d.ecart);
    const level = d.status === "ecart" ? statementEcartLevel(size, d.statement.closing ?? 0, thresholds) : null;
    if (!level) continue;
    const key = statementAlertKey(range.supervisorId, range.accountType, d.day);
    open.push(key);
    await raiseAlert(tx, {
      key,
      kind: "ECART_RELEVE",
      level,
      supervisorId: range.supervisorId,
      day: d.day,
      reason: ALERT_REASONS_STATEMENT(range.accountType, d.ecart),
      data: { accountType: range.accountType, ecart: d.ecart, declared: d.declared, opening: d.statement.opening, closing: d.statement.closing },
    });
  }
  // the days of the range whose écart is gone (or whose statement is): their alert closes by itself
  const prefix = `ECART_RELEVE:${range.supervisorId}:${range.accountType}:`;
  await tx.execute(sql`
    UPDATE alerts SET acknowledged_at = now(), acknowledged_by = NULL, comment = ${"Clos : plus d'écart avec le relevé"}, updated_at = now(),
      data = coalesce(data, '{}'::jsonb) || '{"closed": true}'::jsonb
    WHERE kind = 'ECART_RELEVE' AND NOT coalesce((data->>'closed')::boolean, false) AND supervisor_id = ${range.supervisorId}::uuid
      AND day BETWEEN ${range.from}::date AND ${range.to}::date AND key LIKE ${prefix + "%"}
      ${open.length ? sql`AND key NOT IN (${sql.join(open.map((k) => sql`${k}`), sql`, `)})` : sql``}`);
  return open.length;
}

/**
 * A supervisor's declared figures of a day became final or were corrected (his close, the admin's correction):
 * each account a statement covers that day is reconciled again. One indexed read when no statement covers it.
 */
export async function refreshStatementAlertsForDay(tx: Executor, supervisorId: string, day: string): Promise<void> {
  const accounts = await queryRows<{ account_type: AccountType }>(
    tx,
    sql`SELECT DISTINCT account_type FROM statements WHERE supervisor_id = ${supervisorId}::uuid AND from_day <= ${day}::date AND to_day >= ${day}::date`,
  );
  for (const a of accounts) await refreshStatementAlerts(tx, { supervisorId, accountType: a.account_type, from: day, to: day });
}
