// PUT /api/notifications/{id}/read — marks one of the caller's notifications read
import { apiRoute, reply } from "@/lib/api/handler";
import { markNotificationRead } from "@/lib/services/notifications";

export const PUT = apiRoute({ permission: "notifications:read" }, async ({ user, params }) =>
  reply({ message: "Notification marquée comme lue", data: await markNotificationRead(user.id, params.id!) }),
);

import { otherMethods } from "@/lib/api/methods";
export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
