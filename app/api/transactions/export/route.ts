// POST /api/transactions/export — {format: xlsx | simple, period, customDate} -> the workbook
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { exportResponse } from "@/lib/services/exports";
import type { ExportFormat } from "@/lib/validation/exports";
import { exportQuerySchema } from "@/lib/validation/export-query";

export const POST = apiRoute({ permission: "exports:run", body: exportQuerySchema }, async ({ body }) =>
  exportResponse(await getDb(), body.format as ExportFormat, body, { needsFormat: true }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
