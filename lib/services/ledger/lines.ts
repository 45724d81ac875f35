// The ledger engine's TypeScript face: every write reaches account_lines through these calls, and each is one
// function of lib/db/functions/ledger.sql or days.sql (docs/decisions/0038-un-seul-moteur-lignes.md).
// Which line a write moves and whether it adds or sets is lib/domain/ledger.ts's; how a line follows its base
// and entries, the order locks are taken in and the bounds are the engine's. Nothing here computes a value.
import { and, eq, sql } from "drizzle-orm";
import type { Executor, Tx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/client";
import { driverError } from "@/lib/db/errors";
import { accountLines, ledgerDays, users } from "@/lib/db/schema";
import { LINE_VALUE_MAX, LINE_VALUE_MIN, type LineType } from "@/lib/domain/constants";
import { AppError } from "@/lib/domain/errors";
import { lineBoundsProblem, lineMode } from "@/lib/domain/ledger";
import { CENTS_PER_FRANC } from "@/lib/domain/money";

export interface LineRef {
  supervisorId: string;
  day: string;
  lineType: LineType;
  accountKey: string;
}

export type LineRow = typeof accountLines.$inferSelect;

/** The engine's bounds and unit, as every call that may move a value passes them. */
export const ENGINE_BOUNDS = sql`${LINE_VALUE_MIN}::bigint, ${LINE_VALUE_MAX}::bigint, ${CENTS_PER_FRANC}::integer`;

/** The engine's refusal of a line pushed out of 0..999,999,999 (CA001: the value, the line's name), in French. */
function lineOutOfRange(error: unknown): AppError | null {
  const e = driverError(error);
  if (e?.code !== "CA001") return null;
  return new AppError("LINE_OUT_OF_RANGE", lineBoundsProblem(Number(e.detail), e.hint ?? "") ?? undefined);
}

/** Runs an engine call, its bounds refusal turned into the French one (nothing of the write stays). */
export async function withinBounds<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw lineOutOfRange(error) ?? error;
  }
}

/**
 * Opens a day for one supervisor (every supervisor's when `supervisorId` is null): the Début lines of his account
 * types carried over from his last day with Fin lines. Idempotent (ledger_days).
 */
export async function carryOver(tx: Executor, day: string, supervisorId: string | null): Promise<void> {
  await tx.execute(sql`SELECT caisse_open_day(${day}::date, ${supervisorId}::uuid)`);
}

/** Opens one supervisor's day (inside the caller's transaction, before any line of that day is touched). */
export async function openSupervisorDay(tx: Executor, supervisorId: string, day: string): Promise<void> {
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

interface StoredLine {
  supervisor_id: string;
  day: string;
  line_type: LineType;
  account_key: string;
  label: string | null;
  partner_id: string | null;
  carried_from: string | null;
  value: string | number;
  base_value: string | number;
  base_seq: string | number;
  updated_at: string | Date;
  updated_by: string | null;
}

const fromStored = (r: StoredLine): LineRow => ({
  supervisorId: r.supervisor_id,
  day: r.day,
  lineType: r.line_type,
  accountKey: r.account_key,
  label: r.label,
  partnerId: r.partner_id,
  carriedFrom: r.carried_from,
  value: Number(r.value),
  baseValue: Number(r.base_value),
  baseSeq: Number(r.base_seq),
  updatedAt: new Date(r.updated_at),
  updatedBy: r.updated_by,
});

const refKey = (r: Pick<LineRef, "supervisorId" | "day" | "lineType" | "accountKey">) => [r.supervisorId, r.day, r.lineType, r.accountKey].join("\u0000");
const LINE_COLUMNS = sql.raw(`supervisor_id, day::text AS day, line_type, account_key, label, partner_id, carried_from::text AS carried_from,
  value, base_value, base_seq, updated_at, updated_by`);

/**
 * Takes the row locks of several lines for the rest of the transaction, in the engine's one order (so two writers
 * never wait on each other in a circle). With `create` (for all, or a ref's own), a missing line is created first
 * at 0, absorbing the entries recorded before it. Answers each line by its reference (null: missing, not created).
 */
export async function lockLines(tx: Tx, refs: (LineRef & { create?: boolean })[], options: { create: boolean; actorId?: string }) {
  const rows = await queryRows<StoredLine>(
    tx,
    sql`SELECT ${LINE_COLUMNS} FROM caisse_lines_lock(${JSON.stringify(refs.map(({ supervisorId, day, lineType, accountKey, create }) => ({ supervisorId, day, lineType, accountKey, create })))}::jsonb, ${options.create}, ${options.actorId ?? null}::uuid)`,
  );
  const locked = new Map(rows.map((r) => [refKey(fromStored(r)), fromStored(r)]));
  return (ref: LineRef) => locked.get(refKey(ref)) ?? null;
}

export async function lockLine(tx: Tx, ref: LineRef, options: { create: boolean; actorId?: string }): Promise<LineRow | null> {
  return (await lockLines(tx, [ref], options))(ref);
}

/**
 * Makes a locked line equal what its base and entries say (lib/domain/ledger.ts decides whether it adds or
 * sets). A value outside 0..999,999,999 is refused, and the whole transaction with it. The new value, or null
 * when the line does not exist. The engine is handed the line's row as it is under the caller's lock.
 */
export async function settleLine(tx: Tx, ref: LineRef, actorId: string | null): Promise<number | null> {
  const [row] = await withinBounds(() =>
    queryRows<{ value: string | number | null }>(
      tx,
      sql`SELECT caisse_line_settle(l, ${lineMode(ref.lineType, ref.accountKey)}, ${actorId}::uuid, ${ENGINE_BOUNDS}) AS value
          FROM account_lines l
          WHERE l.supervisor_id = ${ref.supervisorId}::uuid AND l.day = ${ref.day}::date AND l.line_type = ${ref.lineType}::line_type
            AND l.account_key = ${ref.accountKey}`,
    ),
  );
  return row?.value == null ? null : Number(row.value);
}

/** Gives a locked line a manual value: the base from which later entries count. */
export async function setLineBase(tx: Tx, ref: LineRef, value: number, actorId: string): Promise<LineRow> {
  const [row] = await queryRows<StoredLine>(
    tx,
    sql`SELECT ${LINE_COLUMNS} FROM caisse_line_set_base(${ref.supervisorId}::uuid, ${ref.day}::date, ${ref.lineType}::line_type,
          ${ref.accountKey}, ${value}::bigint, ${actorId}::uuid)`,
  );
  return fromStored(row!);
}

export async function dropLine(tx: Tx, ref: LineRef): Promise<void> {
  await tx.execute(sql`SELECT caisse_line_drop(${ref.supervisorId}::uuid, ${ref.day}::date, ${ref.lineType}::line_type, ${ref.accountKey})`);
}

export async function getLine(executor: Executor, ref: LineRef): Promise<LineRow | null> {
  const [row] = await executor
    .select()
    .from(accountLines)
    .where(
      and(
        eq(accountLines.supervisorId, ref.supervisorId),
        eq(accountLines.day, ref.day),
        eq(accountLines.lineType, ref.lineType),
        eq(accountLines.accountKey, ref.accountKey),
      ),
    );
  return row ?? null;
}
