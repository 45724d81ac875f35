// GET /api/transactions/lines/deletion-history?page=&limit=&supervisorId= — deleted lines, newest first
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { lineDeletionHistory } from "@/lib/services/audit-history";
import { historyQuerySchema } from "@/lib/validation/lines";

export const GET = apiRoute({ permission: "lines:history", query: historyQuerySchema }, async ({ query }) => lineDeletionHistory(await getDb(), query));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
