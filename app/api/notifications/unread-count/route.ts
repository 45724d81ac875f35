// GET /api/notifications/unread-count — how many of the caller's notifications are unread
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { unreadCount } from "@/lib/services/notifications";

export const GET = apiRoute({ permission: "notifications:read" }, async ({ user }) => ({ unreadCount: await unreadCount(await getDb(), user.id) }));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
