// GET /api/users/admin/dashboard — user statistics (tiles of /admin/users, pending requests, failed SMS)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { getUserStats } from "@/lib/services/user-lists";

export const GET = apiRoute({ permission: "users:read" }, async () => ({ stats: await getUserStats(await getDb()) }));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
