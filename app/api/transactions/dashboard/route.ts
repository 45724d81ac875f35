// GET /api/transactions/dashboard?period=today|yesterday|custom&date= — the caller's own dashboard, by role, as `data.dashboard`
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { presentAdminAnswer, presentPartnerAnswer, presentSupervisorAnswer } from "@/lib/presenters/dashboards";
import { adminDashboardAnswer, partnerDashboardAnswer, supervisorDashboardAnswer } from "@/lib/services/ledger/dashboard-answers";
import { resolveDashboardDay } from "@/lib/services/ledger/days";
import { dashboardQuerySchema } from "@/lib/validation/lines";

export const GET = apiRoute({ permission: "dashboard:own", query: dashboardQuerySchema }, async ({ user, query }) => {
  const day = resolveDashboardDay(query);
  const db = await getDb();
  if (user.role === "ADMIN") return presentAdminAnswer(await adminDashboardAnswer(db, day));
  if (user.role === "SUPERVISEUR") return presentSupervisorAnswer(await supervisorDashboardAnswer(db, user.id, day));
  return presentPartnerAnswer(await partnerDashboardAnswer(db, user.id, day));
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
