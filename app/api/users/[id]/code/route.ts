// GET /api/users/{id}/code — a user's access code: the admin's "Voir codes", or one's own on the profile (audited)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { revealUserCode } from "@/lib/services/user-lists";

export const GET = apiRoute({ permission: "profile:read" }, async ({ user, params }) => revealUserCode(await getDb(), user, uuidParam(params)));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
