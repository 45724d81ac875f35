// POST /api/users/login — phone + access code -> session cookie and Bearer token
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { sessionCookieName, sessionCookieOptions, sessionMaxAge } from "@/lib/auth/token";
import { getDb } from "@/lib/db/client";
import { loginWithCode } from "@/lib/services/auth";
import { loginSchema } from "@/lib/validation/auth";

export const POST = apiRoute({ permission: null, body: loginSchema }, async ({ body, address, req }) => {
  const { token, user } = await loginWithCode(await getDb(), { telephone: body.telephone, code: body.Code, address, userAgent: req.headers.get("user-agent") });
  return reply({
    message: "Connexion réussie",
    data: { token, user },
    cookies: [{ name: sessionCookieName(), value: token, options: sessionCookieOptions(sessionMaxAge(user.role)) }],
  });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
