// GET /api/transactions/dashboard/partner — the partner's own deposits and withdrawals of the day, as `data.dashboard`
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { presentPartnerAnswer } from "@/lib/presenters/dashboards";
import { partnerDashboardAnswer } from "@/lib/services/ledger/dashboard-answers";
import { resolveDashboardDay } from "@/lib/services/ledger/days";
import { dashboardQuerySchema } from "@/lib/validation/lines";

export const GET = apiRoute({ permission: "dashboard:partner", query: dashboardQuerySchema }, async ({ user, query }) =>
  presentPartnerAnswer(await partnerDashboardAnswer(await getDb(), user.id, resolveDashboardDay(query))),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
