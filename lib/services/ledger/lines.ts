// Account lines: day opening (carry-over), the row lock every change takes, and the recompute that
// makes a line equal what its entries and manual values say (lib/domain/ledger.ts).
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { queryRows, type Executor, type Tx } from "@/lib/db/client";
import { accountLines, ledgerDays, transactions, users, type NewTransaction, type Transaction } from "@/lib/db/schema";
import { PARTNER_KEY_PREFIX, type LineType } from "@/lib/domain/constants";
import { AppError } from "@/lib/domain/errors";
import { lineBoundsProblem, lineMode, lineValue } from "@/lib/domain/ledger";

export interface LineRef {
  supervisorId: string;
  day: string;
  lineType: LineType;
  accountKey: string;
}

export type LineRow = typeof accountLines.$inferSelect;

const PARTNER_PATTERN = `${PARTNER_KEY_PREFIX}%`;

const lineWhere = (ref: LineRef) =>
  and(
    eq(accountLines.supervisorId, ref.supervisorId),
    eq(accountLines.day, ref.day),
    eq(accountLines.lineType, ref.lineType),
    eq(accountLines.accountKey, ref.accountKey),
  );

const entriesWhere = (ref: LineRef) =>
  and(
    eq(transactions.supervisorId, ref.supervisorId),
    eq(transactions.day, ref.day),
    eq(transactions.lineType, ref.lineType),
    eq(transactions.accountKey, ref.accountKey),
  );

/**
 * The debut lines of account types that a new day starts with: the sortie lines of the supervisor's
 * most recent earlier day that has sortie lines (partner lines never carry over). Inserted once per
 * (supervisor, day), guarded by ledger_days, so opening is idempotent and needs no night job.
 */
export async function carryOver(tx: Executor, day: string, supervisorId: string | null): Promise<void> {
  const targets = supervisorId
    ? sql`SELECT ${supervisorId}::uuid`
    : sql`SELECT id FROM ${users} WHERE role = 'SUPERVISEUR'`;
  await tx.execute(sql`
    WITH opened AS (
      INSERT INTO ledger_days (supervisor_id, day)
      SELECT t.id, ${day}::date FROM (${targets}) AS t(id)
      ON CONFLICT DO NOTHING
      RETURNING supervisor_id
    )
    INSERT INTO account_lines (supervisor_id, day, line_type, account_key, value, base_value, base_seq)
    SELECT o.supervisor_id, ${day}::date, 'debut', l.account_key, l.value, l.value, 0
    FROM opened o
    JOIN LATERAL (
      SELECT max(p.day) AS day FROM account_lines p
      WHERE p.supervisor_id = o.supervisor_id AND p.day < ${day}::date
        AND p.line_type = 'sortie' AND p.account_key NOT LIKE ${PARTNER_PATTERN}
    ) prev ON prev.day IS NOT NULL
    JOIN account_lines l ON l.supervisor_id = o.supervisor_id AND l.day = prev.day
      AND l.line_type = 'sortie' AND l.account_key NOT LIKE ${PARTNER_PATTERN} AND l.value > 0
    ON CONFLICT DO NOTHING`);
}

/** Opens one supervisor's day (inside the caller's transaction, before any line of that day is touched). */
export async function openSupervisorDay(tx: Tx, supervisorId: string, day: string): Promise<void> {
  const [opened] = await tx
    .select({ day: ledgerDays.day })
    .from(ledgerDays)
    .where(and(eq(ledgerDays.supervisorId, supervisorId), eq(ledgerDays.day, day)));
  if (!opened) await carryOver(tx, day, supervisorId);
}

/** Opens the day of every supervisor that has not opened it yet (the admin's dashboard of today). */
export async function openAllSupervisorDays(db: Executor, day: string): Promise<void> {
  const missing = await db.execute(sql`
    SELECT 1 FROM ${users} u WHERE u.role = 'SUPERVISEUR'
      AND NOT EXISTS (SELECT 1 FROM ${ledgerDays} d WHERE d.supervisor_id = u.id AND d.day = ${day}::date)
    LIMIT 1`);
  if ((missing as unknown as { rows: unknown[] }).rows.length === 0) return;
  await carryOver(db, day, null);
}

/**
 * Takes the line's row lock for the rest of the transaction. With `create`, a missing line is created
 * first at 0, absorbing the entries recorded before it (a deleted line does not come back with them).
 * Returns null when the line does not exist and `create` is false.
 */
export async function lockLine(tx: Tx, ref: LineRef, options: { create: boolean; actorId?: string }): Promise<LineRow | null> {
  // the line usually exists already: lock it in one statement, and create it only when missing
  const [existing] = await tx.select().from(accountLines).where(lineWhere(ref)).for("update");
  if (existing || !options.create) return existing ?? null;
  await tx.execute(sql`
    INSERT INTO account_lines (supervisor_id, day, line_type, account_key, value, base_value, base_seq, updated_by)
    VALUES (${ref.supervisorId}, ${ref.day}::date, ${ref.lineType}, ${ref.accountKey}, 0, 0,
      (SELECT coalesce(max(seq), 0) FROM transactions
        WHERE supervisor_id = ${ref.supervisorId} AND day = ${ref.day}::date AND line_type = ${ref.lineType} AND account_key = ${ref.accountKey}),
      ${options.actorId ?? null})
    ON CONFLICT DO NOTHING`);
  const [row] = await tx.select().from(accountLines).where(lineWhere(ref)).for("update");
  return row ?? null;
}

/** Locks several lines in one fixed order, so two writers never wait on each other in a circle. */
export async function lockLines(tx: Tx, refs: LineRef[], options: { create: boolean; actorId?: string }) {
  const key = (r: LineRef) => [r.supervisorId, r.day, r.lineType, r.accountKey].join("\u0000");
  const unique = [...new Map(refs.map((r) => [key(r), r])).values()].sort((a, b) => (key(a) < key(b) ? -1 : 1));
  const locked = new Map<string, LineRow | null>();
  for (const ref of unique) locked.set(key(ref), await lockLine(tx, ref, options));
  return (ref: LineRef) => locked.get(key(ref)) ?? null;
}

/**
 * Sets a locked line to what its base and entries say, refusing (and so rolling back the whole
 * transaction) a value outside 0..999,999,999. Returns the new value.
 */
export async function recomputeLine(tx: Tx, line: LineRow, actorId: string | null): Promise<number> {
  const entries = await tx
    .select({ seq: transactions.seq, amount: transactions.amount })
    .from(transactions)
    .where(and(entriesWhere(line), gt(transactions.seq, line.baseSeq)))
    .orderBy(asc(transactions.seq));
  const value = lineValue(lineMode(line.lineType, line.accountKey), line, entries);
  const problem = lineBoundsProblem(value, line.accountKey);
  if (problem) throw new AppError("LINE_OUT_OF_RANGE", problem);
  if (value !== line.value) {
    await tx.update(accountLines).set({ value, updatedAt: new Date(), updatedBy: actorId }).where(lineWhere(line));
  }
  return value;
}

interface InsertedRow {
  id: string;
  seq: string | number;
  supervisor_id: string;
  actor_id: string | null;
  partner_id: string | null;
  partner_name: string | null;
  type: Transaction["type"];
  account_type: Transaction["accountType"];
  line_type: LineType;
  account_key: string;
  amount: string | number;
  description: string | null;
  status: Transaction["status"];
  day: string;
  created_at: Date | string;
  updated_at: Date | string;
  idempotency_key: string | null;
  /** the amounts of the line's entries after its base, this one included */
  after_base: string | number;
}

/**
 * Records a new entry on a locked line and returns it with the line's value recomputed from its
 * entries (lib/domain/ledger.ts lineValue), in one statement: the insert and the sum of the entries
 * before it travel together. The caller checks the bounds and stores the value.
 */
export async function insertEntry(tx: Tx, line: LineRow, entry: Omit<NewTransaction, "supervisorId" | "day" | "lineType" | "accountKey">): Promise<{ row: Transaction; value: number }> {
  const [inserted] = await queryRows<InsertedRow>(
    tx,
    sql`WITH ins AS (
          INSERT INTO ${transactions} (supervisor_id, day, line_type, account_key, actor_id, partner_id, partner_name, type, account_type, amount, description, idempotency_key)
          VALUES (${line.supervisorId}, ${line.day}::date, ${line.lineType}, ${line.accountKey}, ${entry.actorId ?? null}, ${entry.partnerId ?? null},
            ${entry.partnerName ?? null}, ${entry.type}, ${entry.accountType ?? null}, ${entry.amount}, ${entry.description ?? null}, ${entry.idempotencyKey ?? null})
          RETURNING *)
        SELECT ins.id, ins.seq, ins.supervisor_id, ins.actor_id, ins.partner_id, ins.partner_name, ins.type, ins.account_type, ins.line_type,
          ins.account_key, ins.amount, ins.description, ins.status, ins.day::text AS day, ins.created_at, ins.updated_at, ins.idempotency_key,
          ins.amount + (SELECT coalesce(sum(t.amount), 0) FROM ${transactions} t
            WHERE t.supervisor_id = ${line.supervisorId} AND t.day = ${line.day}::date AND t.line_type = ${line.lineType}
              AND t.account_key = ${line.accountKey} AND t.seq > ${line.baseSeq}) AS after_base
        FROM ins`,
  );
  const r = inserted!;
  const row: Transaction = {
    id: r.id,
    seq: Number(r.seq),
    supervisorId: r.supervisor_id,
    actorId: r.actor_id,
    partnerId: r.partner_id,
    partnerName: r.partner_name,
    type: r.type,
    accountType: r.account_type,
    lineType: r.line_type,
    accountKey: r.account_key,
    amount: Number(r.amount),
    description: r.description,
    status: r.status,
    day: r.day,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    idempotencyKey: r.idempotency_key,
  };
  // the new entry has the line's highest seq (it was numbered under the line's lock), so "set" lines
  // take its amount and "add" lines their base plus every entry after the base
  const mode = lineMode(line.lineType, line.accountKey);
  const entries = [{ seq: row.seq, amount: mode === "set" ? row.amount : Number(r.after_base) }];
  return { row, value: lineValue(mode, line, entries) };
}

/** Gives a locked line a new manual value: the base from which later entries count. */
export async function setLineBase(tx: Tx, line: LineRow, value: number, actorId: string): Promise<LineRow> {
  const [{ maxSeq }] = (await tx
    .select({ maxSeq: sql<number>`coalesce(max(${transactions.seq}), 0)`.mapWith(Number) })
    .from(transactions)
    .where(entriesWhere(line))) as [{ maxSeq: number }];
  const [updated] = await tx
    .update(accountLines)
    .set({ value, baseValue: value, baseSeq: Math.max(maxSeq, line.baseSeq), updatedAt: new Date(), updatedBy: actorId })
    .where(lineWhere(line))
    .returning();
  return updated!;
}

export async function deleteLineRow(tx: Tx, ref: LineRef): Promise<void> {
  await tx.delete(accountLines).where(lineWhere(ref));
}

export async function getLine(executor: Executor, ref: LineRef): Promise<LineRow | null> {
  const [row] = await executor.select().from(accountLines).where(lineWhere(ref));
  return row ?? null;
}
