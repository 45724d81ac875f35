"use client";

// /auth opened by someone already logged in (a valid session, checked against the database by the page): no
// blank login form, but where he can go — his role's home — or Se déconnecter, which ends the session
// as the sidebar's Déconnexion does (lib/client/logout.ts) and shows the login form again.
import { useState } from "react";
import { LayoutDashboard, Loader2, LogOut } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { logout } from "@/lib/client/logout";
import type { Role } from "@/lib/domain/constants";
import { homePathFor, ROLE_LABELS } from "@/lib/domain/users";

export interface SignedInViewer {
  nomComplet: string;
  role: Role;
}

export function SignedIn({ viewer }: { viewer: SignedInViewer }) {
  const [leaving, setLeaving] = useState(false);
  async function leave() {
    setLeaving(true);
    // with entries waiting to be sent it asks first (components/offline/logout-flow.tsx, loaded on this tap)
    const flow = await import("@/components/offline/client").catch(() => null);
    if (!(await (flow ? flow.logoutAsking() : logout()))) setLeaving(false);
  }
  return (
    <section aria-labelledby="signed-in-title" className="space-y-4 text-center">
      <div className="space-y-1">
        <h2 id="signed-in-title" className="text-lg font-semibold">
          Vous êtes déjà connecté
        </h2>
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{viewer.nomComplet}</span> · {ROLE_LABELS[viewer.role]}
        </p>
      </div>
      {/* a full navigation: the dashboards are another application shell than this page */}
      <a href={homePathFor(viewer.role)} className={buttonVariants({ className: "h-auto min-h-10 w-full whitespace-normal text-center" })}>
        <LayoutDashboard aria-hidden /> Continuer vers mon tableau de bord
      </a>
      <Button variant="outline" className="w-full" onClick={leave} disabled={leaving}>
        {leaving ? <Loader2 className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
        {leaving ? "Déconnexion..." : "Se déconnecter"}
      </Button>
    </section>
  );
}
