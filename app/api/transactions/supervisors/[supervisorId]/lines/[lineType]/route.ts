// DELETE /api/transactions/supervisors/{supervisorId}/lines/{lineType} — removes a line (body accountKey)
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { deleteLine, LINE_ACTION_MESSAGES } from "@/lib/services/ledger/line-actions";
import { lineDeleteSchema, lineTypeSchema } from "@/lib/validation/lines";

export const DELETE = apiRoute({ permission: "lines:delete", body: lineDeleteSchema }, async ({ user, params, body }) =>
  reply({
    message: "Ligne supprimée avec succès",
    data: await deleteLine(await getDb(), user, {
      supervisorId: uuidParam(params, "supervisorId", LINE_ACTION_MESSAGES.supervisorNotFound),
      lineType: lineTypeSchema.parse(params.lineType),
      accountKey: body.accountKey,
      date: body.date,
    }),
  }),
);

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
