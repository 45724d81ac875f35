// Transfers between kiosks (docs/decisions/0039-transferts-entre-kiosques.md): recorded by the admin, or by a
// supervisor from his own account, in one database call that writes both sides (lib/db/functions/ledger.sql,
// caisse_record_transfer); contested by the receiver; corrected or deleted by the admin, both sides at once,
// through the ledger's engine, audited on both kiosks' histories.
import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { queryRows, type Db, type Tx } from "@/lib/db/client";
import { transactions, transfers, type Transfer } from "@/lib/db/schema";
import { AppError, isAppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";
import { contestedTransferMessage, deletedTransferAfter, transferSubject } from "@/lib/domain/ledger-messages";
import { centsToFrancs, francsToCents } from "@/lib/domain/money";
import { lineMode } from "@/lib/domain/ledger";
import { recordRefusal, settledStatus, TRANSFER_RIGHTS_MESSAGES, transferEffects, transferRights } from "@/lib/domain/transfers";
import type { TransferCorrectInput, TransferCreateInput } from "@/lib/validation/transfers";
import { TRANSFER_MESSAGES } from "@/lib/validation/transfers";
import { assertAccountTypeActive } from "../account-types";
import { flagChange } from "../alerts/raise";
import { writeAudit, type AuditEntry } from "../audit";
import { notifyAdmins } from "../notifications";
import { assertDayOpen } from "./closing";
import { businessToday } from "./days";
import { checkedKey, IDEMPOTENCY_MESSAGES, oncePerKey, type IdempotencyOptions } from "./idempotency";
import { ENGINE_BOUNDS, lockLines, settleLine, withinBounds, type LineRef } from "./lines";
import { notifyReceiver, readReceiverNotice } from "./transfer-notices";
import { getTransfer, getTransferIn, TRANSFER_MESSAGES_NOT_FOUND, type TransferWithRights } from "./transfer-views";

export const TRANSFER_SERVICE_MESSAGES = {
  senderNotFound: "Superviseur qui envoie non trouvé",
  closedSender: "Journée clôturée chez le kiosque qui envoie",
  closedReceiver: "Journée clôturée chez le kiosque qui reçoit",
  noChange: "Aucune modification détectée : le montant est le même et le transfert n'est pas contesté",
  created: "Transfert enregistré",
  contested: "Transfert contesté : l'administrateur est prévenu",
  received: "Transfert confirmé : merci",
  corrected: "Transfert corrigé sur les deux kiosques",
  confirmed: "Transfert confirmé",
  deleted: "Transfert supprimé sur les deux kiosques",
} as const;

type Refusal = "session" | "sender" | "receiver" | "sender_inactive" | "receiver_inactive" | "closed_sender" | "closed_receiver";
const REFUSALS: Record<Refusal, () => AppError> = {
  session: () => new AppError("UNAUTHORIZED"),
  sender: () => new AppError("NOT_FOUND", TRANSFER_SERVICE_MESSAGES.senderNotFound),
  receiver: () => new AppError("NOT_FOUND", TRANSFER_MESSAGES.receiverNotFound),
  sender_inactive: () => new AppError("BAD_REQUEST", TRANSFER_MESSAGES.senderInactive),
  receiver_inactive: () => new AppError("BAD_REQUEST", TRANSFER_MESSAGES.receiverInactive),
  closed_sender: () => new AppError("DAY_CLOSED", TRANSFER_SERVICE_MESSAGES.closedSender),
  closed_receiver: () => new AppError("DAY_CLOSED", TRANSFER_SERVICE_MESSAGES.closedReceiver),
};

export interface TransferResult {
  transfer: TransferWithRights;
  /** the same Idempotency-Key was seen before: this is the first answer again */
  replayed: boolean;
}

/** Records a transfer of today: both sides in one call, or nothing. */
export async function createTransfer(
  db: Db,
  actor: SessionUser,
  input: TransferCreateInput,
  options: IdempotencyOptions & { tokenVersion?: number | null } = {},
): Promise<TransferResult> {
  const from = input.fromSupervisorId ?? (actor.role === "SUPERVISEUR" ? actor.id : null);
  if (!from) throw new AppError("VALIDATION_ERROR", TRANSFER_MESSAGES.from);
  const refusal = recordRefusal(actor, from, [input.fromAccount, input.toAccount]);
  if (refusal) throw new AppError("FORBIDDEN", refusal);
  if (from === input.toSupervisorId) throw new AppError("VALIDATION_ERROR", TRANSFER_MESSAGES.self);
  const key = checkedKey(options.idempotencyKey);
  // a type switched off takes no new entry, on either side
  await assertAccountTypeActive(db, input.fromAccount);
  await assertAccountTypeActive(db, input.toAccount);
  const { sent, received } = transferEffects(from, input.toSupervisorId);
  return oncePerKey<TransferResult>(
    db,
    actor.id,
    { ...options, key },
    // the transfer and its receiver's notice in one database transaction: both, or neither
    () => db.transaction(async (tx) => {
      const [found] = await withinBounds(() =>
        queryRows<{ answer: { refused: Refusal } | { transfer: { id: string } } }>(
          tx,
          sql`SELECT caisse_record_transfer(
            ${actor.id}::uuid, ${actor.nomComplet}, ${actor.role}, ${options.tokenVersion ?? null}::integer, ${actor.sessionId ?? null}::uuid,
            ${from}::uuid, ${input.fromAccount}::account_type, ${input.toSupervisorId}::uuid, ${input.toAccount}::account_type, ${businessToday()}::date,
            ${sent.lineType}::line_type, ${sent.accountKey}, ${lineMode(sent.lineType, sent.accountKey)},
            ${received.lineType}::line_type, ${received.accountKey}, ${lineMode(received.lineType, received.accountKey)},
            ${francsToCents(input.montant)}::bigint, ${input.note ?? null}, ${key ?? null}, ${key ? (options.idempotencyHash ?? null) : null},
            ${ENGINE_BOUNDS}) AS answer`,
        ),
      );
      const answer = found!.answer;
      if ("refused" in answer) throw REFUSALS[answer.refused]();
      const transfer = await getTransferIn(tx, actor, answer.transfer.id);
      await notifyReceiver(tx, transfer);
      return { transfer, replayed: false };
    }),
    async (first) => {
      if (!first.transferId) throw new AppError("IDEMPOTENCY_CONFLICT", IDEMPOTENCY_MESSAGES.conflict);
      return { transfer: await getTransfer(db, actor, first.transferId), replayed: true };
    },
  );
}

async function lockTransfer(tx: Tx, id: string): Promise<Transfer> {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", TRANSFER_MESSAGES_NOT_FOUND);
  const [row] = await tx.select().from(transfers).where(eq(transfers.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", TRANSFER_MESSAGES_NOT_FOUND);
  return row;
}

const snapshot = (t: Transfer) => ({
  ...t,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
  contestedAt: t.contestedAt?.toISOString() ?? null,
  settledAt: t.settledAt?.toISOString() ?? null,
});

/** One audit row on each kiosk's history. */
async function auditBoth(tx: Tx, t: Transfer, entry: Omit<AuditEntry, "entity" | "entityId" | "supervisorId">) {
  for (const supervisorId of [t.fromSupervisorId, t.toSupervisorId]) await writeAudit(tx, { ...entry, entity: "transfer", entityId: t.id, supervisorId });
}

/** The receiver questions a transfer, with a reason: the admins are notified, nothing moves. */
export async function contestTransfer(db: Db, actor: SessionUser, id: string, reason: string): Promise<TransferWithRights> {
  return db.transaction(async (tx) => {
    const before = await lockTransfer(tx, id);
    if (!transferRights(actor, before).canContest) throw receiverRefusal(actor, before, TRANSFER_RIGHTS_MESSAGES.contestReceiverOnly);
    const [after] = await tx
      .update(transfers)
      .set({ status: "CONTESTE", contestReason: reason, contestedAt: new Date(), contestedBy: actor.id, updatedAt: new Date() })
      .where(eq(transfers.id, id))
      .returning();
    await auditBoth(tx, before, { actor, action: "TRANSFER_CONTESTED", before: snapshot(before), after: snapshot(after!), reason });
    await readReceiverNotice(tx, before);
    const view = await getTransferIn(tx, actor, id);
    await notifyAdmins(tx, {
      kind: "TRANSFER_CONTESTED",
      title: "Transfert contesté",
      message: contestedTransferMessage({ to: view.to.nom, from: view.from.nom, francs: view.montant, day: view.day }, reason),
      link: "/admin/transactions?type=transfert&period=week",
    });
    return view;
  });
}

/** Why the receiver's answer (confirm, contest) is refused to this actor on this transfer. */
function receiverRefusal(actor: SessionUser, t: Transfer, otherThanReceiver: string): AppError {
  if (actor.id === t.toSupervisorId && actor.role === "SUPERVISEUR") {
    return new AppError("CONFLICT", t.status === "CONTESTE" ? TRANSFER_RIGHTS_MESSAGES.alreadyContested : TRANSFER_RIGHTS_MESSAGES.alreadyConfirmed);
  }
  // someone else's transfer is not even shown to a supervisor
  if (actor.role === "SUPERVISEUR" && actor.id !== t.fromSupervisorId) return new AppError("NOT_FOUND", TRANSFER_MESSAGES_NOT_FOUND);
  return new AppError("FORBIDDEN", otherThanReceiver);
}

/** The receiver says the money arrived: « Confirmé », audited on both kiosks, nothing moves. */
export async function confirmReceivedTransfer(db: Db, actor: SessionUser, id: string): Promise<TransferWithRights> {
  return db.transaction(async (tx) => {
    const before = await lockTransfer(tx, id);
    if (!transferRights(actor, before).canConfirm) throw receiverRefusal(actor, before, TRANSFER_RIGHTS_MESSAGES.confirmReceiverOnly);
    const [after] = await tx.update(transfers).set({ status: "CONFIRME", updatedAt: new Date() }).where(eq(transfers.id, id)).returning();
    await auditBoth(tx, before, { actor, action: "TRANSFER_CONFIRMED", before: snapshot(before), after: snapshot(after!) });
    await readReceiverNotice(tx, before);
    return getTransferIn(tx, actor, id);
  });
}

/** The two lines a transfer moves, and both days locked open (409 when either is closed). */
async function openSides(tx: Tx, t: Transfer): Promise<LineRef[]> {
  for (const [supervisorId, message] of [
    [t.fromSupervisorId, TRANSFER_SERVICE_MESSAGES.closedSender],
    [t.toSupervisorId, TRANSFER_SERVICE_MESSAGES.closedReceiver],
  ].sort(([a], [b]) => (a! < b! ? -1 : 1))) {
    await assertDayOpen(tx, supervisorId!, t.day).catch((error) => {
      throw isAppError(error) && error.code === "DAY_CLOSED" ? new AppError("DAY_CLOSED", message) : error;
    });
  }
  const { sent, received } = transferEffects(t.fromSupervisorId, t.toSupervisorId);
  const lines = [
    { supervisorId: t.fromSupervisorId, day: t.day, lineType: sent.lineType, accountKey: sent.accountKey },
    { supervisorId: t.toSupervisorId, day: t.day, lineType: received.lineType, accountKey: received.accountKey },
  ];
  await lockLines(tx, lines, { create: false });
  return lines;
}

/** A transfer as an alert about its change names it (on the sender's kiosk, where the money left). */
const transferChange = (t: Transfer) => ({
  supervisorId: t.fromSupervisorId,
  day: t.day,
  entityId: t.id,
  subject: transferSubject(centsToFrancs(t.amount)),
  today: businessToday(),
});

/** The admin's settling of a transfer, and its checks: rights, the 7 days, both days open. */
async function settle<T>(db: Db, actor: SessionUser, id: string, work: (tx: Tx, before: Transfer, lines: LineRef[]) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await lockTransfer(tx, id);
    const rights = transferRights(actor, before);
    if (!rights.canCorrect) throw new AppError("FORBIDDEN", rights.refusal ?? TRANSFER_RIGHTS_MESSAGES.adminOnly);
    const lines = await openSides(tx, before);
    return work(tx, before, lines);
  });
}

/**
 * The admin corrects a transfer's amount on both kiosks at once, with a reason; the same amount confirms a
 * contested transfer as it was.
 */
export async function correctTransfer(db: Db, actor: SessionUser, id: string, input: TransferCorrectInput): Promise<{ transfer: TransferWithRights; message: string }> {
  return settle(db, actor, id, async (tx, before, lines) => {
    const amount = francsToCents(input.montant);
    const changed = amount !== before.amount;
    if (!changed && before.status !== "CONTESTE") throw new AppError("BAD_REQUEST", TRANSFER_SERVICE_MESSAGES.noChange);
    if (changed) {
      await tx.update(transactions).set({ amount, status: "MODIFIEE", updatedAt: new Date() }).where(eq(transactions.transferId, id));
      for (const line of lines) await settleLine(tx, line, actor.id);
    }
    const [after] = await tx
      .update(transfers)
      .set({ amount, status: settledStatus(changed), settledAt: new Date(), settledBy: actor.id, settleReason: input.reason, updatedAt: new Date() })
      .where(eq(transfers.id, id))
      .returning();
    await auditBoth(tx, before, { actor, action: "TRANSFER_UPDATED", before: snapshot(before), after: snapshot(after!), reason: input.reason });
    if (changed) await flagChange(tx, actor, { ...transferChange(before), what: "modifiée" });
    return { transfer: await getTransferIn(tx, actor, id), message: changed ? TRANSFER_SERVICE_MESSAGES.corrected : TRANSFER_SERVICE_MESSAGES.confirmed };
  });
}

/** The admin deletes a transfer: both sides go at once, with a reason; the audit keeps the whole transfer. */
export async function deleteTransfer(db: Db, actor: SessionUser, id: string, reason: string): Promise<{ id: string }> {
  return settle(db, actor, id, async (tx, before, lines) => {
    const sides = await tx.delete(transactions).where(eq(transactions.transferId, id)).returning();
    await tx.delete(transfers).where(eq(transfers.id, id));
    const values = [];
    for (const line of lines) values.push(await settleLine(tx, line, actor.id));
    await auditBoth(tx, before, {
      actor,
      action: "TRANSFER_DELETED",
      before: { transfer: snapshot(before), transactions: sides.map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), updatedAt: s.updatedAt.toISOString() })) },
      after: deletedTransferAfter(values, centsToFrancs(before.amount)),
      reason,
    });
    await flagChange(tx, actor, { ...transferChange(before), what: "supprimée" });
    return { id };
  });
}
