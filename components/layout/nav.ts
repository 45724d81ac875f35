// Sidebar entries per role (SPEC §2).
import type { Role } from "@/lib/domain/constants";

export type NavIcon = "dashboard" | "users" | "transactions" | "orders" | "products" | "notifications" | "settings" | "history" | "partners" | "alerts" | "summary" | "reconciliation";

export interface NavEntry {
  href: string;
  label: string;
  icon: NavIcon;
  /** other pages this entry stands for (the tabs of the supervisor's history) */
  also?: string[];
}

export interface NavConfig {
  title: string;
  entries: NavEntry[];
  /** the profile entry (name and role of the current user), when the role's sidebar has one */
  profile: string | null;
}

/** The supervisor's history: his transactions and, on a tab beside them, his reconciliation (read-only). */
export const SUPERVISOR_HISTORY = [
  { href: "/supervisor/transactions", label: "Transactions" },
  { href: "/supervisor/rapprochement", label: "Rapprochement" },
] as const;

export const NAV: Record<Role, NavConfig> = {
  ADMIN: {
    title: "Administration",
    entries: [
      { href: "/admin", label: "Dashboard", icon: "dashboard" },
      { href: "/admin/users", label: "Utilisateurs", icon: "users" },
      { href: "/admin/transactions", label: "Transactions récentes", icon: "transactions" },
      { href: "/admin/partners", label: "Partenaires", icon: "partners" },
      { href: "/admin/alertes", label: "Alertes", icon: "alerts" },
      { href: "/admin/resume", label: "Résumé du jour", icon: "summary" },
      { href: "/admin/rapprochement", label: "Rapprochement", icon: "reconciliation" },
      { href: "/admin/audit", label: "Historique d'audit", icon: "history" },
      { href: "/admin/settings", label: "Paramètres", icon: "settings" },
    ],
    profile: "/admin/profile",
  },
  SUPERVISEUR: {
    title: "Supervision",
    entries: [
      { href: "/supervisor", label: "Dashboard", icon: "dashboard" },
      { href: "/supervisor/transactions", label: "Transactions Récentes", icon: "transactions", also: SUPERVISOR_HISTORY.map((tab) => tab.href) },
      { href: "/supervisor/partners", label: "Partenaires", icon: "partners" },
    ],
    profile: "/supervisor/profile",
  },
  PARTENAIRE: {
    title: "Partenariat",
    entries: [
      { href: "/partner", label: "Dashboard", icon: "dashboard" },
      { href: "/partner/orders", label: "Commandes", icon: "orders" },
      { href: "/partner/products", label: "Produits", icon: "products" },
      { href: "/partner/notifications", label: "Notifications", icon: "notifications" },
      { href: "/partner/settings", label: "Paramètres", icon: "settings" },
    ],
    profile: null,
  },
};
