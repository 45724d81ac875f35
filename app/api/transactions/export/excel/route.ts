// GET /api/transactions/export/excel?period=&customDate= — the complete workbook (three sheets)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { workbookResponse } from "@/lib/presenters/exports";
import { exportSource } from "@/lib/services/exports";
import { exportQuerySchema } from "@/lib/validation/export-query";

export const GET = apiRoute({ permission: "exports:run", query: exportQuerySchema }, async ({ query }) =>
  workbookResponse("xlsx", await exportSource(await getDb(), query), getEnv().APP_TIMEZONE),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
