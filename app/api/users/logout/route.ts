// POST /api/users/logout — clears the session cookie
import { apiRoute, reply } from "@/lib/api/handler";
import { sessionCookieName, sessionCookieOptions } from "@/lib/auth/token";

export const POST = apiRoute({ permission: null }, async () =>
  reply({
    message: "Déconnexion réussie",
    cookies: [{ name: sessionCookieName(), value: "", options: sessionCookieOptions(0) }],
  }),
);

import { otherMethods } from "@/lib/api/methods";
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
