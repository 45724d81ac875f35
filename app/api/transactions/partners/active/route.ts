// GET /api/transactions/partners/active — active partners for the transaction form
import { apiRoute } from "@/lib/api/handler";
import { optionsQuerySchema } from "@/lib/validation/transaction-filters";
import { listActivePartners } from "@/lib/services/ledger/options";

export const GET = apiRoute({ permission: "partners:list", query: optionsQuerySchema }, async ({ query }) => ({
  partners: await listActivePartners(query.limit),
}));
