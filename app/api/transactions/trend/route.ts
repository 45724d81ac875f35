// GET /api/transactions/trend?days=30[&supervisorId=][&perSupervisor=true] — the GR of each day (global for the admin, his own for a supervisor), from the stored lines
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { getTrend } from "@/lib/services/ledger/trend";
import { trendQuerySchema } from "@/lib/validation/day-close";

export const GET = apiRoute({ permission: "trend:read", query: trendQuerySchema }, async ({ user, query }) =>
  getTrend(await getDb(), user, { days: query.days, supervisorId: query.supervisorId, perSupervisor: query.perSupervisor }),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
