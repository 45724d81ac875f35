// Recording, correcting and deleting transactions. Each change moves its line(s) in the same SQL
// transaction as its audit row, under the line's row lock (DESIGN "How a transaction moves the lines").
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { getDb, queryRows, type Tx } from "@/lib/db/client";
import { driverError, isUniqueViolation } from "@/lib/db/errors";
import { transactions, type Transaction } from "@/lib/db/schema";
import { LINE_VALUE_MAX, LINE_VALUE_MIN, type AccountType, type LineType } from "@/lib/domain/constants";
import { CLOSE_MESSAGES } from "@/lib/domain/day-close";
import { AppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";
import { displayKey, lineBoundsProblem, lineMode, transactionEffect, type TransactionEffect } from "@/lib/domain/ledger";
import { freePartnerKey, registeredPartnerKey, tidyName } from "@/lib/domain/partners";
import { CENTS_PER_FRANC, centsToFrancs, formatFcfa, francsToCents } from "@/lib/domain/money";
import { formatDayFr } from "@/lib/domain/periods";
import { transactionRights } from "@/lib/domain/rights";
import type { TransactionCreateInput } from "@/lib/validation/transactions";
import { assertAccountTypeActive } from "../account-types";
import { writeAudit } from "../audit";
import { notifyAdmins } from "../notifications";
import { assertDayOpen } from "./closing";
import { businessToday } from "./days";
import { lockLine, lockLines, recomputeLine, type LineRef } from "./lines";

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
  freeNameInvalid: "Nom du partenaire invalide : saisissez le nom de la personne",
  idempotencyConflict:
    "Cette clé d'idempotence (Idempotency-Key) a déjà servi pour une autre opération : envoyez une nouvelle clé pour une nouvelle transaction",
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

/** The stored row of the database function's answer (to_jsonb of a transactions row). */
interface StoredTransactionJson {
  id: string;
  seq: number;
  supervisor_id: string;
  actor_id: string | null;
  partner_id: string | null;
  partner_name: string | null;
  partner_phone?: string | null;
  type: Transaction["type"];
  account_type: Transaction["accountType"];
  line_type: LineType;
  account_key: string;
  amount: number;
  description: string | null;
  status: Transaction["status"];
  day: string;
  created_at: string;
  updated_at: string;
  idempotency_key: string | null;
  idempotency_hash: string | null;
}

type CreateAnswer =
  | { refused: "session" | "supervisor" | "partner" | "partner_inactive" | "closed" }
  | { transaction: StoredTransactionJson; lineValue: number };

const REFUSALS = {
  session: () => new AppError("UNAUTHORIZED"),
  supervisor: () => new AppError("NOT_FOUND", TX_MESSAGES.supervisorNotFound),
  partner: () => new AppError("NOT_FOUND", TX_MESSAGES.partnerNotFound),
  partner_inactive: () => new AppError("BAD_REQUEST", TX_MESSAGES.partnerInactive),
  closed: () => new AppError("DAY_CLOSED", CLOSE_MESSAGES.closed),
} as const;

const fromStored = (r: StoredTransactionJson): Transaction => ({
  id: r.id,
  seq: Number(r.seq),
  supervisorId: r.supervisor_id,
  actorId: r.actor_id,
  partnerId: r.partner_id,
  partnerName: r.partner_name,
  partnerPhone: r.partner_phone ?? null,
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
  idempotencyHash: r.idempotency_hash ?? null,
});

/** The line-bounds refusal raised by caisse_create_transaction (CA001: the value, the line's key). */
function lineOutOfRange(error: unknown): AppError | null {
  const e = driverError(error);
  if (e?.code !== "CA001") return null;
  return new AppError("LINE_OUT_OF_RANGE", lineBoundsProblem(Number(e.detail), e.hint ?? "") ?? undefined);
}

/**
 * Records a transaction of today for a supervisor. A supervisor records only for himself; the admin for
 * any supervisor. The same Idempotency-Key twice, with the same body, records once and answers the first
 * result again; with another body it is refused (422). Which line it moves and how (lib/domain/ledger.ts,
 * partners.ts) is decided here; the database function caisse_create_transaction (drizzle/0004, 0006, 0007, 0009) checks
 * the supervisor and the partner, opens the day, locks and moves the line and writes the audit row in one
 * call: one round trip, one transaction. With `tokenVersion` (an API request whose session was not read
 * yet), that call checks the actor and his session first.
 */
export async function createTransaction(
  actor: SessionUser,
  input: TransactionCreateInput,
  options: { idempotencyKey?: string; idempotencyHash?: string; tokenVersion?: number | null } = {},
): Promise<CreateResult> {
  if (actor.role === "SUPERVISEUR" && input.superviseurId !== actor.id) throw new AppError("FORBIDDEN", TX_MESSAGES.ownOnly);
  if (actor.role !== "ADMIN" && actor.role !== "SUPERVISEUR") throw new AppError("FORBIDDEN");
  const key = options.idempotencyKey?.trim() || undefined;
  if (key && key.length > 200) throw new AppError("VALIDATION_ERROR", "Idempotency-Key trop longue (200 caractères au plus)");

  // a registered partner's line is his id, which the database sets in the same call; a free partner's is
  // his name folded (one line however it is typed), shown as he was last typed
  const registered = !!input.partenaireId;
  const freeName = registered || !input.partenaireNom ? null : tidyName(input.partenaireNom);
  const accountType = registered || freeName ? null : (input.typeCompte as AccountType);
  if (accountType === "UV_MASTER" && actor.role !== "ADMIN") throw new AppError("FORBIDDEN", TX_MESSAGES.uvMasterAdminOnly);
  // a type switched off takes no new entry (its earlier lines stay)
  if (accountType) await assertAccountTypeActive(accountType);
  let effect: TransactionEffect;
  if (accountType) effect = transactionEffect({ kind: "direct", typeOperation: input.typeOperation, accountType });
  else {
    const partnerKey = registered ? registeredPartnerKey(input.partenaireId!) : freePartnerKey(freeName!);
    if (!partnerKey) throw new AppError("VALIDATION_ERROR", TX_MESSAGES.freeNameInvalid);
    effect = transactionEffect({ kind: "partner", typeOperation: input.typeOperation, partnerKey });
  }
  const mode = lineMode(effect.lineType, effect.accountKey);

  const db = await getDb();
  try {
    const [found] = await queryRows<{ answer: CreateAnswer }>(
      db,
      sql`SELECT caisse_create_transaction(
            ${actor.id}::uuid, ${actor.nomComplet}, ${actor.role}, ${options.tokenVersion ?? null}::integer, ${actor.sessionId ?? null}::uuid,
            ${input.superviseurId}::uuid, ${businessToday()}::date,
            ${effect.type}::transaction_type, ${effect.lineType}::line_type, ${registered ? null : effect.accountKey}, ${freeName}, ${mode},
            ${input.partenaireId ?? null}::uuid, ${freeName}, ${accountType}::account_type,
            ${francsToCents(input.montant)}::bigint, ${input.description ?? null}, ${key ?? null}, ${key ? (options.idempotencyHash ?? null) : null},
            ${LINE_VALUE_MIN}::bigint, ${LINE_VALUE_MAX}::bigint, ${CENTS_PER_FRANC}::integer,
            ${freeName ? (input.partnerPhone ?? null) : null}::text) AS answer`,
    );
    const answer = found!.answer; // jsonb: both drivers answer it parsed
    if ("refused" in answer) throw REFUSALS[answer.refused]();
    return { transaction: fromStored(answer.transaction), lineValue: Number(answer.lineValue), replayed: false };
  } catch (error) {
    const outOfRange = lineOutOfRange(error);
    if (outOfRange) throw outOfRange;
    // the key was used before, or raced in from a second request: the first answer again, if it was
    // the same request; another request under the same key is refused
    if (key && isUniqueViolation(error, "transactions_actor_idempotency_key")) {
      const existing = await findByIdempotencyKey(actor.id, key);
      if (existing) {
        if (existing.idempotencyHash !== (options.idempotencyHash ?? null)) throw new AppError("IDEMPOTENCY_CONFLICT", TX_MESSAGES.idempotencyConflict);
        return { transaction: existing, lineValue: await currentLineValue(existing), replayed: true };
      }
    }
    throw error;
  }
}

async function lockTransaction(tx: Tx, id: string): Promise<Transaction> {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", TX_MESSAGES.notFound);
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
    await assertDayOpen(tx, before.supervisorId, before.day);
    const rights = transactionRights(actor, before);
    if (!rights.canModify) throw new AppError("FORBIDDEN", rights.refusal ?? "Permissions insuffisantes pour modifier cette transaction");

    const amount = changes.montant !== undefined ? francsToCents(changes.montant) : before.amount;
    let effect: TransactionEffect = { type: before.type, lineType: before.lineType, accountKey: before.accountKey };
    let accountType = before.accountType;
    if (changes.typeCompte !== undefined && changes.typeCompte !== before.accountType) {
      if (before.type !== "DEBUT_JOURNEE" && before.type !== "FIN_JOURNEE") throw new AppError("BAD_REQUEST", TX_MESSAGES.partnerAccountType);
      if (changes.typeCompte === "UV_MASTER" && actor.role !== "ADMIN") throw new AppError("FORBIDDEN", TX_MESSAGES.uvMasterAdminOnly);
      await assertAccountTypeActive(changes.typeCompte, tx);
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
    await assertDayOpen(tx, before.supervisorId, before.day);
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
        message: `${actor.nomComplet} a supprimé une transaction de ${formatFcfa(centsToFrancs(before.amount))} (${before.partnerName ?? displayKey(before.accountKey)}, ${formatDayFr(before.day)}). Raison : ${why}`,
        link: "/admin/audit",
      });
    }
    return before;
  });
}
