// /admin — the admin's day dashboard, rendered with today's data, then refreshed in the browser
import { AdminDashboard } from "@/components/dashboard-admin/admin-dashboard";
import type { AdminDashboardData } from "@/components/dashboard-admin/types";
import { requirePageUser } from "@/lib/auth/page";
import { getDb } from "@/lib/db/client";
import { RouteChunkHints } from "@/lib/server/route-chunks";
import { NewTransactionShell } from "@/components/dashboard/new-transaction-shell";
import { GlobalMissingFins } from "@/components/day/global-missing-fins";
import { getEnv } from "@/lib/config/env";
import { formAccountTypesOf } from "@/lib/domain/account-types";
import { getAccountTypes } from "@/lib/services/account-types";
import { DEFAULT_MESSAGES } from "@/lib/domain/errors";
import { presentAdminDashboard } from "@/lib/presenters/dashboards";
import { getAdminDashboard } from "@/lib/services/ledger/dashboards";
import { resolveDashboardDay } from "@/lib/services/ledger/days";

export const metadata = { title: "Dashboard" };

export default async function AdminPage() {
  const user = await requirePageUser("/admin");
  const env = getEnv();
  let initial: AdminDashboardData | null = null;
  let initialError: string | null = null;
  const db = await getDb();
  try {
    initial = presentAdminDashboard(await getAdminDashboard(db, resolveDashboardDay({ period: "today" })));
  } catch (error) {
    console.error("[admin] tableau de bord :", error);
    initialError = DEFAULT_MESSAGES.SERVER_ERROR;
  }
  // the day's missing Fins, in the HTML's first paint (/admin's largest paint: global-missing-fins.tsx)
  const missingFins = initial && initial.globalTotals.missingFin > 0 ? <GlobalMissingFins count={initial.globalTotals.missingFin} cards={initial.supervisorCards} className="mt-2" /> : null;
  // the + form's accounts, in its HTML frame (new-transaction-shell.tsx): the form's own list, as its route answers it
  const accounts = formAccountTypesOf(await getAccountTypes(db), user.role);
  return (
    <>
      {/* its own scripts, hinted in the head: they travel with the framework's (a sooner first tap) */}
      <RouteChunkHints entry="/(app)/admin/page" />
      <AdminDashboard initial={initial} renderedAt={Date.now()} initialError={initialError} newTransactionShell={<NewTransactionShell variant="admin" accounts={accounts} supervisors={initial?.supervisorCards} />} initialMissingFins={missingFins} userName={user.nomComplet} dailyRefreshAt={env.DAILY_REFRESH_AT} timeZone={env.APP_TIMEZONE} />
    </>
  );
}
