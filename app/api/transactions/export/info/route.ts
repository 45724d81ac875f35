// GET /api/transactions/export/info?period=&customDate=&format= — {nomFichier, nombreTransactions}
import { apiRoute } from "@/lib/api/handler";
import { exportInfo } from "@/lib/services/exports";
import { exportQuerySchema } from "@/lib/validation/export-query";

export const GET = apiRoute({ permission: "exports:run", query: exportQuerySchema }, async ({ query }) => exportInfo(query));

import { otherMethods } from "@/lib/api/methods";
export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
