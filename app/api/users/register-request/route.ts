// POST /api/users/register-request — a visitor asks for access (no session; rate-limited per address); the answer
// is the same whether or not the phone already has an account or a pending request
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { REGISTRATION_MESSAGES, submitRegistrationRequest } from "@/lib/services/registrations";
import { registerRequestSchema } from "@/lib/validation/users";

export const POST = apiRoute({ permission: null, body: registerRequestSchema }, async ({ body, address }) => {
  await submitRegistrationRequest(await getDb(), { ...body, address });
  return reply({ status: 201, message: REGISTRATION_MESSAGES.sent });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
