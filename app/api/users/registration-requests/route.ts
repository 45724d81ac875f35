// GET /api/users/registration-requests — requests to review (pending by default, oldest first) and the pending count
import { apiRoute } from "@/lib/api/handler";
import { listRegistrationRequests } from "@/lib/services/registrations";
import { registrationRequestsQuery } from "@/lib/validation/users";

export const GET = apiRoute({ permission: "registrations:review", query: registrationRequestsQuery }, async ({ query }) =>
  listRegistrationRequests(query),
);

import { otherMethods } from "@/lib/api/methods";
export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
