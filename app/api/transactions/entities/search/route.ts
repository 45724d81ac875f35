// GET /api/transactions/entities/search?q=&type=supervisors|partners|operators&limit= — filter options
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { searchEntities } from "@/lib/services/ledger/options";
import { entitySearchSchema } from "@/lib/validation/transaction-filters";

export const GET = apiRoute({ permission: "transactions:read", query: entitySearchSchema }, async ({ user, query }) => ({
  results: await searchEntities(await getDb(), user, query),
}));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
