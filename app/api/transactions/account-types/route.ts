// GET /api/transactions/account-types — the accounts the caller's transaction form offers
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { formAccountTypes } from "@/lib/services/ledger/options";

export const GET = apiRoute({ permission: "transactions:create" }, async ({ user }) => ({ accountTypes: formAccountTypes(user.role) }));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
