// GET /api/transactions/account-types — the accounts the caller's transaction form offers: the types switched on,
// UV Master to the admin only
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { formAccountTypesOf } from "@/lib/domain/account-types";
import { getAccountTypes } from "@/lib/services/account-types";

export const GET = apiRoute({ permission: "transactions:create" }, async ({ user }) => ({ accountTypes: formAccountTypesOf(await getAccountTypes(await getDb()), user.role) }));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
