// GET /api/transactions/recent/paginated — one page of the filtered transactions, its stats and pagination
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { presentTransactionList } from "@/lib/presenters/transactions";
import { listTransactions } from "@/lib/services/ledger/queries";
import { transactionFilterSchema } from "@/lib/validation/transaction-filters";

export const GET = apiRoute({ permission: "transactions:read", query: transactionFilterSchema }, async ({ user, query }) =>
  presentTransactionList(await listTransactions(await getDb(), user, query, { paginate: true }), getEnv().APP_TIMEZONE),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
