// GET /api/transactions/export/excel?period=&customDate= — the complete workbook (three sheets)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { exportResponse } from "@/lib/services/exports";
import { exportQuerySchema } from "@/lib/validation/export-query";

export const GET = apiRoute({ permission: "exports:run", query: exportQuerySchema }, async ({ query }) => exportResponse(await getDb(), "xlsx", query));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
