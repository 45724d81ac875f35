// Dashboard Partenaire — the partner's welcome (SPEC §2)
import Link from "next/link";
import { UserRound } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { requirePageUser } from "@/lib/auth/page";

export const metadata = { title: "Dashboard Partenaire" };

export default async function PartnerDashboardPage() {
  const user = await requirePageUser("/partner");
  return (
    <>
      <PageHeader title="Dashboard Partenaire" />
      <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-6">
        <section className="rounded-xl border bg-gradient-to-br from-emerald-50 to-white p-5 sm:p-6">
          <h2 className="text-2xl font-bold tracking-tight">Bonjour {user.nomComplet}</h2>
          <p className="mt-2 text-muted-foreground">
            Bienvenue {user.nomComplet}... Vous êtes connecté en tant que partenaire
          </p>
          <Button asChild variant="outline" size="sm" className="mt-4">
            <Link href="/partner/profile">
              <UserRound />
              Mon profil
            </Link>
          </Button>
        </section>
      </div>
    </>
  );
}
