// PATCH /api/accountype/AUTRES/label {label} — the admin names the AUTRES type (e.g. "Tigo Cash"), audited
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { ACCOUNT_TYPE_MESSAGES, parseAccountTypeParam, setAutresLabel } from "@/lib/services/account-types";
import { autresLabelSchema } from "@/lib/validation/account-types";

export const PATCH = apiRoute({ permission: "settings:update", body: autresLabelSchema }, async ({ user, params, body }) =>
  reply({ message: ACCOUNT_TYPE_MESSAGES.renamed, data: await setAutresLabel(await getDb(), user, parseAccountTypeParam(params.type), body.label) }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
