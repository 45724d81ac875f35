// GET /api/transactions/supervisors/available — active supervisors: the admin's transaction form, and the kiosks a
// transfer can go to (a supervisor gets their names only, never their phones: the phone is a login)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { optionsQuerySchema } from "@/lib/validation/transaction-filters";
import { listAvailableSupervisors } from "@/lib/services/ledger/options";

export const GET = apiRoute({ permission: "transfers:create", query: optionsQuerySchema }, async ({ user, query }) => {
  const supervisors = await listAvailableSupervisors(await getDb(), query.limit);
  return { supervisors: user.role === "ADMIN" ? supervisors : supervisors.map(({ id, nomComplet }) => ({ id, nomComplet })) };
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
