// GET /api/transactions/partners/frequent-free?superviseurId&daysBack=3&minTransactions=3 — free partners who
// came back often; a supervisor sees his own
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { listFrequentFree } from "@/lib/services/free-partners";
import { frequentFreeQuerySchema } from "@/lib/validation/free-partners";

export const GET = apiRoute({ permission: "partners:list", query: frequentFreeQuerySchema }, async ({ user, query }) => listFrequentFree(await getDb(), user, query));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
