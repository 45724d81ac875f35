// PATCH /api/users/registration-requests/{id}/approve — creates the user (PARTENAIRE unless role=SUPERVISEUR) and sends his code by SMS
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { siteUrlOf } from "@/lib/api/site";
import { getDb } from "@/lib/db/client";
import { approveRegistration } from "@/lib/services/registrations";
import { approveRequestSchema } from "@/lib/validation/users";

export const PATCH = apiRoute({ permission: "registrations:review", body: approveRequestSchema }, async ({ req, user, params, body }) =>
  reply({
    message: "Demande approuvée : utilisateur créé",
    data: await approveRegistration(await getDb(), user, uuidParam(params), { role: body.role, siteUrl: siteUrlOf(req) }),
  }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
