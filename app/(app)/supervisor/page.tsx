// /supervisor — the supervisor's day dashboard, rendered with today's data and the morning reminder of the past
// days he left open (in the page as served: no banner arriving after it, nothing pushed down), then refreshed in
// the browser
import { SupervisorDashboard } from "@/components/dashboard-supervisor/supervisor-dashboard";
import type { SupervisorDashboardData } from "@/components/dashboard-supervisor/types";
import { requirePageUser } from "@/lib/auth/page";
import { getDb } from "@/lib/db/client";
import { RouteChunkHints } from "@/lib/server/route-chunks";
import { NewTransactionShell } from "@/components/dashboard/new-transaction-shell";
import { getEnv } from "@/lib/config/env";
import { formAccountTypesOf } from "@/lib/domain/account-types";
import { likelyOperation } from "@/lib/domain/evening";
import { getAccountTypes } from "@/lib/services/account-types";
import { DEFAULT_MESSAGES } from "@/lib/domain/errors";
import { presentSupervisorDashboard } from "@/lib/presenters/dashboards";
import { getSupervisorDashboard } from "@/lib/services/ledger/dashboards";
import { resolveDashboardDay } from "@/lib/services/ledger/days";
import { unclosedDaysFor } from "@/lib/services/ledger/unclosed";

export const metadata = { title: "Dashboard" };

export default async function SupervisorPage() {
  const user = await requirePageUser("/supervisor");
  let initial: SupervisorDashboardData | null = null;
  let initialError: string | null = null;
  const db = await getDb();
  try {
    initial = presentSupervisorDashboard(await getSupervisorDashboard(db, user.id, resolveDashboardDay({ period: "today" })));
  } catch (error) {
    console.error("[supervisor] tableau de bord :", error);
    initialError = DEFAULT_MESSAGES.SERVER_ERROR;
  }
  // his past days left open; unknown (null) when the read fails: the browser asks again once idle
  const unclosed = await unclosedDaysFor(db, user).then(
    (answer) => answer.days.map((d) => d.day),
    (error) => {
      console.error("[supervisor] journées non clôturées :", error);
      return null;
    },
  );
  // the + form's accounts, in its HTML frame (new-transaction-shell.tsx): the form's own list, UV Master on a day he holds it;
  // the morning and evening screens start from it too (a copy of this page opened with no network has them)
  const accounts = formAccountTypesOf(await getAccountTypes(db), user.role, initial?.comptes);
  return (
    <>
      {/* its own scripts, hinted in the head: they travel with the framework's (a sooner first tap) */}
      <RouteChunkHints entry="/(app)/supervisor/page" />
      <SupervisorDashboard initial={initial} renderedAt={Date.now()} initialError={initialError} initialUnclosed={unclosed} newTransactionShell={<NewTransactionShell variant="supervisor" accounts={accounts} likely={likelyOperation(initial?.comptes.sortie)} />} accounts={accounts.map(({ code, label }) => ({ code, label }))} userName={user.nomComplet} timeZone={getEnv().APP_TIMEZONE} />
    </>
  );
}
