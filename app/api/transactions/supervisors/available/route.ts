// GET /api/transactions/supervisors/available — active supervisors for the admin's transaction form
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { optionsQuerySchema } from "@/lib/validation/transaction-filters";
import { listAvailableSupervisors } from "@/lib/services/ledger/options";

export const GET = apiRoute({ permission: "transactions:create-for-any", query: optionsQuerySchema }, async ({ query }) => ({
  supervisors: await listAvailableSupervisors(query.limit),
}));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
