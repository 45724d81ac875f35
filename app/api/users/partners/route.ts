// GET /api/users/partners — partners, paginated (status, search, page 1, limit 20 ≤ 100, showCodes)
import { apiRoute } from "@/lib/api/handler";
import { AppError } from "@/lib/domain/errors";
import { can, denialMessage } from "@/lib/domain/permissions";
import { listPartners } from "@/lib/services/user-lists";
import { partnersQuery } from "@/lib/validation/users";

export const GET = apiRoute({ permission: "users:read", query: partnersQuery }, async ({ user, query }) => {
  if (query.showCodes && !can(user.role, "users:codes")) throw new AppError("FORBIDDEN", denialMessage("users:codes"));
  return listPartners(user, query);
});

import { otherMethods } from "@/lib/api/methods";
export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
