// GET /api/transactions/export/info?period=&customDate=&format= — {nomFichier, nombreTransactions}
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { presentExportInfo } from "@/lib/presenters/exports";
import { exportInfo } from "@/lib/services/exports";
import { exportQuerySchema } from "@/lib/validation/export-query";

export const GET = apiRoute({ permission: "exports:run", query: exportQuerySchema }, async ({ query }) => presentExportInfo(await exportInfo(await getDb(), query)));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
