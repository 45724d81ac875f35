// PUT /api/users/{id} — "Modifier" (name, address); DELETE /api/users/{id} — deletes a user after an audit snapshot
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { DELETE_MESSAGES, deleteUser } from "@/lib/services/user-delete";
import { updateUser, USER_ADMIN_MESSAGES } from "@/lib/services/user-admin";
import { updateUserSchema } from "@/lib/validation/users";

export const PUT = apiRoute({ permission: "users:manage", body: updateUserSchema }, async ({ user, params, body }) =>
  reply({ message: USER_ADMIN_MESSAGES.updated, data: { user: await updateUser(await getDb(), user, uuidParam(params), body) } }),
);

export const DELETE = apiRoute({ permission: "users:manage" }, async ({ user, params }) =>
  reply({ message: DELETE_MESSAGES.deleted, data: await deleteUser(await getDb(), user, uuidParam(params)) }),
);

export const { GET, HEAD, POST, PATCH, OPTIONS } = otherMethods({ PUT, DELETE });
