// GET /api/transactions/export/simple?period=&customDate= — the simple workbook (one condensed sheet)
import { apiRoute } from "@/lib/api/handler";
import { exportResponse } from "@/lib/services/exports";
import { exportQuerySchema } from "@/lib/validation/export-query";

export const GET = apiRoute({ permission: "exports:run", query: exportQuerySchema }, async ({ query }) => exportResponse("simple", query));

import { otherMethods } from "@/lib/api/methods";
export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
