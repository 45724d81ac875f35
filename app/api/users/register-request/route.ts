// POST /api/users/register-request — a visitor asks for access (no session; rate-limited per address)
import { apiRoute, reply } from "@/lib/api/handler";
import { REGISTRATION_MESSAGES, submitRegistrationRequest } from "@/lib/services/registrations";
import { registerRequestSchema } from "@/lib/validation/users";

export const POST = apiRoute({ permission: null, body: registerRequestSchema }, async ({ body, address }) =>
  reply({ status: 201, message: REGISTRATION_MESSAGES.sent, data: await submitRegistrationRequest({ ...body, address }) }),
);

import { otherMethods } from "@/lib/api/methods";
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
