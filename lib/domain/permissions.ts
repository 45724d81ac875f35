// Role -> permission table. Every API handler checks one of these on the server; the UI only hides.
import type { Role } from "./constants";

const ALL: readonly Role[] = ["ADMIN", "SUPERVISEUR", "PARTENAIRE"];
const STAFF: readonly Role[] = ["ADMIN", "SUPERVISEUR"];
const ADMIN: readonly Role[] = ["ADMIN"];

export const PERMISSIONS = {
  "profile:read": ALL,
  "profile:update": ALL,
  "notifications:read": ALL,
  "users:read": ADMIN,
  "users:manage": ADMIN,
  "users:codes": ADMIN,
  "registrations:review": ADMIN,
  "dashboard:admin": ADMIN,
  "dashboard:supervisor": STAFF,
  "dashboard:partner": ["PARTENAIRE"],
  "dashboard:own": ALL,
  "transactions:read": STAFF,
  "transactions:create": STAFF,
  "transactions:create-for-any": ADMIN,
  "transactions:modify": STAFF,
  // a supervisor sends from his own accounts and contests what he received (lib/domain/transfers.ts)
  "transfers:create": STAFF,
  "transfers:contest": STAFF,
  "transfers:settle": ADMIN,
  "allocations:create": ADMIN,
  "lines:delete": STAFF,
  "lines:reset": STAFF,
  "lines:set": ADMIN,
  "lines:history": ADMIN,
  "accounts:create": ADMIN,
  "partners:list": STAFF,
  "exports:run": ADMIN,
  "audit:read": ADMIN,
  "days:close": STAFF,
  "days:reopen": ADMIN,
  "settings:read": ADMIN,
  "settings:update": ADMIN,
  "trend:read": STAFF,
  // the owner's eye: a supervisor reads his own alerts and open days (lib/services/alerts/list.ts), the admin all
  "alerts:read": STAFF,
  "alerts:acknowledge": ADMIN,
  "days:unclosed": STAFF,
  "summary:read": ADMIN,
  "summary:send": ADMIN,
  "partners:balance": ALL,
  // the operators' statements: the admin imports them and saves their formats; a supervisor reads his own
  // reconciliation (lib/services/statements/views.ts) and explains his écarts
  "reconciliation:read": STAFF,
  "reconciliation:import": ADMIN,
  "reconciliation:comment": ["SUPERVISEUR"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** The French refusal for a permission, from SPEC §6 where SPEC names one. */
const DENIAL_MESSAGES: Partial<Record<Permission, string>> = {
  "accounts:create": "Seuls les administrateurs peuvent créer des comptes",
  "lines:delete": "Permissions insuffisantes",
  "lines:reset": "Permissions insuffisantes",
  "lines:set": "Permissions insuffisantes",
};

export const DEFAULT_DENIAL = "Accès interdit. Vous n'avez pas les permissions nécessaires.";

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function denialMessage(permission: Permission): string {
  return DENIAL_MESSAGES[permission] ?? DEFAULT_DENIAL;
}
