// POST /api/transactions/accounts — the admin opens an account for a supervisor
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { createAccount } from "@/lib/services/ledger/line-actions";
import { createAccountSchema } from "@/lib/validation/lines";

export const POST = apiRoute({ permission: "accounts:create", body: createAccountSchema }, async ({ user, body }) =>
  reply({ status: 201, message: "Compte créé avec succès", data: await createAccount(await getDb(), user, body) }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
