// Correcting and deleting transactions (recording them: ./entries.ts). Each change moves its line(s) through the
// ledger's engine in the same SQL transaction as its audit row, under the lines' row locks (DESIGN "How a
// transaction moves the lines").
import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { transactions, type Transaction } from "@/lib/db/schema";
import type { AccountType } from "@/lib/domain/constants";
import { transactionSubject } from "@/lib/domain/alerts";
import { AppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";
import { displayKey, transactionEffect, type TransactionEffect } from "@/lib/domain/ledger";
import { deletedTransactionMessage } from "@/lib/domain/ledger-messages";
import { centsToFrancs, francsToCents } from "@/lib/domain/money";
import { transactionRights } from "@/lib/domain/rights";
import { assertAccountTypeActiveIn } from "../account-types";
import { flagChange } from "../alerts/raise";
import { writeAudit } from "../audit";
import { notifyAdmins } from "../notifications";
import { assertDayOpen } from "./closing";
import { businessToday } from "./days";
import { assertDirectEntryIn } from "./entry-rule";
import { lockLines, settleLine, type LineRef } from "./lines";

export const TX_MESSAGES = {
  notFound: "Transaction non trouvée",
  supervisorNotFound: "Superviseur non trouvé",
  partnerNotFound: "Partenaire non trouvé",
  partnerInactive: "Ce partenaire n'est pas actif",
  ownOnly: "Vous ne pouvez enregistrer des transactions que pour vous-même",
  noChange: "Aucune modification détectée",
  partnerAccountType: "Le type de compte ne s'applique pas aux transactions partenaires",
  allocationAccountType: "Une allocation reste sur le compte UV Master : corrigez son montant, ou supprimez-la",
  reasonRequired: "Veuillez fournir une raison pour la suppression",
  freeNameInvalid: "Nom du partenaire invalide : saisissez le nom de la personne",
  allocationAdminOnly: "Seul l'administrateur alloue du crédit UV Master",
} as const;

const snapshot = (row: Transaction) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

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

/** A transaction as an alert about its change names it. */
const changeOf = (row: Transaction) => ({
  supervisorId: row.supervisorId,
  day: row.day,
  entityId: row.id,
  subject: transactionSubject(centsToFrancs(row.amount), row.partnerName, row.accountKey),
  today: businessToday(),
});

export interface TransactionChanges {
  montant?: number;
  typeCompte?: AccountType;
  description?: string | null;
}

/** Corrects a transaction (amount, account type of a Début/Fin, description) and moves its line(s). */
export async function updateTransaction(db: Db, actor: SessionUser, id: string, changes: TransactionChanges): Promise<Transaction> {
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
      await assertAccountTypeActiveIn(tx, changes.typeCompte);
      accountType = changes.typeCompte;
      effect = transactionEffect({ kind: "direct", typeOperation: before.type === "DEBUT_JOURNEE" ? "depot" : "retrait", accountType });
    }
    const description = changes.description !== undefined ? changes.description?.trim() || null : before.description;
    const moved = effect.accountKey !== before.accountKey;
    if (amount === before.amount && !moved && description === before.description) throw new AppError("BAD_REQUEST", TX_MESSAGES.noChange);
    // a Début/Fin whose money moves follows the rule of a new one (UV Master: lib/domain/uv-master.ts)
    if (accountType && (moved || amount !== before.amount) && (before.type === "DEBUT_JOURNEE" || before.type === "FIN_JOURNEE")) {
      await assertDirectEntryIn(tx, actor, { supervisorId: before.supervisorId, day: before.day, accountType, typeOperation: before.type === "DEBUT_JOURNEE" ? "depot" : "retrait" });
    }

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
    await flagChange(tx, actor, { ...changeOf(before), what: "modifiée" });
    return after!;
  });
}

/** Deletes a transaction with a mandatory reason; the audit row keeps the whole transaction. */
export async function deleteTransaction(db: Db, actor: SessionUser, id: string, reason: string): Promise<Transaction> {
  const why = reason?.trim();
  if (!why) throw new AppError("VALIDATION_ERROR", TX_MESSAGES.reasonRequired);
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
    await flagChange(tx, actor, { ...changeOf(before), what: "supprimée" });
    if (actor.role === "SUPERVISEUR") {
      await notifyAdmins(tx, {
        kind: "SUPERVISOR_DELETION",
        title: "Transaction supprimée par un superviseur",
        message: deletedTransactionMessage(actor.nomComplet, { francs: centsToFrancs(before.amount), name: before.partnerName ?? displayKey(before.accountKey), day: before.day }, why),
        link: "/admin/audit",
      });
    }
    return before;
  });
}
