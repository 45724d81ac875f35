// GET /api/transactions/export/simple?period=&customDate= — the simple workbook (one condensed sheet)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { workbookResponse } from "@/lib/presenters/exports";
import { exportSource } from "@/lib/services/exports";
import { exportQuerySchema } from "@/lib/validation/export-query";

export const GET = apiRoute({ permission: "exports:run", query: exportQuerySchema }, async ({ query }) =>
  workbookResponse("simple", await exportSource(await getDb(), query), getEnv().APP_TIMEZONE),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
