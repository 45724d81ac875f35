// Reading the ledger in tests.
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { accountLines, transactions } from "@/lib/db/schema";
import type { LineType } from "@/lib/domain/constants";
import { businessToday } from "@/lib/services/ledger/days";

export async function lineOf(supervisorId: string, lineType: LineType, accountKey: string, day = businessToday()) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(accountLines)
    .where(and(eq(accountLines.supervisorId, supervisorId), eq(accountLines.day, day), eq(accountLines.lineType, lineType), eq(accountLines.accountKey, accountKey)));
  return row ?? null;
}

export async function valueOf(supervisorId: string, lineType: LineType, accountKey: string, day = businessToday()) {
  return (await lineOf(supervisorId, lineType, accountKey, day))?.value ?? null;
}

export async function countTransactions(supervisorId: string) {
  const db = await getDb();
  return (await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.supervisorId, supervisorId))).length;
}

export const payload = (superviseurId: string, over: Record<string, unknown> = {}) => ({
  superviseurId,
  typeOperation: "depot",
  montant: 1000,
  typeCompte: "LIQUIDE",
  ...over,
});
