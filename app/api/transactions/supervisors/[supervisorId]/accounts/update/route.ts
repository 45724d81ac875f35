// PATCH /api/transactions/supervisors/{supervisorId}/accounts/update — the admin sets a line's value
import { getDb } from "@/lib/db/client";
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { setAccountValue, LINE_ACTION_MESSAGES } from "@/lib/services/ledger/line-actions";
import { accountUpdateSchema } from "@/lib/validation/lines";

export const PATCH = apiRoute({ permission: "lines:set", body: accountUpdateSchema }, async ({ user, params, body }) =>
  reply({
    message: "Compte mis à jour avec succès",
    data: await setAccountValue(await getDb(), user, {
      supervisorId: uuidParam(params, "supervisorId", LINE_ACTION_MESSAGES.supervisorNotFound),
      lineType: body.accountType,
      accountKey: body.accountKey,
      newValue: body.newValue,
      date: body.date,
    }),
  }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
