// PATCH /api/alerts/{id}/acknowledge { comment } — the admin takes an alert into account (audited)
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { acknowledgeAlert, ALERT_MESSAGES } from "@/lib/services/alerts/list";
import { acknowledgeSchema } from "@/lib/validation/alerts";

export const PATCH = apiRoute({ permission: "alerts:acknowledge", body: acknowledgeSchema }, async ({ user, params, body }) =>
  reply({ message: "Alerte prise en compte", data: await acknowledgeAlert(await getDb(), user, uuidParam(params, "id", ALERT_MESSAGES.notFound), body) }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
