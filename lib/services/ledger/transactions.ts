// Recording, correcting and deleting transactions. Each change moves its line(s) in the same SQL
// transaction as its audit row, under the line's row lock (DESIGN "How a transaction moves the lines").
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { getDb, queryRows, type Tx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { accountLines, auditLog, ledgerDays, transactions, users, type Transaction } from "@/lib/db/schema";
import type { AccountType, LineType } from "@/lib/domain/constants";
import { AppError } from "@/lib/domain/errors";
import { displayKey, lineBoundsProblem, transactionEffect, type TransactionEffect } from "@/lib/domain/ledger";
import { centsToFrancs, formatFcfa, francsToCents } from "@/lib/domain/money";
import { formatDayFr } from "@/lib/domain/periods";
import { transactionRights } from "@/lib/domain/rights";
import type { TransactionCreateInput } from "@/lib/validation/transactions";
import { auditValues, writeAudit } from "../audit";
import { notifyAdmins } from "../notifications";
import { businessToday } from "./days";
import { carryOver, insertEntry, lockLine, lockLines, recomputeLine, type LineRef, type LineRow } from "./lines";

export const TX_MESSAGES = {
  notFound: "Transaction non trouvée",
  supervisorNotFound: "Superviseur non trouvé",
  partnerNotFound: "Partenaire non trouvé",
  partnerInactive: "Ce partenaire n'est pas actif",
  ownOnly: "Vous ne pouvez enregistrer des transactions que pour vous-même",
  uvMasterAdminOnly: "Le compte UV Master est réservé à l'administrateur",
  noChange: "Aucune modification détectée",
  partnerAccountType: "Le type de compte ne s'applique pas aux transactions partenaires",
  reasonRequired: "Veuillez fournir une raison pour la suppression",
} as const;

export interface CreateResult {
  transaction: Transaction;
  lineValue: number;
  /** the same Idempotency-Key was seen before: this is the first answer again */
  replayed: boolean;
}

const snapshot = (row: Transaction) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

async function findByIdempotencyKey(actorId: string, key: string): Promise<Transaction | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.actorId, actorId), eq(transactions.idempotencyKey, key)));
  return row ?? null;
}

async function currentLineValue(ref: LineRef): Promise<number> {
  const db = await getDb();
  const rows = await db.execute(sql`
    SELECT value FROM account_lines WHERE supervisor_id = ${ref.supervisorId} AND day = ${ref.day}::date
      AND line_type = ${ref.lineType} AND account_key = ${ref.accountKey}`);
  const row = (rows as unknown as { rows: { value: string | number }[] }).rows[0];
  return row ? Number(row.value) : 0;
}

/** What the form asks for when it names its account or its partner (a registered partner's name is in the database). */
function knownEffect(input: TransactionCreateInput): TransactionEffect | null {
  if (input.partenaireId) return null;
  if (input.partenaireNom) return transactionEffect({ kind: "partner", typeOperation: input.typeOperation, partnerName: input.partenaireNom });
  return transactionEffect({ kind: "direct", typeOperation: input.typeOperation, accountType: input.typeCompte as AccountType });
}

interface LockedLineJson {
  supervisor_id: string;
  day: string;
  line_type: LineType;
  account_key: string;
  value: number;
  base_value: number;
  base_seq: number;
  updated_at: string;
  updated_by: string | null;
}

/**
 * The supervisor (and whether his day is open yet), the registered partner, and, when the line is
 * known before reading the partner, that line already locked: one statement for what took four.
 */
async function resolveEffect(tx: Tx, actor: SessionUser, input: TransactionCreateInput, day: string) {
  const known = knownEffect(input);
  const [found] = await queryRows<{
    supervisor_role: string | null;
    opened: boolean;
    partner_nom: string | null;
    partner_role: string | null;
    partner_status: string | null;
    line: LockedLineJson | null;
  }>(
    tx,
    sql`WITH line AS (
          SELECT * FROM ${accountLines}
          WHERE supervisor_id = ${input.superviseurId} AND day = ${day}::date
            AND line_type = ${known?.lineType ?? null} AND account_key = ${known?.accountKey ?? null}
          FOR UPDATE)
        SELECT s.role AS supervisor_role,
          EXISTS (SELECT 1 FROM ${ledgerDays} d WHERE d.supervisor_id = s.id AND d.day = ${day}::date) AS opened,
          p.nom_complet AS partner_nom, p.role AS partner_role, p.status AS partner_status,
          (SELECT row_to_json(line) FROM line) AS line
        FROM (SELECT 1) AS one
        LEFT JOIN ${users} s ON s.id = ${input.superviseurId}
        LEFT JOIN ${users} p ON p.id = ${input.partenaireId ?? null}`,
  );
  if (found?.supervisor_role !== "SUPERVISEUR") throw new AppError("NOT_FOUND", TX_MESSAGES.supervisorNotFound);
  const opened = !!found.opened;
  const l = found.line;
  const locked: LineRow | null = l
    ? { supervisorId: l.supervisor_id, day: l.day, lineType: l.line_type, accountKey: l.account_key, value: Number(l.value), baseValue: Number(l.base_value), baseSeq: Number(l.base_seq), updatedAt: new Date(l.updated_at), updatedBy: l.updated_by }
    : null;

  if (input.partenaireId) {
    if (found.partner_role !== "PARTENAIRE") throw new AppError("NOT_FOUND", TX_MESSAGES.partnerNotFound);
    if (found.partner_status !== "ACTIVE") throw new AppError("BAD_REQUEST", TX_MESSAGES.partnerInactive);
    const effect = transactionEffect({ kind: "partner", typeOperation: input.typeOperation, partnerName: found.partner_nom! });
    return { effect, partnerId: input.partenaireId, partnerName: found.partner_nom!, accountType: null, opened, locked };
  }
  if (input.partenaireNom) return { effect: known!, partnerId: null, partnerName: input.partenaireNom.trim(), accountType: null, opened, locked };
  const accountType = input.typeCompte as AccountType;
  if (accountType === "UV_MASTER" && actor.role !== "ADMIN") throw new AppError("FORBIDDEN", TX_MESSAGES.uvMasterAdminOnly);
  return { effect: known!, partnerId: null, partnerName: null, accountType, opened, locked };
}

/**
 * Records a transaction of today for a supervisor. A supervisor records only for himself; the admin for
 * any supervisor. The same Idempotency-Key twice records once and answers the first result again.
 * Five statements in all on the usual path (50 writers at once): check and lock, insert with the line's
 * new value, line and audit together, inside BEGIN / COMMIT.
 */
export async function createTransaction(
  actor: SessionUser,
  input: TransactionCreateInput,
  options: { idempotencyKey?: string } = {},
): Promise<CreateResult> {
  if (actor.role === "SUPERVISEUR" && input.superviseurId !== actor.id) throw new AppError("FORBIDDEN", TX_MESSAGES.ownOnly);
  if (actor.role !== "ADMIN" && actor.role !== "SUPERVISEUR") throw new AppError("FORBIDDEN");
  const key = options.idempotencyKey?.trim() || undefined;
  if (key && key.length > 200) throw new AppError("VALIDATION_ERROR", "Idempotency-Key trop longue (200 caractères au plus)");

  const replay = async (): Promise<CreateResult | null> => {
    const existing = key ? await findByIdempotencyKey(actor.id, key) : null;
    return existing ? { transaction: existing, lineValue: await currentLineValue(existing), replayed: true } : null;
  };

  const day = businessToday();
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const { effect, partnerId, partnerName, accountType, opened, locked } = await resolveEffect(tx, actor, input, day);
      const ref: LineRef = { supervisorId: input.superviseurId, day, lineType: effect.lineType, accountKey: effect.accountKey };
      // the day's first entry opens it (carry-over) before its line is read; otherwise the line locked
      // with the checks is the one to use, unless it does not exist yet or was not known then
      if (!opened) await carryOver(tx, day, ref.supervisorId);
      const line = opened && locked ? locked : (await lockLine(tx, ref, { create: true, actorId: actor.id }))!;
      // a key seen before fails this insert on its unique index (caught below): no look-up first
      const { row, value: lineValue } = await insertEntry(tx, line, {
        actorId: actor.id,
        partnerId,
        partnerName,
        type: effect.type,
        accountType,
        amount: francsToCents(input.montant),
        description: input.description ?? null,
        idempotencyKey: key ?? null,
      });
      const problem = lineBoundsProblem(lineValue, line.accountKey);
      if (problem) throw new AppError("LINE_OUT_OF_RANGE", problem);
      const audit = auditValues({
        actor,
        action: "TRANSACTION_CREATED",
        entity: "transaction",
        entityId: row.id,
        supervisorId: ref.supervisorId,
        after: { ...snapshot(row), lineValue },
      });
      // the line's new value and the audit row in one statement
      await tx.execute(sql`
        WITH line AS (
          UPDATE ${accountLines} SET value = ${lineValue}, updated_at = now(), updated_by = ${actor.id}
          WHERE supervisor_id = ${line.supervisorId} AND day = ${line.day}::date AND line_type = ${line.lineType}
            AND account_key = ${line.accountKey} AND value <> ${lineValue})
        INSERT INTO ${auditLog} (actor_id, actor_name, actor_role, action, entity, entity_id, supervisor_id, after)
        VALUES (${audit.actorId}, ${audit.actorName}, ${audit.actorRole}, ${audit.action}, ${audit.entity}, ${audit.entityId},
          ${audit.supervisorId}, ${JSON.stringify(audit.after)}::jsonb)`);
      return { transaction: row, lineValue, replayed: false };
    });
  } catch (error) {
    // the key was used before, or raced in from a second request: answer the first result
    if (key && isUniqueViolation(error, "transactions_actor_idempotency_key")) {
      const winner = await replay();
      if (winner) return winner;
    }
    throw error;
  }
}

async function lockTransaction(tx: Tx, id: string): Promise<Transaction> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError("NOT_FOUND", TX_MESSAGES.notFound);
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", TX_MESSAGES.notFound);
  return row;
}

const refOf = (row: Pick<Transaction, "supervisorId" | "day" | "lineType" | "accountKey">): LineRef => ({
  supervisorId: row.supervisorId,
  day: row.day,
  lineType: row.lineType,
  accountKey: row.accountKey,
});

export interface TransactionChanges {
  montant?: number;
  typeCompte?: AccountType;
  description?: string | null;
}

/** Corrects a transaction (amount, account type of a Début/Fin, description) and moves its line(s). */
export async function updateTransaction(actor: SessionUser, id: string, changes: TransactionChanges): Promise<Transaction> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockTransaction(tx, id);
    const rights = transactionRights(actor, before);
    if (!rights.canModify) throw new AppError("FORBIDDEN", rights.refusal ?? "Permissions insuffisantes pour modifier cette transaction");

    const amount = changes.montant !== undefined ? francsToCents(changes.montant) : before.amount;
    let effect: TransactionEffect = { type: before.type, lineType: before.lineType, accountKey: before.accountKey };
    let accountType = before.accountType;
    if (changes.typeCompte !== undefined && changes.typeCompte !== before.accountType) {
      if (before.type !== "DEBUT_JOURNEE" && before.type !== "FIN_JOURNEE") throw new AppError("BAD_REQUEST", TX_MESSAGES.partnerAccountType);
      if (changes.typeCompte === "UV_MASTER" && actor.role !== "ADMIN") throw new AppError("FORBIDDEN", TX_MESSAGES.uvMasterAdminOnly);
      accountType = changes.typeCompte;
      effect = transactionEffect({ kind: "direct", typeOperation: before.type === "DEBUT_JOURNEE" ? "depot" : "retrait", accountType });
    }
    const description = changes.description !== undefined ? changes.description?.trim() || null : before.description;
    const moved = effect.accountKey !== before.accountKey;
    if (amount === before.amount && !moved && description === before.description) throw new AppError("BAD_REQUEST", TX_MESSAGES.noChange);

    const oldRef = refOf(before);
    const newRef = refOf({ ...before, ...effect });
    const lineOf = await lockLines(tx, moved ? [oldRef, newRef] : [oldRef], { create: false, actorId: actor.id });
    const target = moved ? (lineOf(newRef) ?? (await lockLine(tx, newRef, { create: true, actorId: actor.id }))) : null;
    const [after] = await tx
      .update(transactions)
      .set({
        amount,
        accountType,
        accountKey: effect.accountKey,
        description,
        status: "MODIFIEE",
        updatedAt: new Date(),
        // moved to another line: recorded there now, after any manual value of that line
        ...(moved ? { seq: sql`nextval(pg_get_serial_sequence('transactions', 'seq'))` } : {}),
      })
      .where(eq(transactions.id, id))
      .returning();
    const oldLine = lineOf(oldRef);
    if (oldLine) await recomputeLine(tx, oldLine, actor.id);
    if (target) await recomputeLine(tx, target, actor.id);
    await writeAudit(tx, {
      actor,
      action: "TRANSACTION_UPDATED",
      entity: "transaction",
      entityId: id,
      supervisorId: before.supervisorId,
      before: snapshot(before),
      after: snapshot(after!),
    });
    return after!;
  });
}

/** Deletes a transaction with a mandatory reason; the audit row keeps the whole transaction. */
export async function deleteTransaction(actor: SessionUser, id: string, reason: string): Promise<Transaction> {
  const why = reason?.trim();
  if (!why) throw new AppError("VALIDATION_ERROR", TX_MESSAGES.reasonRequired);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockTransaction(tx, id);
    const rights = transactionRights(actor, before);
    if (!rights.canDelete) throw new AppError("FORBIDDEN", rights.refusal ?? "Permissions insuffisantes pour supprimer cette transaction");
    const line = await lockLine(tx, refOf(before), { create: false });
    await tx.delete(transactions).where(eq(transactions.id, id));
    const lineValue = line ? await recomputeLine(tx, line, actor.id) : null;
    await writeAudit(tx, {
      actor,
      action: "TRANSACTION_DELETED",
      entity: "transaction",
      entityId: id,
      supervisorId: before.supervisorId,
      before: snapshot(before),
      after: { lineValue },
      reason: why,
    });
    if (actor.role === "SUPERVISEUR") {
      await notifyAdmins(tx, {
        kind: "SUPERVISOR_DELETION",
        title: "Transaction supprimée par un superviseur",
        message: `${actor.nomComplet} a supprimé une transaction de ${formatFcfa(centsToFrancs(before.amount))} (${displayKey(before.accountKey)}, ${formatDayFr(before.day)}). Raison : ${why}`,
        link: "/admin/audit",
      });
    }
    return before;
  });
}
