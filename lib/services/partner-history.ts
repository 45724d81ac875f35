// A partner's history with the shop (GET /api/partner-balance/:partnerId/history, the partner's own page): his
// figures and his movements of a period, paged, with the whole days the page's movements belong to. Who may see
// it is partner-balance.ts's rule (visiblePartner).
import { and, desc, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import type { Executor } from "@/lib/db/client";
import { transactions } from "@/lib/db/schema";
import { AppError } from "@/lib/domain/errors";
import { centsToFrancs } from "@/lib/domain/money";
import { combineBalanceRows } from "@/lib/domain/partner-balance";
import { movements, partnerMovement, visiblePartner } from "./partner-balance";

/** How many movements, and the sums of their deposits and withdrawals (cents): a day's figures and the period's. */
const movementSums = {
  count: sql<number>`count(*)`.mapWith(Number),
  deposits: sql<number>`coalesce(sum(${transactions.amount}) FILTER (WHERE ${transactions.type} = 'DEPOT'), 0)`.mapWith(Number),
  withdrawals: sql<number>`coalesce(sum(${transactions.amount}) FILTER (WHERE ${transactions.type} = 'RETRAIT'), 0)`.mapWith(Number),
};

/** A day's figures in a partner's history: all his movements of that day, not only those of the page. */
export interface HistoryDay {
  day: string;
  nombre: number;
  depots: number;
  retraits: number;
  /** deposits − withdrawals of the day, in francs */
  net: number;
}

/** The figures of the given days (within the period), newest day first. */
async function daysOf(db: Executor, accountKey: string, period: SQL | undefined, days: string[]): Promise<HistoryDay[]> {
  if (!days.length) return [];
  const rows = await db
    .select({ day: transactions.day, ...movementSums })
    .from(transactions)
    .where(and(partnerMovement(accountKey), period, inArray(transactions.day, days)))
    .groupBy(transactions.day)
    .orderBy(desc(transactions.day));
  return rows.map((r) => {
    const depots = centsToFrancs(r.deposits);
    const retraits = centsToFrancs(r.withdrawals);
    return { day: r.day, nombre: r.count, depots, retraits, net: depots - retraits };
  });
}

export const HISTORY_MESSAGES = { order: "La date de début doit précéder la date de fin" } as const;

export interface HistoryOptions {
  page: number;
  limit: number;
  from?: string;
  to?: string;
}

/** GET /api/partner-balance/:partnerId/history: his figures, and his movements of a period, newest first, paged. */
export async function getPartnerHistory(db: Executor, viewer: SessionUser, param: string, options: HistoryOptions) {
  if (options.from && options.to && options.from > options.to) throw new AppError("VALIDATION_ERROR", HISTORY_MESSAGES.order);
  const { ref, identity, rows } = await visiblePartner(db, viewer, param);
  const { solde, statistiques } = combineBalanceRows(rows);
  const period = and(options.from ? gte(transactions.day, options.from) : undefined, options.to ? lte(transactions.day, options.to) : undefined);
  const [totals] = await db
    .select(movementSums)
    .from(transactions)
    .where(and(partnerMovement(ref.accountKey), period));
  const totalCount = totals?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalCount / options.limit));
  const page = await movements(db, ref.accountKey, period, options.limit, (options.page - 1) * options.limit);
  return {
    partenaire: identity,
    solde,
    statistiques,
    periode: {
      from: options.from ?? null,
      to: options.to ?? null,
      nombreTransactions: totalCount,
      totalDepots: centsToFrancs(totals?.deposits ?? 0),
      totalRetraits: centsToFrancs(totals?.withdrawals ?? 0),
    },
    transactions: page,
    // the whole days the page's movements belong to (a day may run over two pages)
    jours: await daysOf(db, ref.accountKey, period, [...new Set(page.map((m) => m.day))]),
    pagination: {
      page: options.page,
      limit: options.limit,
      totalCount,
      totalPages,
      hasNextPage: options.page < totalPages,
      hasPrevPage: options.page > 1,
    },
  };
}
