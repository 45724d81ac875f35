// One transaction with the caller's rights on it (GET /api/transactions/{id}/details).
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SessionUser } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { transactions, users } from "@/lib/db/schema";
import { AppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";
import { ageInDays } from "@/lib/domain/periods";
import { transactionRights } from "@/lib/domain/rights";
import { getAccountTypes } from "../account-types";
import { toListItem } from "./queries";
import { getTransfer } from "./transfer-views";
import { TX_MESSAGES } from "./transactions";

export async function getTransactionDetails(db: Db, viewer: SessionUser, id: string) {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", TX_MESSAGES.notFound);
  const actor = alias(users, "actor");
  const partner = alias(users, "partner");
  const counterpart = alias(users, "counterpart");
  const [row] = await db
    .select({
      tx: transactions,
      supervisorName: users.nomComplet,
      actorName: actor.nomComplet,
      actorRole: actor.role,
      partnerCurrentName: partner.nomComplet,
      counterpartName: counterpart.nomComplet,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.supervisorId))
    .leftJoin(actor, eq(actor.id, transactions.actorId))
    .leftJoin(partner, eq(partner.id, transactions.partnerId))
    .leftJoin(counterpart, eq(counterpart.id, transactions.counterpartId))
    .where(eq(transactions.id, id));
  if (!row) throw new AppError("NOT_FOUND", TX_MESSAGES.notFound);
  if (viewer.role === "SUPERVISEUR" && row.tx.supervisorId !== viewer.id) throw new AppError("FORBIDDEN");
  const rights = transactionRights(viewer, row.tx);
  // a side of a transfer: the whole transfer, and what the viewer may do with it (contest, correct, delete)
  const transfer = row.tx.transferId ? await getTransfer(db, viewer, row.tx.transferId) : null;
  return {
    transaction: {
      ...toListItem(
        {
          ...row.tx,
          supervisorName: row.supervisorName,
          partnerCurrentName: row.partnerCurrentName,
          counterpartName: row.counterpartName,
          transferStatus: transfer?.status ?? null,
        },
        (await getAccountTypes(db)).autresLabel,
      ),
      lineType: row.tx.lineType,
      partnerId: row.tx.partnerId,
      /** a free partner's phone, when one was given */
      partnerPhone: row.tx.partnerPhone,
      montantFrancs: Math.round(row.tx.amount / 100),
      enregistrePar: row.actorName ? { nom: row.actorName, role: row.actorRole } : null,
      updatedAt: row.tx.updatedAt.toISOString(),
    },
    permissions: {
      canModify: rights.canModify,
      canDelete: rights.canDelete,
      userRole: rights.userRole,
      timeLimit: rights.timeLimit,
      restrictions: rights.restrictions,
      refusal: rights.refusal,
      /** until when the viewer may modify (and delete) it, the rule's own deadline; null when time is not the limit */
      modifiableUntil: rights.deadline?.toISOString() ?? null,
    },
    ageInDays: ageInDays(row.tx.createdAt),
    transfer,
  };
}
