// /partner — the partner's welcome (SPEC §2) and his own deposits and withdrawals of the day
import Link from "next/link";
import { ArrowDownLeft, ArrowUpRight, UserRound } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { requirePageUser } from "@/lib/auth/page";
import { getEnv } from "@/lib/config/env";
import { formatDateTimeFr, formatLongDayFr } from "@/lib/domain/periods";
import { getPartnerDashboard } from "@/lib/services/ledger/dashboards";
import { resolveDashboardDay } from "@/lib/services/ledger/days";

export const metadata = { title: "Dashboard Partenaire" };

export default async function PartnerDashboardPage() {
  const user = await requirePageUser("/partner");
  const day = resolveDashboardDay({ period: "today" });
  const data = await getPartnerDashboard(user.id, day);
  const timeZone = getEnv().APP_TIMEZONE;
  const column = (title: string, icon: React.ReactNode, items: typeof data.depots, total: string, empty: string) => (
    <section className="rounded-xl border bg-card shadow-sm">
      <header className="flex items-center gap-2 border-b px-4 py-3">
        {icon}
        <h3 className="flex-1 font-semibold">{title}</h3>
        <span className="font-semibold tabular-nums">{total}</span>
      </header>
      {items.length === 0 ? (
        <p className="px-4 py-4 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y">
          {items.map((m) => (
            <li key={m.id} className="flex items-center gap-3 px-4 py-2.5 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block truncate">{m.superviseur}</span>
                <span className="text-xs text-muted-foreground">{formatDateTimeFr(m.createdAt, timeZone).slice(-5)}</span>
              </span>
              <span className="font-medium tabular-nums">{m.formatted}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <>
      <PageHeader title="Dashboard Partenaire" />
      <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-6">
        <section className="rounded-xl border bg-gradient-to-br from-emerald-50 to-white p-5 sm:p-6">
          <h2 className="text-2xl font-bold tracking-tight">Bonjour {user.nomComplet}</h2>
          <p className="mt-2 text-muted-foreground">Bienvenue {user.nomComplet}... Vous êtes connecté en tant que partenaire</p>
          <Button asChild variant="outline" size="sm" className="mt-4">
            <Link href="/partner/profile">
              <UserRound />
              Mon profil
            </Link>
          </Button>
        </section>
        <div className="space-y-3">
          <div>
            <h2 className="text-lg font-semibold">Mes mouvements du jour</h2>
            <p className="text-sm text-muted-foreground">{formatLongDayFr(data.date)}</p>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {column("Dépôts", <ArrowDownLeft className="size-4 text-emerald-600" aria-hidden />, data.depots, data.totaux.formatted.depots, "Aucun dépôt aujourd'hui")}
            {column("Retraits", <ArrowUpRight className="size-4 text-orange-600" aria-hidden />, data.retraits, data.totaux.formatted.retraits, "Aucun retrait aujourd'hui")}
          </div>
        </div>
      </div>
    </>
  );
}
