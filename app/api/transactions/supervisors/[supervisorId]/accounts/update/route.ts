// PATCH /api/transactions/supervisors/{supervisorId}/accounts/update — the admin sets a line's value
import { apiRoute, reply } from "@/lib/api/handler";
import { setAccountValue } from "@/lib/services/ledger/line-actions";
import { accountUpdateSchema } from "@/lib/validation/lines";

export const PATCH = apiRoute({ permission: "lines:set", body: accountUpdateSchema }, async ({ user, params, body }) =>
  reply({
    message: "Compte mis à jour avec succès",
    data: await setAccountValue(user, {
      supervisorId: params.supervisorId!,
      lineType: body.accountType,
      accountKey: body.accountKey,
      newValue: body.newValue,
      date: body.date,
    }),
  }),
);

import { otherMethods } from "@/lib/api/methods";
export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
