// SPEC §2's route table: who may open which page, and where the others are sent.
// Used by proxy.ts (fast redirect) and by every page (server check against the database).
import type { Role } from "./constants";

export const PROFILE_PATHS = ["/admin/profile", "/superviseur/profile", "/supervisor/profile", "/partner/profile"];

export type PageAccess = { allow: true } | { allow: false; redirect: string; denied: boolean };

interface Rule {
  /** matches the path itself and everything below it */
  prefix: string;
  roles: readonly Role[];
  /** where a logged-in user without the role goes */
  otherwise: string;
  /** whether the 'Accès refusé' toast follows the user */
  toast: boolean;
}

// Most specific first.
const RULES: Rule[] = [
  { prefix: "/admin/transactions", roles: ["ADMIN", "SUPERVISEUR"], otherwise: "/admin", toast: true },
  { prefix: "/admin", roles: ["ADMIN"], otherwise: "/auth", toast: false },
  { prefix: "/supervisor/transactions", roles: ["SUPERVISEUR"], otherwise: "/supervisor", toast: true },
  { prefix: "/supervisor", roles: ["SUPERVISEUR"], otherwise: "/auth", toast: false },
  { prefix: "/partner", roles: ["PARTENAIRE"], otherwise: "/auth", toast: false },
];

const matches = (path: string, prefix: string) => path === prefix || path.startsWith(prefix + "/");

/** Whether a path needs a logged-in user (the profile paths and every role area). */
export function isProtectedPath(path: string): boolean {
  return PROFILE_PATHS.includes(path) || RULES.some((rule) => matches(path, rule.prefix));
}

/**
 * Decides a page request. A refusal is followed through the table (a partner sent from
 * /supervisor/transactions to /supervisor is then sent on to /auth), keeping the toast.
 */
export function pageAccess(path: string, role: Role | null): PageAccess {
  if (!isProtectedPath(path)) return { allow: true };
  if (!role) return { allow: false, redirect: "/auth", denied: false };
  if (PROFILE_PATHS.includes(path)) return { allow: true };
  let current = path;
  let denied = false;
  for (let hops = 0; hops < RULES.length; hops++) {
    const rule = RULES.find((r) => matches(current, r.prefix));
    if (!rule || rule.roles.includes(role)) {
      return current === path ? { allow: true } : { allow: false, redirect: current, denied };
    }
    denied ||= rule.toast;
    current = rule.otherwise;
  }
  return { allow: false, redirect: "/auth", denied };
}

/** Query parameter that carries the "Accès refusé" toast across a redirect (removed from the URL once shown). */
export const DENIED_QUERY = { name: "acces", value: "refuse" } as const;
