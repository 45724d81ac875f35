// DELETE /api/transactions/supervisors/{supervisorId}/lines/{lineType} — removes a line (body accountKey)
import { apiRoute, reply } from "@/lib/api/handler";
import { deleteLine } from "@/lib/services/ledger/line-actions";
import { lineDeleteSchema, lineTypeSchema } from "@/lib/validation/lines";

export const DELETE = apiRoute({ permission: "lines:delete", body: lineDeleteSchema }, async ({ user, params, body }) =>
  reply({
    message: "Ligne supprimée avec succès",
    data: await deleteLine(user, {
      supervisorId: params.supervisorId!,
      lineType: lineTypeSchema.parse(params.lineType),
      accountKey: body.accountKey,
      date: body.date,
    }),
  }),
);

import { otherMethods } from "@/lib/api/methods";
export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
