// GET /api/transactions/dashboard/partner — the partner's own deposits and withdrawals of the day
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getPartnerDashboard } from "@/lib/services/ledger/dashboards";
import { resolveDashboardDay } from "@/lib/services/ledger/days";
import { dashboardQuerySchema } from "@/lib/validation/lines";

export const GET = apiRoute({ permission: "dashboard:partner", query: dashboardQuerySchema }, async ({ user, query }) =>
  getPartnerDashboard(user.id, resolveDashboardDay(query)),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
