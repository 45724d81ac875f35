// GET /api/transactions/{id}/details — one transaction, the caller's permissions on it and its age
import { apiRoute } from "@/lib/api/handler";
import { getTransactionDetails } from "@/lib/services/ledger/details";

export const GET = apiRoute({ permission: "transactions:read" }, async ({ user, params }) => getTransactionDetails(user, params.id!));

import { otherMethods } from "@/lib/api/methods";
export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
