// POST /api/transactions/supervisors/{supervisorId}/close — closes a supervisor's day (the supervisor his own of today, the admin any): the counted figures, the GR, the justification; the day is locked
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { closeDay } from "@/lib/services/ledger/closing";
import { closeDaySchema } from "@/lib/validation/day-close";

export const POST = apiRoute({ permission: "days:close", body: closeDaySchema }, async ({ user, params, body }) =>
  reply({
    message: "Journée clôturée avec succès",
    data: await closeDay(await getDb(), user, uuidParam(params, "supervisorId", "Superviseur non trouvé"), { justification: body.justification, date: body.date }),
  }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
