// GET /api/transactions/partners/active — active partners for the transaction form
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { optionsQuerySchema } from "@/lib/validation/transaction-filters";
import { listActivePartners } from "@/lib/services/ledger/options";

export const GET = apiRoute({ permission: "partners:list", query: optionsQuerySchema }, async ({ query }) => ({
  partners: await listActivePartners(await getDb(), query.limit),
}));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
