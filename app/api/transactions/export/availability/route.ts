// GET /api/transactions/export/availability?period=&customDate= — {hasData}
import { apiRoute } from "@/lib/api/handler";
import { exportAvailability } from "@/lib/services/exports";
import { exportQuerySchema } from "@/lib/validation/export-query";

export const GET = apiRoute({ permission: "exports:run", query: exportQuerySchema }, async ({ query }) => exportAvailability(query));

import { otherMethods } from "@/lib/api/methods";
export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
