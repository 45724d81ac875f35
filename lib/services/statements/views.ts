// What the Rapprochement screens read and do: the reconciliation of one supervisor (or, for the admin, of
// every supervisor holding the account), a day's detail with its operations and transfers, the imports and
// their deletion, a supervisor's comment on a day. A supervisor reads only his own.
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { queryRows, type Db } from "@/lib/db/client";
import { reconciliationComments, statements } from "@/lib/db/schema";
import type { AccountType } from "@/lib/domain/constants";
import { AppError } from "@/lib/domain/errors";
import { centsToFrancs } from "@/lib/domain/money";
import { ecartTone, type ReconciliationDay } from "@/lib/domain/statements/reconcile";
import type { ReconciliationQuery } from "@/lib/validation/reconciliation";
import { writeAudit } from "../audit";
import { businessToday } from "../ledger/days";
import { getNetworkSettings } from "../settings";
import { refreshStatementAlerts } from "./alerts";
import { reconcileAccount } from "./reconciliation";

export const VIEW_MESSAGES = {
  own: "Vous ne voyez que votre propre rapprochement",
  ownComment: "Seul le superviseur concerné peut commenter son écart",
  notFound: "Import de relevé non trouvé",
  deleted: "Import supprimé : ses opérations sont retirées et le rapprochement recalculé",
  future: "Ce jour n'est pas encore passé",
  saved: "Commentaire enregistré",
  supervisor: "Superviseur non trouvé",
} as const;

async function assertSupervisor(db: Db, id: string) {
  const [row] = await queryRows<{ ok: boolean }>(db, sql`SELECT true AS ok FROM users WHERE id = ${id}::uuid AND role = 'SUPERVISEUR'`);
  if (!row) throw new AppError("NOT_FOUND", VIEW_MESSAGES.supervisor);
}

/** A supervisor asks for himself only; the admin for anyone (or everyone). */
function whose(user: SessionUser, supervisorId: string | undefined): string | null {
  if (user.role === "ADMIN") return supervisorId ?? null;
  if (supervisorId && supervisorId !== user.id) throw new AppError("FORBIDDEN", VIEW_MESSAGES.own);
  return user.id;
}

export interface ReconciliationRow extends ReconciliationDay {
  supervisorId: string;
  supervisorName: string;
  tone: ReturnType<typeof ecartTone>;
  comment: string | null;
}

export async function reconciliationView(db: Db, user: SessionUser, q: ReconciliationQuery): Promise<{ days: ReconciliationRow[] }> {
  const one = whose(user, q.supervisorId);
  if (one) await assertSupervisor(db, one);
  const supervisors = await queryRows<{ id: string; nom_complet: string }>(
    db,
    one
      ? sql`SELECT id, nom_complet FROM users WHERE id = ${one}::uuid AND role = 'SUPERVISEUR'`
      : sql`SELECT u.id, u.nom_complet FROM users u WHERE u.role = 'SUPERVISEUR' AND (
              EXISTS (SELECT 1 FROM supervisor_accounts a WHERE a.supervisor_id = u.id AND a.account_type = ${q.accountType})
              OR EXISTS (SELECT 1 FROM statements s WHERE s.supervisor_id = u.id AND s.account_type = ${q.accountType}))
            ORDER BY u.nom_complet, u.id`,
  );
  const thresholds = await getNetworkSettings(db);
  const days: ReconciliationRow[] = [];
  for (const s of supervisors) {
    const reconciled = await reconcileAccount(db, { supervisorId: s.id, accountType: q.accountType, from: q.from, to: q.to });
    const comments = await db
      .select({ day: reconciliationComments.day, comment: reconciliationComments.comment })
      .from(reconciliationComments)
      .where(and(eq(reconciliationComments.supervisorId, s.id), eq(reconciliationComments.accountType, q.accountType), sql`${reconciliationComments.day} BETWEEN ${q.from}::date AND ${q.to}::date`));
    const byDay = new Map(comments.map((c) => [c.day, c.comment]));
    for (const d of reconciled) {
      if (q.ecartsOnly && d.status !== "ecart") continue;
      days.push({ ...d, supervisorId: s.id, supervisorName: s.nom_complet, tone: ecartTone(d, thresholds), comment: byDay.get(d.day) ?? null });
    }
  }
  return { days };
}

export interface DayDetailInput {
  supervisorId: string;
  accountType: AccountType;
  day: string;
}

/** A day of one account: the reconciliation, the statement's operations of that day, the transfers matched. */
export async function reconciliationDayDetail(db: Db, user: SessionUser, input: DayDetailInput) {
  whose(user, input.supervisorId);
  await assertSupervisor(db, input.supervisorId);
  const [day] = await reconcileAccount(db, { ...input, from: input.day, to: input.day });
  const operations = await queryRows<{ id: string; at: string; reference: string | null; amount: string; balance_after: string | null; status: string | null; counted: boolean; type: string | null; line: number; file_name: string }>(
    db,
    sql`SELECT o.id::text AS id, o.at, o.reference, o.amount, o.balance_after, o.status, o.counted, o.type, o.line, s.file_name
        FROM statement_operations o JOIN statements s ON s.id = o.statement_id
        WHERE o.supervisor_id = ${input.supervisorId}::uuid AND o.account_type = ${input.accountType} AND o.day = ${input.day}::date
        ORDER BY o.at, o.id LIMIT 2000`,
  );
  const [comment] = await db
    .select({ comment: reconciliationComments.comment })
    .from(reconciliationComments)
    .where(and(eq(reconciliationComments.supervisorId, input.supervisorId), eq(reconciliationComments.accountType, input.accountType), eq(reconciliationComments.day, input.day)));
  return {
    day: day ?? null,
    comment: comment?.comment ?? null,
    operations: operations.map((o) => ({
      id: o.id,
      at: new Date(o.at).toISOString(),
      reference: o.reference,
      amount: Number(o.amount),
      balanceAfter: o.balance_after === null ? null : Number(o.balance_after),
      status: o.status,
      counted: o.counted,
      type: o.type,
      line: o.line,
      fileName: o.file_name,
    })),
    transfers: await matchedTransfers(db, input),
  };
}

/** Within how long of each other the two wallets' operations of a transfer must be. */
export const TRANSFER_MATCH_MINUTES = 30;

/**
 * The day's transfers between kiosks on this account, each confirmed when both wallets' statements show it:
 * the same amount leaving one and reaching the other, within TRANSFER_MATCH_MINUTES.
 */
export async function matchedTransfers(db: Db, input: DayDetailInput) {
  const rows = await queryRows<{ id: string; amount: string; from_id: string; from_name: string; from_account: AccountType; to_id: string; to_name: string; to_account: AccountType; confirmed: boolean }>(
    db,
    sql`SELECT t.id, t.amount, t.from_supervisor_id AS from_id, f.nom_complet AS from_name, t.from_account,
               t.to_supervisor_id AS to_id, r.nom_complet AS to_name, t.to_account,
               EXISTS (SELECT 1 FROM statement_operations a JOIN statement_operations b
                         ON b.supervisor_id = t.to_supervisor_id AND b.account_type = t.to_account AND b.day = t.day AND b.counted
                        AND b.amount * 100 = t.amount AND abs(extract(epoch FROM a.at - b.at)) <= ${TRANSFER_MATCH_MINUTES * 60}
                       WHERE a.supervisor_id = t.from_supervisor_id AND a.account_type = t.from_account AND a.day = t.day AND a.counted
                         AND -a.amount * 100 = t.amount) AS confirmed
        FROM transfers t JOIN users f ON f.id = t.from_supervisor_id JOIN users r ON r.id = t.to_supervisor_id
        WHERE t.day = ${input.day}::date
          AND ((t.from_supervisor_id = ${input.supervisorId}::uuid AND t.from_account = ${input.accountType})
            OR (t.to_supervisor_id = ${input.supervisorId}::uuid AND t.to_account = ${input.accountType}))
        ORDER BY t.created_at`,
  );
  return rows.map((t) => ({
    id: t.id,
    amount: centsToFrancs(Number(t.amount)),
    direction: t.from_id === input.supervisorId && t.from_account === input.accountType ? ("sortant" as const) : ("entrant" as const),
    from: { id: t.from_id, name: t.from_name, accountType: t.from_account },
    to: { id: t.to_id, name: t.to_name, accountType: t.to_account },
    confirmed: t.confirmed,
  }));
}

/** The imports, newest first (a supervisor: his own). */
export async function listStatements(db: Db, user: SessionUser, q: { supervisorId?: string; accountType?: AccountType }) {
  const one = whose(user, q.supervisorId);
  const rows = await queryRows<{ id: string; supervisor_id: string; supervisor_name: string; account_type: AccountType; file_name: string; rows: number; stored: number; duplicates: number; from_day: string; to_day: string; imported_by_name: string | null; created_at: string }>(
    db,
    sql`SELECT s.id, s.supervisor_id, u.nom_complet AS supervisor_name, s.account_type, s.file_name, s.rows, s.stored, s.duplicates,
               s.from_day::text AS from_day, s.to_day::text AS to_day, s.imported_by_name, s.created_at
        FROM statements s JOIN users u ON u.id = s.supervisor_id
        WHERE TRUE ${one ? sql`AND s.supervisor_id = ${one}::uuid` : sql``} ${q.accountType ? sql`AND s.account_type = ${q.accountType}` : sql``}
        ORDER BY s.created_at DESC, s.id LIMIT 500`,
  );
  return {
    statements: rows.map((s) => ({
      id: s.id,
      supervisorId: s.supervisor_id,
      supervisorName: s.supervisor_name,
      accountType: s.account_type,
      fileName: s.file_name,
      rows: s.rows,
      stored: s.stored,
      duplicates: s.duplicates,
      from: s.from_day,
      to: s.to_day,
      importedBy: s.imported_by_name,
      importedAt: new Date(s.created_at).toISOString(),
    })),
  };
}

/** Deletes an import and its operations, audited with the reason; the days it covered are reconciled again. */
export async function deleteStatement(db: Db, actor: SessionUser, id: string, reason: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(statements).where(eq(statements.id, id)).for("update");
    if (!row) throw new AppError("NOT_FOUND", VIEW_MESSAGES.notFound);
    await tx.delete(statements).where(eq(statements.id, id));
    await writeAudit(tx, {
      actor,
      action: "STATEMENT_DELETED",
      entity: "statement",
      entityId: id,
      supervisorId: row.supervisorId,
      before: { fileName: row.fileName, accountType: row.accountType, rows: row.rows, stored: row.stored, from: row.fromDay, to: row.toDay },
      reason,
    });
    await refreshStatementAlerts(tx, { supervisorId: row.supervisorId, accountType: row.accountType, from: row.fromDay, to: row.toDay });
    return { id };
  });
}

/** The supervisor's explanation of a day's écart ("" removes it). */
export async function saveReconciliationComment(db: Db, user: SessionUser, input: DayDetailInput & { comment: string }) {
  if (user.role !== "SUPERVISEUR" || user.id !== input.supervisorId) throw new AppError("FORBIDDEN", VIEW_MESSAGES.ownComment);
  if (input.day > businessToday()) throw new AppError("VALIDATION_ERROR", VIEW_MESSAGES.future);
  await db.transaction(async (tx) => {
    const key = and(eq(reconciliationComments.supervisorId, input.supervisorId), eq(reconciliationComments.accountType, input.accountType), eq(reconciliationComments.day, input.day));
    const [before] = await tx.select({ comment: reconciliationComments.comment }).from(reconciliationComments).where(key);
    if (!input.comment) await tx.delete(reconciliationComments).where(key);
    else {
      await tx
        .insert(reconciliationComments)
        .values({ supervisorId: input.supervisorId, accountType: input.accountType, day: input.day, comment: input.comment })
        .onConflictDoUpdate({ target: [reconciliationComments.supervisorId, reconciliationComments.accountType, reconciliationComments.day], set: { comment: input.comment, updatedAt: sql`now()` } });
    }
    await writeAudit(tx, { actor: user, action: "RECONCILIATION_COMMENTED", entity: "reconciliation", entityId: `${input.supervisorId}:${input.accountType}:${input.day}`, supervisorId: input.supervisorId, before: before ?? null, after: { comment: input.comment || null } });
  });
  return { comment: input.comment || null };
}
