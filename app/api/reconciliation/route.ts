// GET /api/reconciliation?supervisorId=&accountType=&from=&to=&ecartsOnly= — declared balances against the
// operator's statement, day by day (admin: anyone, or every supervisor holding the account; supervisor: himself)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { reconciliationView } from "@/lib/services/statements/views";
import { reconciliationQuerySchema } from "@/lib/validation/reconciliation";

export const GET = apiRoute({ permission: "reconciliation:read", query: reconciliationQuerySchema }, async ({ user, query }) => reconciliationView(await getDb(), user, query));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
