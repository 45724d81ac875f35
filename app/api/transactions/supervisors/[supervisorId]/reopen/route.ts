// POST /api/transactions/supervisors/{supervisorId}/reopen — the admin reopens a closed day, with a reason
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { reopenDay } from "@/lib/services/ledger/closing";
import { reopenDaySchema } from "@/lib/validation/day-close";

export const POST = apiRoute({ permission: "days:reopen", body: reopenDaySchema }, async ({ user, params, body }) =>
  reply({
    message: "Journée rouverte",
    data: await reopenDay(await getDb(), user, uuidParam(params, "supervisorId", "Superviseur non trouvé"), { reason: body.reason, date: body.date }),
  }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
