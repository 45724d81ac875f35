// DELETE /api/notifications/{id} — deletes one of the caller's notifications
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { deleteNotification, NOTIFICATION_NOT_FOUND } from "@/lib/services/notifications";

export const DELETE = apiRoute({ permission: "notifications:read" }, async ({ user, params }) =>
  reply({ message: "Notification supprimée", data: await deleteNotification(await getDb(), user.id, uuidParam(params, "id", NOTIFICATION_NOT_FOUND)) }),
);

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
