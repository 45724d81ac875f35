// GET /api/accountype — every account type, whether it is on, AUTRES's label (the earlier app's path)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { accountTypesView, getAccountTypes } from "@/lib/services/account-types";

export const GET = apiRoute({ permission: "transactions:read" }, async () => accountTypesView(await getAccountTypes(await getDb())));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
