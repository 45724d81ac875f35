// Account lines: day opening (carry-over), the row lock every change takes, and the recompute that
// makes a line equal what its entries and manual values say (lib/domain/ledger.ts). Opening a day and
// creating a line are SQL functions (drizzle/0004), shared with the recording of a transaction.
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Executor, Tx } from "@/lib/db/client";
import { accountLines, ledgerDays, transactions, users } from "@/lib/db/schema";
import type { LineType } from "@/lib/domain/constants";
import { AppError } from "@/lib/domain/errors";
import { lineBoundsProblem, lineMode, lineValue } from "@/lib/domain/ledger";

export interface LineRef {
  supervisorId: string;
  day: string;
  lineType: LineType;
  accountKey: string;
}

export type LineRow = typeof accountLines.$inferSelect;

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
  await tx.execute(sql`SELECT caisse_open_day(${day}::date, ${supervisorId}::uuid)`);
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
  await tx.execute(sql`SELECT caisse_ensure_line(${ref.supervisorId}::uuid, ${ref.day}::date, ${ref.lineType}::line_type, ${ref.accountKey}, ${options.actorId ?? null}::uuid)`);
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
