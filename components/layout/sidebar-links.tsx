"use client";

// The interactive bits of the sidebar (components/layout/app-sidebar.tsx renders the rest, icons
// included, on the server): links that know whether they are the current page, and Déconnexion.
import { usePathname } from "next/navigation";
import { useState } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { SidebarMenuButton, useSidebar } from "@/components/ui/sidebar";
import { logout } from "@/lib/client/logout";

/** The longest of `hrefs` that the path is or is under. */
function activeHref(pathname: string, hrefs: string[]): string | null {
  const hits = hrefs.filter((href) => pathname === href || pathname.startsWith(href + "/"));
  return hits.sort((a, b) => b.length - a.length)[0] ?? null;
}

export function SidebarNavLink({
  href,
  siblings,
  aliases = [],
  tooltip,
  className,
  testId,
  children,
}: {
  href: string;
  /** every entry of the menu and their other paths, so that /admin is not active on /admin/users */
  siblings: string[];
  /** other paths that are this entry's page (the profile's four paths, the history's tabs) */
  aliases?: string[];
  tooltip: string;
  className?: string;
  testId?: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname() ?? ""; // null only in the Pages Router, which never renders the sidebar
  const { setOpenMobile } = useSidebar();
  // the longest of all the menu's paths that this one is under, when it is this entry's
  const hit = activeHref(pathname, [...siblings, ...aliases]);
  const active = hit !== null && (hit === href || aliases.includes(hit));
  return (
    <SidebarMenuButton asChild isActive={active} tooltip={tooltip} className={className}>
      <IntentLink href={href} onClick={() => setOpenMobile(false)} data-testid={testId} aria-current={active ? "page" : undefined}>
        {children}
      </IntentLink>
    </SidebarMenuButton>
  );
}

export function LogoutButton({ children }: { children: React.ReactNode }) {
  const [leaving, setLeaving] = useState(false);
  async function leave() {
    setLeaving(true);
    // with entries waiting to be sent it asks first (components/offline/logout-flow.tsx, loaded on this tap)
    const flow = await import("@/components/offline/client").catch(() => null);
    if (!(await (flow ? flow.logoutAsking() : logout()))) setLeaving(false);
  }
  return (
    <SidebarMenuButton onClick={leave} disabled={leaving} tooltip="Déconnexion" className="text-destructive hover:text-destructive">
      {children}
      <span>{leaving ? "Déconnexion..." : "Déconnexion"}</span>
    </SidebarMenuButton>
  );
}
