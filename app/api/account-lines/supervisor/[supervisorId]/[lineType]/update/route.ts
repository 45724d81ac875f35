// PATCH /api/account-lines/supervisor/{supervisorId}/{lineType}/update {accountKey, newValue} — the earlier app's
// "set a line's value" (ORIGINAL-CLIENT.md): ours is PATCH .../supervisors/{id}/accounts/update, the line type
// in the body
import { getDb } from "@/lib/db/client";
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { LINE_ACTION_MESSAGES, setAccountValue } from "@/lib/services/ledger/line-actions";
import { lineSetSchema, lineTypeSchema } from "@/lib/validation/lines";

export const PATCH = apiRoute({ permission: "lines:set", body: lineSetSchema }, async ({ user, params, body }) =>
  reply({
    message: "Compte mis à jour avec succès",
    data: await setAccountValue(await getDb(), user, {
      supervisorId: uuidParam(params, "supervisorId", LINE_ACTION_MESSAGES.supervisorNotFound),
      lineType: lineTypeSchema.parse(params.lineType),
      accountKey: body.accountKey,
      newValue: body.newValue,
      date: body.date,
    }),
  }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
