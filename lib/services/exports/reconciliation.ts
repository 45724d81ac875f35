// The complete export's « Rapprochement » rows: each supervisor's e-money accounts that have a statement
// covering the period, reconciled day by day (lib/services/statements/reconciliation.ts), one account at a time.
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/lib/db/client";
import type { AccountType } from "@/lib/domain/constants";
import type { ReconciliationDay } from "@/lib/domain/statements/reconcile";
import { reconcileAccount } from "../statements/reconciliation";
import type { ExportRange } from "./data";

export interface ReconciliationExportRow extends ReconciliationDay {
  supervisorName: string;
  accountType: AccountType;
  comment: string | null;
}

export async function* reconciliationRows(db: Executor, range: ExportRange): AsyncGenerator<ReconciliationExportRow[]> {
  const accounts = await queryRows<{ supervisor_id: string; nom: string; account_type: AccountType }>(
    db,
    sql`SELECT DISTINCT s.supervisor_id, u.nom_complet AS nom, s.account_type FROM statements s JOIN users u ON u.id = s.supervisor_id
        WHERE s.from_day <= ${range.to}::date AND s.to_day >= ${range.from}::date
        ORDER BY u.nom_complet, s.supervisor_id, s.account_type`,
  );
  for (const a of accounts) {
    const days = await reconcileAccount(db, { supervisorId: a.supervisor_id, accountType: a.account_type, from: range.from, to: range.to });
    const comments = await queryRows<{ day: string; comment: string }>(
      db,
      sql`SELECT day::text AS day, comment FROM reconciliation_comments
          WHERE supervisor_id = ${a.supervisor_id}::uuid AND account_type = ${a.account_type} AND day BETWEEN ${range.from}::date AND ${range.to}::date`,
    );
    const byDay = new Map(comments.map((c) => [c.day, c.comment]));
    yield days.map((d) => ({ ...d, supervisorName: a.nom, accountType: a.account_type, comment: byDay.get(d.day) ?? null }));
  }
}
