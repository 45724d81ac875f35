// /supervisor — the supervisor's day dashboard, rendered with today's data, then refreshed in the browser
import { SupervisorDashboard, type SupervisorDashboardData } from "@/components/dashboard/supervisor-dashboard";
import { requirePageUser } from "@/lib/auth/page";
import { getEnv } from "@/lib/config/env";
import { getSupervisorDashboard } from "@/lib/services/ledger/dashboards";
import { resolveDashboardDay } from "@/lib/services/ledger/days";

export const metadata = { title: "Dashboard" };

export default async function SupervisorPage() {
  const user = await requirePageUser("/supervisor");
  let initial: SupervisorDashboardData | null = null;
  try {
    initial = await getSupervisorDashboard(user.id, resolveDashboardDay({ period: "today" }));
  } catch (error) {
    console.error("[supervisor] tableau de bord :", error);
  }
  return <SupervisorDashboard initial={initial} userName={user.nomComplet} timeZone={getEnv().APP_TIMEZONE} />;
}
