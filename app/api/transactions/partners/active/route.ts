// GET /api/transactions/partners/active — active partners for the transaction form
import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { listActivePartners } from "@/lib/services/ledger/options";

const query = z.object({ limit: z.coerce.number().int().min(1).max(100).default(100) });

export const GET = apiRoute({ permission: "partners:list", query }, async ({ query }) => ({
  partners: await listActivePartners(query.limit),
}));

import { otherMethods } from "@/lib/api/methods";
export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
