// /admin/alertes — the alerts to take into account and the days left open; the address may name the filters
// (?supervisorId=…&status=open: the supervisor card's link)
import { alertFiltersFrom } from "@/components/alerts/alert-filters";
import { AlertsScreen } from "@/components/alerts/alerts-screen";
import { requirePageUser } from "@/lib/auth/page";
import { getEnv } from "@/lib/config/env";

export const metadata = { title: "Alertes" };

export default async function AlertsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageUser("/admin/alertes");
  return <AlertsScreen initialFilters={alertFiltersFrom(await searchParams)} timeZone={getEnv().APP_TIMEZONE} />;
}
