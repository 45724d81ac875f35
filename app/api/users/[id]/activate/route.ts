// PATCH /api/users/{id}/activate — activates a user who is not active
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { activateUser, USER_ADMIN_MESSAGES } from "@/lib/services/user-admin";

export const PATCH = apiRoute({ permission: "users:manage" }, async ({ user, params }) =>
  reply({ message: USER_ADMIN_MESSAGES.activated, data: { user: await activateUser(await getDb(), user, uuidParam(params)) } }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
