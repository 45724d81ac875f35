// GET /api/transactions/stats?period= — counts and amounts by type for a period
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { presentStats } from "@/lib/presenters/transactions";
import { transactionStats } from "@/lib/services/ledger/queries";
import { statsQuerySchema } from "@/lib/validation/transaction-filters";

export const GET = apiRoute({ permission: "transactions:read", query: statsQuerySchema }, async ({ user, query }) => ({
  stats: presentStats(await transactionStats(await getDb(), user, query.period)),
}));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
