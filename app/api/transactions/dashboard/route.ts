// GET /api/transactions/dashboard?period=today|yesterday|custom&date= — the caller's own dashboard, by role
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getAdminDashboard, getPartnerDashboard, getSupervisorDashboard } from "@/lib/services/ledger/dashboards";
import { resolveDashboardDay } from "@/lib/services/ledger/days";
import { dashboardQuerySchema } from "@/lib/validation/lines";

export const GET = apiRoute({ permission: "dashboard:own", query: dashboardQuerySchema }, async ({ user, query }) => {
  const day = resolveDashboardDay(query);
  if (user.role === "ADMIN") return getAdminDashboard(day);
  if (user.role === "SUPERVISEUR") return getSupervisorDashboard(user.id, day);
  return getPartnerDashboard(user.id, day);
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
