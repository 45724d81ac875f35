// GET /api/notifications?limit=&unreadOnly= — the caller's notifications, newest first, with the unread count
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { listNotifications } from "@/lib/services/notifications";
import { notificationsQuerySchema } from "@/lib/validation/notifications";

export const GET = apiRoute({ permission: "notifications:read", query: notificationsQuerySchema }, async ({ user, query }) =>
  listNotifications(await getDb(), user.id, query),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
