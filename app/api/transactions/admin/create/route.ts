// POST /api/transactions/admin/create — the admin records a transaction of today for any supervisor
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { handleCreate } from "@/lib/api/transaction-create";
import { getDb } from "@/lib/db/client";
import { transactionPayloadSchema } from "@/lib/validation/transactions";

export const POST = apiRoute({ permission: "transactions:create-for-any", body: transactionPayloadSchema, sessionCheck: "handler" }, async ({ user, tokenVersion, body, req }) =>
  handleCreate(await getDb(), user, tokenVersion, body, req),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
