"use client";

// Toasts on arrival: SPEC §2's 'Accès refusé' after a role redirect (?acces=refuse, then the URL is
// cleaned) and those the previous page queued before a full navigation (the login's welcome).
import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { showQueuedToasts, toast } from "@/lib/client/toast";
import { DENIED_QUERY } from "@/lib/domain/routes";

export function DeniedToast() {
  const pathname = usePathname();
  useEffect(() => {
    showQueuedToasts();
    const url = new URL(window.location.href);
    if (url.searchParams.get(DENIED_QUERY.name) !== DENIED_QUERY.value) return;
    toast.error("Accès refusé", { description: "Vous n'avez pas l'autorisation d'accéder à cette page.", duration: 4000 });
    url.searchParams.delete(DENIED_QUERY.name);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, [pathname]);
  return null;
}
