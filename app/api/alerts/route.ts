// GET /api/alerts?status=open|acknowledged&supervisorId=&kind=&period= — the alerts, newest first (admin: all;
// supervisor: his own, read-only)
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { listAlerts } from "@/lib/services/alerts/list";
import { alertsQuerySchema } from "@/lib/validation/alerts";

export const GET = apiRoute({ permission: "alerts:read", query: alertsQuerySchema }, async ({ user, query }) => listAlerts(await getDb(), user, query));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
