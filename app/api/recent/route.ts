// GET /api/recent?type&period&accountType&page&limit&sortBy&sortOrder — the earlier app's recent list
// (ORIGINAL-CLIENT.md; SPEC is silent on this path): our paginated list with its fields added
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { withOriginalFields, withOriginalStats } from "@/lib/domain/original-client";
import { presentTransactionList } from "@/lib/presenters/transactions";
import { listTransactions } from "@/lib/services/ledger/queries";
import { transactionFilterSchema } from "@/lib/validation/transaction-filters";

export const GET = apiRoute({ permission: "transactions:read", query: transactionFilterSchema }, async ({ user, query }) => {
  const { transactions, stats, pagination } = presentTransactionList(await listTransactions(await getDb(), user, query, { paginate: true }), getEnv().APP_TIMEZONE);
  const now = new Date();
  return {
    transactions: transactions.map((t) => withOriginalFields(t, now)),
    stats: withOriginalStats(stats),
    pagination: { ...pagination, totalCount: stats.total, hasNextPage: pagination.page < pagination.pages, hasPrevPage: pagination.page > 1 },
  };
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
