// PATCH /api/accountype/{type}/toggle {isActive} — the admin switches an account type on or off (audited)
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { ACCOUNT_TYPE_MESSAGES, parseAccountTypeParam, toggleAccountType } from "@/lib/services/account-types";
import { toggleAccountTypeSchema } from "@/lib/validation/account-types";

export const PATCH = apiRoute({ permission: "settings:update", body: toggleAccountTypeSchema }, async ({ user, params, body }) =>
  reply({
    message: body.isActive ? ACCOUNT_TYPE_MESSAGES.activated : ACCOUNT_TYPE_MESSAGES.deactivated,
    data: await toggleAccountType(await getDb(), user, parseAccountTypeParam(params.type), body.isActive),
  }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
