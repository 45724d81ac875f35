// Writes generated days (shared by seed:demo and seed:scale). A day's rows travel as one JSON parameter
// expanded by json_to_recordset: one statement per table and day, the same on PGlite and PostgreSQL,
// about five times faster than multi-row VALUES (no thousands of bound parameters to build and parse).
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { closingFigures } from "@/lib/domain/day-close";
import type { GenLine, GenTransaction } from "./ledger-generator";

export async function writeDay(db: Db, batch: { day: string; transactions: GenTransaction[]; lines: GenLine[] }, supervisorIds: string[]) {
  const txRows = batch.transactions.map((t) => ({
    seq: t.seq,
    supervisor_id: t.supervisorId,
    actor_id: t.actorId,
    partner_id: t.partnerId,
    partner_name: t.partnerName,
    type: t.type,
    account_type: t.accountType,
    line_type: t.lineType,
    account_key: t.accountKey,
    amount: t.amount,
    description: t.description,
    day: t.day,
    created_at: t.createdAt.toISOString(),
  }));
  const lineRows = batch.lines.map((l) => ({
    supervisor_id: l.supervisorId,
    line_type: l.lineType,
    account_key: l.accountKey,
    value: l.value,
    base_value: l.baseValue,
    label: l.label ?? null,
    partner_id: l.partnerId ?? null,
  }));
  await db.transaction(async (tx) => {
    if (txRows.length) {
      await tx.execute(sql`
        INSERT INTO transactions (seq, supervisor_id, actor_id, partner_id, partner_name, type, account_type, line_type,
          account_key, amount, description, status, day, created_at, updated_at)
        SELECT seq, supervisor_id, actor_id, partner_id, partner_name, type, account_type, line_type,
          account_key, amount, description, 'VALIDEE', day, created_at, created_at
        FROM json_to_recordset(${JSON.stringify(txRows)}::json) AS r(seq bigint, supervisor_id uuid, actor_id uuid,
          partner_id uuid, partner_name text, type transaction_type, account_type account_type, line_type line_type,
          account_key text, amount bigint, description text, day date, created_at timestamptz)`);
    }
    if (lineRows.length) {
      // partner_id only when a line has one: the partner-key migration's check writes days of the schema before it
      const partnerIds = lineRows.some((r) => r.partner_id);
      await tx.execute(sql`
        INSERT INTO account_lines (supervisor_id, day, line_type, account_key, label, ${sql.raw(partnerIds ? "partner_id, " : "")}value, base_value, base_seq, updated_at)
        SELECT supervisor_id, ${batch.day}::date, line_type, account_key, label, ${sql.raw(partnerIds ? "partner_id, " : "")}value, base_value, 0, ${`${batch.day}T19:30:00Z`}::timestamptz
        FROM json_to_recordset(${JSON.stringify(lineRows)}::json) AS r(supervisor_id uuid, line_type line_type,
          account_key text, label text, partner_id uuid, value bigint, base_value bigint)`);
    }
    if (supervisorIds.length) {
      await tx.execute(sql`
        INSERT INTO ledger_days (supervisor_id, day)
        SELECT id::uuid, ${batch.day}::date FROM json_array_elements_text(${JSON.stringify(supervisorIds)}::json) AS s(id)
        ON CONFLICT DO NOTHING`);
    }
  });
}

/**
 * Closes a generated past day of every supervisor with lines, with the close's own figures (closingFigures): the
 * history a network that closes its days has, for the dashboards of past days, the trend and the alerts.
 */
export async function closeDay(db: Db, batch: { day: string; lines: GenLine[] }, closedBy: { id: string; nom: string }) {
  const bySupervisor = new Map<string, GenLine[]>();
  for (const line of batch.lines) bySupervisor.set(line.supervisorId, [...(bySupervisor.get(line.supervisorId) ?? []), line]);
  const rows = [...bySupervisor].map(([supervisorId, lines]) => {
    const values = lines.map((l) => ({ lineType: l.lineType, accountKey: l.accountKey, value: l.value }));
    const figures = closingFigures(values);
    return {
      supervisor_id: supervisorId,
      debut_total: figures.debutTotal,
      sortie_total: figures.sortieTotal,
      gr: figures.gr,
      justification: figures.gr < 0 ? "Écart constaté au comptage" : null,
      missing_fin: figures.missingFin,
      lines: values,
    };
  });
  if (!rows.length) return;
  await db.execute(sql`
    INSERT INTO day_closures (supervisor_id, day, closed_at, closed_by, closed_by_name, debut_total, sortie_total, gr, tolerance, justification, missing_fin, lines)
    SELECT supervisor_id, ${batch.day}::date, ${`${batch.day}T20:00:00Z`}::timestamptz, ${closedBy.id}::uuid, ${closedBy.nom}, debut_total, sortie_total, gr, 0,
      justification, missing_fin, lines
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(supervisor_id uuid, debut_total bigint, sortie_total bigint, gr bigint,
      justification text, missing_fin jsonb, lines jsonb)`);
}

/** After inserting explicit seq values, moves the sequence past them so the app's next entry comes after. */
export async function syncTransactionSeq(db: Db) {
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('transactions', 'seq'), GREATEST((SELECT coalesce(max(seq), 0) FROM transactions), 1))`);
}

export async function currentMaxSeq(db: Db): Promise<number> {
  const result = (await db.execute(sql`SELECT coalesce(max(seq), 0) AS max FROM transactions`)) as unknown as { rows: { max: string | number }[] };
  return Number(result.rows[0]!.max);
}
