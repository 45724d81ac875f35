// DELETE /api/notifications/{id} — deletes one of the caller's notifications
import { apiRoute, reply } from "@/lib/api/handler";
import { deleteNotification } from "@/lib/services/notifications";

export const DELETE = apiRoute({ permission: "notifications:read" }, async ({ user, params }) =>
  reply({ message: "Notification supprimée", data: await deleteNotification(user.id, params.id!) }),
);

import { otherMethods } from "@/lib/api/methods";
export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
