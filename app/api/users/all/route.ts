// GET /api/users/all — every user but the admins, by pages (showCodes=true adds codeClair; role, status, search, page, limit ≤ 100)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/domain/errors";
import { can, denialMessage } from "@/lib/domain/permissions";
import { listUsers } from "@/lib/services/user-lists";
import { allUsersQuery } from "@/lib/validation/users";

export const GET = apiRoute({ permission: "users:read", query: allUsersQuery }, async ({ user, query }) => {
  if (query.showCodes && !can(user.role, "users:codes")) throw new AppError("FORBIDDEN", denialMessage("users:codes"));
  return listUsers(await getDb(), user, query);
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
