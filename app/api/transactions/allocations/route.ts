// POST /api/transactions/allocations — the admin allocates UV Master credit to a supervisor (his UV Master Début)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { handleAllocation } from "@/lib/api/transaction-create";
import { getDb } from "@/lib/db/client";
import { allocationSchema } from "@/lib/validation/transfers";

export const POST = apiRoute({ permission: "allocations:create", body: allocationSchema, sessionCheck: "handler" }, async ({ user, tokenVersion, body, req }) =>
  handleAllocation(await getDb(), user, tokenVersion, body, req),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
