// GET /api/transactions/dashboard?period=today|yesterday|custom&date= — the caller's own dashboard, by role, as `data.dashboard`
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { adminDashboardAnswer, partnerDashboardAnswer, supervisorDashboardAnswer } from "@/lib/services/ledger/dashboard-answers";
import { resolveDashboardDay } from "@/lib/services/ledger/days";
import { dashboardQuerySchema } from "@/lib/validation/lines";

export const GET = apiRoute({ permission: "dashboard:own", query: dashboardQuerySchema }, async ({ user, query }) => {
  const day = resolveDashboardDay(query);
  if (user.role === "ADMIN") return adminDashboardAnswer(day);
  if (user.role === "SUPERVISEUR") return supervisorDashboardAnswer(user.id, day);
  return partnerDashboardAnswer(user.id, day);
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
