// POST /api/users/logout — ends this session on the server (every instance refuses its token from now on) and clears the cookie
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { readRequestClaims } from "@/lib/auth/session";
import { sessionCookieName, sessionCookieOptions } from "@/lib/auth/token";
import { getDb } from "@/lib/db/client";
import { isUuid } from "@/lib/domain/input";
import { revokeSession } from "@/lib/services/sessions";

export const POST = apiRoute({ permission: null }, async ({ req }) => {
  // the token of this request (cookie or Bearer), valid or already ended: logging out twice is harmless
  const claims = await readRequestClaims(req).catch(() => null);
  if (claims && isUuid(claims.sid)) await revokeSession(await getDb(), claims.sid, "LOGOUT");
  return reply({
    message: "Déconnexion réussie",
    cookies: [{ name: sessionCookieName(), value: "", options: sessionCookieOptions(0) }],
  });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
