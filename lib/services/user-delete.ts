// Deleting a user: refused for an admin, for oneself, and for a supervisor whose latest day still holds a
// non-zero line (USER_HAS_BALANCE). Otherwise a JSON snapshot of the user and his data goes to the
// append-only audit log, then he is deleted (his lines, transactions, days, accounts and notifications
// follow by cascade), all in one SQL transaction.
import { and, count, desc, eq, inArray, ne, or } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import {
  accountLines,
  notifications,
  registrationRequests,
  smsOutbox,
  supervisorAccounts,
  transactions,
  users,
} from "@/lib/db/schema";
import { AppError } from "@/lib/domain/errors";
import { writeAudit } from "./audit";
import { lockManagedUser } from "./user-admin";
import { toPublicUser } from "./users";

/** How many lines and transactions the snapshot keeps (newest first); the totals are always kept. */
export const SNAPSHOT_LIMIT = 1_000;

export const DELETE_MESSAGES = {
  self: "Vous ne pouvez pas supprimer votre propre compte",
  deleted: "Utilisateur supprimé",
} as const;

/** Whether a supervisor's latest day that has lines holds a non-zero line. */
export async function hasBalance(tx: Tx, supervisorId: string): Promise<boolean> {
  const [latest] = await tx
    .select({ day: accountLines.day })
    .from(accountLines)
    .where(eq(accountLines.supervisorId, supervisorId))
    .orderBy(desc(accountLines.day))
    .limit(1);
  if (!latest) return false;
  const [nonZero] = await tx
    .select({ n: count() })
    .from(accountLines)
    .where(and(eq(accountLines.supervisorId, supervisorId), eq(accountLines.day, latest.day), ne(accountLines.value, 0)));
  return (nonZero?.n ?? 0) > 0;
}

async function snapshotOf(tx: Tx, user: Awaited<ReturnType<typeof lockManagedUser>>) {
  const id = user.id;
  const hisTransactions = or(eq(transactions.supervisorId, id), eq(transactions.actorId, id), eq(transactions.partnerId, id));
  const [accounts, lines, [linesTotal], txs, [txTotal], requests, [notes], [sms]] = await Promise.all([
    tx.select().from(supervisorAccounts).where(eq(supervisorAccounts.supervisorId, id)),
    tx.select().from(accountLines).where(eq(accountLines.supervisorId, id)).orderBy(desc(accountLines.day)).limit(SNAPSHOT_LIMIT),
    tx.select({ n: count() }).from(accountLines).where(eq(accountLines.supervisorId, id)),
    tx.select().from(transactions).where(hisTransactions).orderBy(desc(transactions.createdAt)).limit(SNAPSHOT_LIMIT),
    tx.select({ n: count() }).from(transactions).where(hisTransactions),
    tx
      .select({
        id: registrationRequests.id,
        status: registrationRequests.status,
        nomComplet: registrationRequests.nomComplet,
        adresse: registrationRequests.adresse,
        message: registrationRequests.message,
        createdAt: registrationRequests.createdAt,
        decidedAt: registrationRequests.decidedAt,
      })
      .from(registrationRequests)
      .where(or(eq(registrationRequests.userId, id), eq(registrationRequests.telephone, user.telephone))),
    tx.select({ n: count() }).from(notifications).where(eq(notifications.userId, id)),
    tx.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.userId, id)),
  ]);
  return {
    user: { ...toPublicUser(user), photo: user.photoMime ? { mime: user.photoMime } : null, tokenVersion: user.tokenVersion },
    accounts,
    lines,
    linesTotal: linesTotal?.n ?? 0,
    transactions: txs,
    transactionsTotal: txTotal?.n ?? 0,
    registrationRequests: requests,
    notificationsTotal: notes?.n ?? 0,
    smsTotal: sms?.n ?? 0,
    truncated: (linesTotal?.n ?? 0) > SNAPSHOT_LIMIT || (txTotal?.n ?? 0) > SNAPSHOT_LIMIT,
  };
}

export async function deleteUser(db: Db, actor: SessionUser, id: string): Promise<{ id: string }> {
  if (id === actor.id) throw new AppError("BAD_REQUEST", DELETE_MESSAGES.self);
  return db.transaction(async (tx) => {
    // the row lock also waits for (and then blocks) a transaction being recorded for him
    const user = await lockManagedUser(tx, id);
    if (user.role === "SUPERVISEUR" && (await hasBalance(tx, id))) throw new AppError("USER_HAS_BALANCE");
    const snapshot = await snapshotOf(tx, user);
    await writeAudit(tx, {
      actor,
      action: "USER_DELETED",
      entity: "user",
      entityId: id,
      supervisorId: user.role === "SUPERVISEUR" ? id : null,
      before: snapshot,
    });
    // his own request and his SMS (which hold his code) go with him; the rest cascades from users
    const requestIds = snapshot.registrationRequests.map((r) => r.id);
    if (requestIds.length) await tx.delete(registrationRequests).where(inArray(registrationRequests.id, requestIds));
    await tx.delete(smsOutbox).where(eq(smsOutbox.userId, id));
    await tx.delete(users).where(eq(users.id, id));
    return { id };
  });
}
