// GET /api/users/registration-requests — requests to review (pending by default, oldest first) and the pending count
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { listRegistrationRequests } from "@/lib/services/registrations";
import { registrationRequestsQuery } from "@/lib/validation/users";

export const GET = apiRoute({ permission: "registrations:review", query: registrationRequestsQuery }, async ({ query }) =>
  listRegistrationRequests(await getDb(), query),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
