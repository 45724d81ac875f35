// Paramètres — the partner's settings: his profile and access code live on the profile page
import Link from "next/link";
import { ChevronRight, UserRound } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { requirePageUser } from "@/lib/auth/page";

export const metadata = { title: "Paramètres" };

export default async function PartnerSettingsPage() {
  const user = await requirePageUser("/partner/settings");
  return (
    <>
      <PageHeader title="Paramètres" />
      <div className="mx-auto w-full max-w-2xl p-4 sm:p-6">
        <Link
          href="/partner/profile"
          className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-muted"
        >
          <UserRound className="size-5 text-primary" aria-hidden />
          <span className="grid flex-1 leading-tight">
            <span className="font-medium">Mon profil</span>
            <span className="text-sm text-muted-foreground">
              {user.nomComplet} · nom, adresse, photo et code d&apos;accès
            </span>
          </span>
          <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
        </Link>
      </div>
    </>
  );
}
