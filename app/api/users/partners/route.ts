// GET /api/users/partners — partners, paginated (status, search, page 1, limit 20 ≤ 100, showCodes)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/domain/errors";
import { can, denialMessage } from "@/lib/domain/permissions";
import { listPartners } from "@/lib/services/user-lists";
import { partnersQuery } from "@/lib/validation/users";

export const GET = apiRoute({ permission: "users:read", query: partnersQuery }, async ({ user, query }) => {
  if (query.showCodes && !can(user.role, "users:codes")) throw new AppError("FORBIDDEN", denialMessage("users:codes"));
  return listPartners(await getDb(), user, query);
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
