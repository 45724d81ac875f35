// POST /api/users/create — the admin creates a supervisor or a partner; answers codeAcces, sent by SMS too
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { siteUrlOf } from "@/lib/api/site";
import { getDb } from "@/lib/db/client";
import { createUser, USER_ADMIN_MESSAGES } from "@/lib/services/user-admin";
import { createUserSchema } from "@/lib/validation/users";

export const POST = apiRoute({ permission: "users:manage", body: createUserSchema }, async ({ req, user, body }) =>
  reply({ status: 201, message: USER_ADMIN_MESSAGES.created, data: await createUser(await getDb(), user, { ...body, siteUrl: siteUrlOf(req) }) }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
