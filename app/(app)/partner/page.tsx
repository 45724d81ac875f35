// /partner — the partner's own space: SPEC §2's welcome, then his balance with the shop and his movements day
// by day. The first view is read here, on the server; pages and periods load in the browser.
import Link from "next/link";
import { UserRound } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { PartnerSpace } from "@/components/partner/partner-space";
import { Button } from "@/components/ui/button";
import { requirePageUser } from "@/lib/auth/page";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { HISTORY_PAGE_SIZE } from "@/lib/domain/partner-history";
import { presentPartnerHistory } from "@/lib/presenters/partner-balance";
import { getPartnerHistory } from "@/lib/services/partner-history";

export const metadata = { title: "Dashboard Partenaire" };

export default async function PartnerDashboardPage() {
  const user = await requirePageUser("/partner");
  const history = presentPartnerHistory(await getPartnerHistory(await getDb(), user, user.id, { page: 1, limit: HISTORY_PAGE_SIZE }));
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
        <PartnerSpace partnerId={user.id} timeZone={getEnv().APP_TIMEZONE} initial={history} />
      </div>
    </>
  );
}
