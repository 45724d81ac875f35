// GET /api/users/profile — the current user; PUT /api/users/profile — updates one's own profile (SPEC §5 "Profile")
import { PROFILE_MAX_BODY_BYTES } from "@/lib/api/body-limits";
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { sessionCookieName, sessionCookieOptions, sessionMaxAge } from "@/lib/auth/token";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/domain/errors";
import { updateProfile } from "@/lib/services/profile";
import { getPublicUser } from "@/lib/services/users";
import { profileUpdateSchema } from "@/lib/validation/profile";

export const GET = apiRoute({ permission: "profile:read" }, async ({ user }) => {
  const profile = await getPublicUser(await getDb(), user.id);
  if (!profile) throw new AppError("UNAUTHORIZED");
  return { user: profile };
});

export const PUT = apiRoute({ permission: "profile:update", body: profileUpdateSchema, maxBodyBytes: PROFILE_MAX_BODY_BYTES }, async ({ user, body }) => {
  const result = await updateProfile(await getDb(), user, body);
  return reply({
    message: "Profil mis à jour avec succès",
    // a new code ends the other sessions: this device gets a fresh cookie and stays logged in
    data: result.token ? { user: result.user, token: result.token } : { user: result.user },
    cookies: result.token ? [{ name: sessionCookieName(), value: result.token, options: sessionCookieOptions(sessionMaxAge(result.user.role)) }] : [],
  });
});

export const { HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
