// GET /api/transactions/recent/export — the filtered transactions as a JSON file (5,000 at most)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { presentTransactionList } from "@/lib/presenters/transactions";
import { listTransactions } from "@/lib/services/ledger/queries";
import { businessToday } from "@/lib/services/ledger/days";
import { transactionFilterSchema } from "@/lib/validation/transaction-filters";

const EXPORT_MAX = 5_000;

export const GET = apiRoute({ permission: "transactions:read", query: transactionFilterSchema }, async ({ user, query }) => {
  const filter = { ...query, page: 1, limit: EXPORT_MAX };
  const { transactions, stats } = presentTransactionList(await listTransactions(await getDb(), user, filter, { paginate: false }), getEnv().APP_TIMEZONE);
  const name = `transactions_${query.period}_${businessToday()}.json`;
  const body = JSON.stringify({ exportedAt: new Date().toISOString(), filter: query, count: transactions.length, total: stats.total, stats, transactions }, null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
