// GET /api/transactions/supervisors/available — active supervisors for the admin's transaction form
import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { listAvailableSupervisors } from "@/lib/services/ledger/options";

const query = z.object({ limit: z.coerce.number().int().min(1).max(100).default(100) });

export const GET = apiRoute({ permission: "transactions:create-for-any", query }, async ({ query }) => ({
  supervisors: await listAvailableSupervisors(query.limit),
}));

import { otherMethods } from "@/lib/api/methods";
export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
