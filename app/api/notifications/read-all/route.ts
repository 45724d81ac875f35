// PUT /api/notifications/read-all — marks all the caller's notifications read
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { markAllNotificationsRead } from "@/lib/services/notifications";

export const PUT = apiRoute({ permission: "notifications:read" }, async ({ user }) =>
  reply({ message: "Notifications marquées comme lues", data: await markAllNotificationsRead(await getDb(), user.id) }),
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
