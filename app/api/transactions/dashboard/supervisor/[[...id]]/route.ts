// GET /api/transactions/dashboard/supervisor/{id?} — a supervisor's day (his own; the admin: anyone's), as `data.dashboard`
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { presentSupervisorAnswer } from "@/lib/presenters/dashboards";
import { AppError } from "@/lib/domain/errors";
import { supervisorDashboardAnswer } from "@/lib/services/ledger/dashboard-answers";
import { resolveDashboardDay } from "@/lib/services/ledger/days";
import { dashboardQuerySchema } from "@/lib/validation/lines";

export const GET = apiRoute({ permission: "dashboard:supervisor", query: dashboardQuerySchema }, async ({ user, params, query }) => {
  const id = params.id ? uuidParam(params, "id", "Superviseur non trouvé") : user.id;
  if (user.role === "SUPERVISEUR" && id !== user.id) throw new AppError("FORBIDDEN");
  return presentSupervisorAnswer(await supervisorDashboardAnswer(await getDb(), id, resolveDashboardDay(query)));
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
