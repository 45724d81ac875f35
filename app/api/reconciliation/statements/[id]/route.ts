// DELETE /api/reconciliation/statements/{id} { reason } (admin) — removes an import and its operations, audited;
// the days it covered are reconciled again
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { deleteStatement, VIEW_MESSAGES } from "@/lib/services/statements/views";
import { statementDeleteSchema } from "@/lib/validation/reconciliation";

export const DELETE = apiRoute({ permission: "reconciliation:import", body: statementDeleteSchema }, async ({ user, params, body }) =>
  reply({ message: VIEW_MESSAGES.deleted, data: await deleteStatement(await getDb(), user, uuidParam(params, "id", VIEW_MESSAGES.notFound), body.reason) }),
);

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
