// PUT /api/notifications/{id}/read — marks one of the caller's notifications read
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { markNotificationRead, NOTIFICATION_NOT_FOUND } from "@/lib/services/notifications";

export const PUT = apiRoute({ permission: "notifications:read" }, async ({ user, params }) =>
  reply({ message: "Notification marquée comme lue", data: await markNotificationRead(await getDb(), user.id, uuidParam(params, "id", NOTIFICATION_NOT_FOUND)) }),
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
