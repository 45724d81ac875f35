// GET /api/account-lines/deletion-history?page&limit&supervisorId — the earlier app's path (ORIGINAL-CLIENT.md)
// for GET /api/transactions/lines/deletion-history: it reads `data` as the list, and `pagination` beside it
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { lineDeletionHistory } from "@/lib/services/audit-history";
import { historyQuerySchema } from "@/lib/validation/lines";

export const GET = apiRoute({ permission: "lines:history", query: historyQuerySchema }, async ({ query }) => {
  const { deletions, pagination } = await lineDeletionHistory(await getDb(), query);
  return reply({ data: deletions, beside: { pagination } });
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
