// POST /api/users/{id}/regenerate-code — a new access code, sent by SMS; answers nouveauCode
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { siteUrlOf } from "@/lib/api/site";
import { getDb } from "@/lib/db/client";
import { regenerateUserCode, USER_ADMIN_MESSAGES } from "@/lib/services/user-admin";

export const POST = apiRoute({ permission: "users:manage" }, async ({ req, user, params }) =>
  reply({ message: USER_ADMIN_MESSAGES.regenerated, data: await regenerateUserCode(await getDb(), user, uuidParam(params), { siteUrl: siteUrlOf(req) }) }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
