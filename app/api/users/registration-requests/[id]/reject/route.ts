// PATCH /api/users/registration-requests/{id}/reject — rejects a pending request (optional reason)
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { rejectRegistration } from "@/lib/services/registrations";
import { rejectRequestSchema } from "@/lib/validation/users";

export const PATCH = apiRoute({ permission: "registrations:review", body: rejectRequestSchema }, async ({ user, params, body }) =>
  reply({ message: "Demande rejetée", data: await rejectRegistration(await getDb(), user, uuidParam(params), { reason: body.reason }) }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
