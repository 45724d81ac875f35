// PATCH /api/users/{id}/suspend — suspends a user; his open sessions end at their next request
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { suspendUser, USER_ADMIN_MESSAGES } from "@/lib/services/user-admin";

export const PATCH = apiRoute({ permission: "users:manage" }, async ({ user, params }) =>
  reply({ message: USER_ADMIN_MESSAGES.suspended, data: { user: await suspendUser(await getDb(), user, uuidParam(params)) } }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
