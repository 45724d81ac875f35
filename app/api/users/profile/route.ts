// GET /api/users/profile — the current user
import { apiRoute } from "@/lib/api/handler";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/domain/errors";
import { getPublicUser } from "@/lib/services/users";

export const GET = apiRoute({ permission: "profile:read" }, async ({ user }) => {
  const profile = await getPublicUser(await getDb(), user.id);
  if (!profile) throw new AppError("UNAUTHORIZED");
  return { user: profile };
});
