// Roles and statuses as the screens name them (SPEC §4), and where each role lands after login.
import type { Role, StoredUserStatus, UserStatus } from "./constants";

export function normalizeStatus(status: StoredUserStatus | string): UserStatus | "UNKNOWN" {
  if (status === "suspended") return "SUSPENDED";
  if (status === "ACTIVE" || status === "SUSPENDED" || status === "PENDING" || status === "REJECTED") return status;
  return "UNKNOWN";
}

export const STATUS_LABELS: Record<UserStatus | "UNKNOWN", string> = {
  ACTIVE: "Actif",
  SUSPENDED: "Suspendu",
  PENDING: "En attente",
  REJECTED: "Rejeté",
  UNKNOWN: "Inconnu",
};

export const statusLabel = (status: string) => STATUS_LABELS[normalizeStatus(status)];

/** A supervisor as the dashboard's cards and the exports show him (SPEC §3): Actif, else En cours. */
export const supervisorStatusLabel = (status: string) => (status === "ACTIVE" ? "Actif" : "En cours");

/** The roles an admin gives (creation, approval of a request). */
export const MANAGED_ROLES = ["SUPERVISEUR", "PARTENAIRE"] as const;
export type ManagedRole = (typeof MANAGED_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: "Administrateur",
  SUPERVISEUR: "Superviseur",
  PARTENAIRE: "Partenaire",
};

export function homePathFor(role: string | null | undefined): string {
  switch (role) {
    case "ADMIN":
      return "/admin";
    case "SUPERVISEUR":
      return "/supervisor";
    case "PARTENAIRE":
      return "/partner";
    default:
      return "/";
  }
}

export function profilePathFor(role: Role): string {
  return `${homePathFor(role)}/profile`;
}

/** Initials for the avatar: first letters of the first two words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("") || "?";
}
