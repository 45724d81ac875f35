// The sidebar of SPEC §2, rendered on the server (its icons cost no JavaScript); the links and the
// logout button are the client parts (./sidebar-links.tsx).
import {
  Bell,
  FileText,
  HandCoins,
  History,
  LayoutDashboard,
  LogOut,
  Package,
  Receipt,
  Scale,
  Settings,
  ShoppingCart,
  TriangleAlert,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { Sidebar, SidebarContent, SidebarFooter, SidebarGroupLabel, SidebarHeader, SidebarMenu, SidebarMenuItem } from "@/components/ui/sidebar";
import type { Role } from "@/lib/domain/constants";
import { initials, ROLE_LABELS } from "@/lib/domain/users";
import { PROFILE_PATHS } from "@/lib/domain/routes";
import { NAV, type NavIcon } from "./nav";
import { LogoutButton, SidebarNavLink } from "./sidebar-links";

const ICONS: Record<NavIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  users: Users,
  transactions: Receipt,
  orders: ShoppingCart,
  products: Package,
  notifications: Bell,
  settings: Settings,
  history: History,
  partners: HandCoins,
  alerts: TriangleAlert,
  summary: FileText,
  reconciliation: Scale,
};

export function AppSidebar({ user }: { user: { nomComplet: string; role: Role } }) {
  const nav = NAV[user.role];
  // the profile's paths are siblings too: /admin (Dashboard) is not the current page on /admin/profile
  const hrefs = [...nav.entries.flatMap((entry) => [entry.href, ...(entry.also ?? [])]), ...(nav.profile ? PROFILE_PATHS : [])];
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
                <SidebarNavLink href={entry.href} siblings={hrefs} aliases={entry.also} tooltip={entry.label}>
                  <Icon />
                  <span>{entry.label}</span>
                </SidebarNavLink>
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          {nav.profile && (
            <SidebarMenuItem>
              <SidebarNavLink
                href={nav.profile}
                siblings={[nav.profile]}
                aliases={PROFILE_PATHS}
                tooltip={`${user.nomComplet} · ${ROLE_LABELS[user.role]}`}
                className="h-12 group-data-[collapsible=icon]:p-0!"
                testId="sidebar-profile"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold text-accent-foreground">
                  {initials(user.nomComplet)}
                </span>
                <span className="grid min-w-0 leading-tight">
                  <span className="truncate font-medium">{user.nomComplet}</span>
                  <span className="truncate text-xs text-muted-foreground">{ROLE_LABELS[user.role]}</span>
                </span>
              </SidebarNavLink>
            </SidebarMenuItem>
          )}
          <SidebarMenuItem>
            <LogoutButton>
              <LogOut />
            </LogoutButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
