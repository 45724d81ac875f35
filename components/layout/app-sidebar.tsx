"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import {
  Bell,
  History,
  LayoutDashboard,
  LogOut,
  Package,
  Receipt,
  Settings,
  ShoppingCart,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { toast } from "sonner";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "@/components/ui/sidebar";
import { api } from "@/lib/api-client";
import { forgetSession } from "@/lib/client/session";
import type { Role } from "@/lib/domain/constants";
import { initials, ROLE_LABELS } from "@/lib/domain/users";
import { activeHref, NAV, type NavIcon } from "./nav";

const ICONS: Record<NavIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  users: Users,
  transactions: Receipt,
  orders: ShoppingCart,
  products: Package,
  notifications: Bell,
  settings: Settings,
  history: History,
};

export function AppSidebar({ user }: { user: { nomComplet: string; role: Role } }) {
  const pathname = usePathname();
  const { setOpenMobile } = useSidebar();
  const [leaving, setLeaving] = useState(false);
  const nav = NAV[user.role];
  const current = activeHref(pathname, nav.entries);
  const close = () => setOpenMobile(false);

  async function logout() {
    setLeaving(true);
    try {
      await api("/api/users/logout", { method: "POST", retry: true });
    } catch {
      toast.error("Erreur de connexion. Vérifiez votre réseau.");
      setLeaving(false);
      return;
    }
    forgetSession();
    window.location.assign("/auth");
  }

  return (
    <Sidebar label={nav.title}>
      <SidebarHeader>
        <div className="flex h-12 items-center gap-2 px-1">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Wallet className="size-4" />
          </span>
          <div className="grid min-w-0 leading-tight group-data-[collapsible=icon]:hidden">
            <span className="truncate font-semibold">Caisse</span>
            <span className="truncate text-xs text-muted-foreground">{nav.title}</span>
          </div>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroupLabel>Navigation</SidebarGroupLabel>
        <SidebarMenu>
          {nav.entries.map((entry) => {
            const Icon = ICONS[entry.icon];
            return (
              <SidebarMenuItem key={entry.href}>
                <SidebarMenuButton asChild isActive={current === entry.href} tooltip={entry.label}>
                  <Link href={entry.href} onClick={close}>
                    <Icon />
                    <span>{entry.label}</span>
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          {nav.profile && (
            <SidebarMenuItem>
              <SidebarMenuButton
                asChild
                isActive={pathname === nav.profile}
                tooltip={`${user.nomComplet} · ${ROLE_LABELS[user.role]}`}
                className="h-12 group-data-[collapsible=icon]:p-0!"
              >
                <Link href={nav.profile} onClick={close} data-testid="sidebar-profile">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold text-primary">
                    {initials(user.nomComplet)}
                  </span>
                  <span className="grid min-w-0 leading-tight">
                    <span className="truncate font-medium">{user.nomComplet}</span>
                    <span className="truncate text-xs text-muted-foreground">{ROLE_LABELS[user.role]}</span>
                  </span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          )}
          <SidebarMenuItem>
            <SidebarMenuButton onClick={logout} disabled={leaving} tooltip="Déconnexion" className="text-destructive hover:text-destructive">
              <LogOut />
              <span>{leaving ? "Déconnexion..." : "Déconnexion"}</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
