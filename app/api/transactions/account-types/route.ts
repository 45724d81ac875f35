// GET /api/transactions/account-types — the accounts the caller's transaction form offers
import { apiRoute } from "@/lib/api/handler";
import { formAccountTypes } from "@/lib/services/ledger/options";

export const GET = apiRoute({ permission: "transactions:create" }, async ({ user }) => ({ accountTypes: formAccountTypes(user.role) }));

import { otherMethods } from "@/lib/api/methods";
export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
