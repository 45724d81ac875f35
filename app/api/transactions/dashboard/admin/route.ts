// GET /api/transactions/dashboard/admin — global summary and one card per supervisor for a day
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getAdminDashboard } from "@/lib/services/ledger/dashboards";
import { resolveDashboardDay } from "@/lib/services/ledger/days";
import { dashboardQuerySchema } from "@/lib/validation/lines";

export const GET = apiRoute({ permission: "dashboard:admin", query: dashboardQuerySchema }, async ({ query }) =>
  getAdminDashboard(resolveDashboardDay(query)),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
