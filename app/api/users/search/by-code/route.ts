// GET /api/users/search/by-code?code= — the user holding an access code (admin only)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { findUserByCode } from "@/lib/services/user-lists";
import { byCodeQuery } from "@/lib/validation/users";

export const GET = apiRoute({ permission: "users:codes", query: byCodeQuery }, async ({ query }) => ({
  user: await findUserByCode(await getDb(), query.code),
}));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
