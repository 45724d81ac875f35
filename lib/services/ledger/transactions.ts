// Recording, correcting and deleting transactions. Each change moves its line(s) in the same SQL
// transaction as its audit row, under the line's row lock (DESIGN "How a transaction moves the lines").
import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { getDb, queryRows, type Tx } from "@/lib/db/client";
import { transactions, type Transaction } from "@/lib/db/schema";
import type { AccountType, LineType } from "@/lib/domain/constants";
import { CLOSE_MESSAGES } from "@/lib/domain/day-close";
import { AppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";
import { allocationEffect, displayKey, lineMode, transactionEffect, type TransactionEffect } from "@/lib/domain/ledger";
import { freePartnerKey, registeredPartnerKey, tidyName } from "@/lib/domain/partners";
import { centsToFrancs, formatFcfa, francsToCents } from "@/lib/domain/money";
import { formatDayFr } from "@/lib/domain/periods";
import { transactionRights } from "@/lib/domain/rights";
import type { TransactionCreateInput } from "@/lib/validation/transactions";
import type { AllocationInput } from "@/lib/validation/transfers";
import { assertAccountTypeActive } from "../account-types";
import { writeAudit } from "../audit";
import { notifyAdmins } from "../notifications";
import { assertDayOpen } from "./closing";
import { businessToday } from "./days";
import { checkedKey, oncePerKey, type IdempotencyOptions } from "./idempotency";
import { ENGINE_BOUNDS, lockLines, settleLine, withinBounds, type LineRef } from "./lines";

export const TX_MESSAGES = {
  notFound: "Transaction non trouvée",
  supervisorNotFound: "Superviseur non trouvé",
  partnerNotFound: "Partenaire non trouvé",
  partnerInactive: "Ce partenaire n'est pas actif",
  ownOnly: "Vous ne pouvez enregistrer des transactions que pour vous-même",
  uvMasterAdminOnly: "Le compte UV Master est réservé à l'administrateur",
  noChange: "Aucune modification détectée",
  partnerAccountType: "Le type de compte ne s'applique pas aux transactions partenaires",
  allocationAccountType: "Une allocation reste sur le compte UV Master : corrigez son montant, ou supprimez-la",
  reasonRequired: "Veuillez fournir une raison pour la suppression",
  freeNameInvalid: "Nom du partenaire invalide : saisissez le nom de la personne",
  allocationAdminOnly: "Seul l'administrateur alloue du crédit UV Master",
} as const;

export interface CreateResult {
  transaction: Transaction;
  lineValue: number;
  /** the same Idempotency-Key was seen before: this is the first answer again */
  replayed: boolean;
}

const snapshot = (row: Transaction) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

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
  transfer_id?: string | null;
  counterpart_id?: string | null;
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
  transferId: r.transfer_id ?? null,
  counterpartId: r.counterpart_id ?? null,
});

/** What is recorded: the effect decided by lib/domain/ledger.ts, and what the stored transaction keeps. */
interface Entry {
  supervisorId: string;
  effect: TransactionEffect;
  accountType: AccountType | null;
  /** francs */
  montant: number;
  description: string | null;
  /** a registered partner: his line is his id, set by the database with his name of now */
  partnerId?: string | null;
  /** a free partner's name as typed (his line is that name folded) and his optional phone */
  freeName?: string | null;
  partnerPhone?: string | null;
}

type CreateOptions = IdempotencyOptions & { tokenVersion?: number | null };

/**
 * Records an entry of today through the engine's caisse_create_transaction (lib/db/functions/ledger.sql): it
 * checks the actor's session (with `tokenVersion`: an API request whose session was not read yet), the
 * supervisor and the partner, opens the day, locks and moves the line and writes the audit row in one call: one
 * round trip, one transaction. The same Idempotency-Key records once (./idempotency.ts).
 */
async function recordEntry(actor: SessionUser, entry: Entry, options: CreateOptions): Promise<CreateResult> {
  const key = checkedKey(options.idempotencyKey);
  const { effect } = entry;
  const mode = lineMode(effect.lineType, effect.accountKey);
  const db = await getDb();
  return oncePerKey<CreateResult>(
    actor.id,
    { ...options, key },
    async () => {
      const [found] = await withinBounds(() =>
        queryRows<{ answer: CreateAnswer }>(
          db,
          sql`SELECT caisse_create_transaction(
            ${actor.id}::uuid, ${actor.nomComplet}, ${actor.role}, ${options.tokenVersion ?? null}::integer, ${actor.sessionId ?? null}::uuid,
            ${entry.supervisorId}::uuid, ${businessToday()}::date,
            ${effect.type}::transaction_type, ${effect.lineType}::line_type, ${entry.partnerId ? null : effect.accountKey}, ${entry.freeName ?? null}, ${mode},
            ${entry.partnerId ?? null}::uuid, ${entry.freeName ?? null}, ${entry.accountType}::account_type,
            ${francsToCents(entry.montant)}::bigint, ${entry.description}, ${key ?? null}, ${key ? (options.idempotencyHash ?? null) : null},
            ${ENGINE_BOUNDS}, ${entry.freeName ? (entry.partnerPhone ?? null) : null}::text) AS answer`,
        ),
      );
      const answer = found!.answer; // jsonb: both drivers answer it parsed
      if ("refused" in answer) throw REFUSALS[answer.refused]();
      return { transaction: fromStored(answer.transaction), lineValue: Number(answer.lineValue), replayed: false };
    },
    async (first) => ({ transaction: first, lineValue: await currentLineValue(first), replayed: true }),
  );
}

/**
 * Records a transaction of today for a supervisor, from the form's choice (SPEC §3). A supervisor records only
 * for himself; the admin for any supervisor. Which line it moves and how is decided here (lib/domain/ledger.ts,
 * partners.ts); the engine moves it.
 */
export async function createTransaction(actor: SessionUser, input: TransactionCreateInput, options: CreateOptions = {}): Promise<CreateResult> {
  if (actor.role === "SUPERVISEUR" && input.superviseurId !== actor.id) throw new AppError("FORBIDDEN", TX_MESSAGES.ownOnly);
  if (actor.role !== "ADMIN" && actor.role !== "SUPERVISEUR") throw new AppError("FORBIDDEN");
  checkedKey(options.idempotencyKey);

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
  return recordEntry(
    actor,
    {
      supervisorId: input.superviseurId,
      effect,
      accountType,
      montant: input.montant,
      description: input.description ?? null,
      partnerId: input.partenaireId ?? null,
      freeName,
      partnerPhone: input.partnerPhone ?? null,
    },
    options,
  );
}

/**
 * The admin allocates UV Master credit to a supervisor (ALLOCATION_UV_MASTER): it adds to his UV Master Début
 * like a Début does (lib/domain/ledger.ts allocationEffect).
 */
export async function createAllocation(actor: SessionUser, input: AllocationInput, options: CreateOptions = {}): Promise<CreateResult> {
  if (actor.role !== "ADMIN") throw new AppError("FORBIDDEN", TX_MESSAGES.allocationAdminOnly);
  checkedKey(options.idempotencyKey);
  await assertAccountTypeActive("UV_MASTER");
  return recordEntry(
    actor,
    { supervisorId: input.superviseurId, effect: allocationEffect(), accountType: "UV_MASTER", montant: input.montant, description: input.note ?? null },
    options,
  );
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
      if (before.type === "ALLOCATION_UV_MASTER") throw new AppError("BAD_REQUEST", TX_MESSAGES.allocationAccountType);
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
    // the line it leaves is not brought back if it was deleted; the line it moves to is created when missing
    await lockLines(tx, moved ? [oldRef, { ...newRef, create: true }] : [oldRef], { create: false, actorId: actor.id });
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
    await settleLine(tx, oldRef, actor.id);
    if (moved) await settleLine(tx, newRef, actor.id);
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
    await lockLines(tx, [refOf(before)], { create: false });
    await tx.delete(transactions).where(eq(transactions.id, id));
    const lineValue = await settleLine(tx, refOf(before), actor.id);
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
