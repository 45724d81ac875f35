// POST /api/users/{id}/sessions/revoke — the admin ends every open session of a user (every device logged out at its next request)
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { revokeUserSessions } from "@/lib/services/sessions";

export const POST = apiRoute({ permission: "users:manage" }, async ({ user, params }) => {
  const result = await revokeUserSessions(await getDb(), user, uuidParam(params));
  return reply({ message: result.revoked === 0 ? "Aucune session ouverte" : `Sessions fermées (${result.revoked})`, data: result });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
