// GET /api/transactions/dashboard/admin — global summary and one card per supervisor for a day, as `data.dashboard`
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { presentAdminAnswer } from "@/lib/presenters/dashboards";
import { adminDashboardAnswer } from "@/lib/services/ledger/dashboard-answers";
import { resolveDashboardDay } from "@/lib/services/ledger/days";
import { dashboardQuerySchema } from "@/lib/validation/lines";

export const GET = apiRoute({ permission: "dashboard:admin", query: dashboardQuerySchema }, async ({ query }) =>
  presentAdminAnswer(await adminDashboardAnswer(await getDb(), resolveDashboardDay(query))),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
