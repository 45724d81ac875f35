// GET /api/transactions/export/availability?period=&customDate= — {hasData}
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { exportAvailability } from "@/lib/services/exports";
import { exportQuerySchema } from "@/lib/validation/export-query";

export const GET = apiRoute({ permission: "exports:run", query: exportQuerySchema }, async ({ query }) => exportAvailability(await getDb(), query));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
