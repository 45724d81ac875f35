// POST /api/transactions/export — {format: xlsx | simple, period, customDate} -> the workbook
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import type { ExportFormat } from "@/lib/domain/exports";
import { workbookResponse } from "@/lib/presenters/exports";
import { exportSource } from "@/lib/services/exports";
import { exportQuerySchema } from "@/lib/validation/export-query";

export const POST = apiRoute({ permission: "exports:run", body: exportQuerySchema }, async ({ body }) =>
  workbookResponse(body.format as ExportFormat, await exportSource(await getDb(), body, { needsFormat: true }), getEnv().APP_TIMEZONE),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
