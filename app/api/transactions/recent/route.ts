// GET /api/transactions/recent — the filtered transactions (bounded, newest first) and their stats
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { presentTransactionList } from "@/lib/presenters/transactions";
import { listTransactions } from "@/lib/services/ledger/queries";
import { transactionFilterSchema } from "@/lib/validation/transaction-filters";

export const GET = apiRoute({ permission: "transactions:read", query: transactionFilterSchema }, async ({ user, query }) => {
  const { transactions, stats } = presentTransactionList(await listTransactions(await getDb(), user, query, { paginate: false }), getEnv().APP_TIMEZONE);
  return { transactions, stats };
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
