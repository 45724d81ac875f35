// PUT /api/transactions/supervisors/{supervisorId}/lines/{lineType}/reset — sets a line to 0 (or newValue)
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { resetLine, LINE_ACTION_MESSAGES } from "@/lib/services/ledger/line-actions";
import { lineResetSchema, lineTypeSchema } from "@/lib/validation/lines";

export const PUT = apiRoute({ permission: "lines:reset", body: lineResetSchema }, async ({ user, params, body }) =>
  reply({
    message: "Ligne réinitialisée avec succès",
    data: await resetLine(await getDb(), user, {
      supervisorId: uuidParam(params, "supervisorId", LINE_ACTION_MESSAGES.supervisorNotFound),
      lineType: lineTypeSchema.parse(params.lineType),
      accountKey: body.accountKey,
      newValue: body.newValue,
      date: body.date,
    }),
  }),
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
