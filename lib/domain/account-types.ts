// The account types of the market (ORIGINAL-CLIENT.md's /accountype): which ones the admin has
// switched on, and the label he gave AUTRES. A type switched off is no longer offered nor accepted for a new
// entry; its lines and transactions of earlier days stay as they are. Pure: the setting is read by the service.
import { ACCOUNT_TYPES, type AccountType, type Role } from "./constants";
import { ACCOUNT_INFO } from "./ledger";
import { withHeldAccounts } from "./uv-master";

/** SPEC's four accounts: the ones on until the admin changes them. */
export const DEFAULT_ACTIVE_TYPES: readonly AccountType[] = ["LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER"];
/** The accounts SPEC gives every supervisor (its form offers the first four; AUTRES is opened with "Créer un compte"). */
export const SPEC_ACCOUNT_TYPES: readonly AccountType[] = ["LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER", "AUTRES"];
/** The cash drawer is always there: it cannot be switched off. */
export const ALWAYS_ACTIVE_TYPES: readonly AccountType[] = ["LIQUIDE"];
/** The one type whose label the admin chooses (e.g. "Tigo Cash"). */
export const CUSTOM_LABEL_TYPE = "AUTRES" satisfies AccountType;
export const AUTRES_LABEL_DEFAULT = ACCOUNT_INFO.AUTRES.label;
export const AUTRES_LABEL_MIN = 2;
export const AUTRES_LABEL_MAX = 40;

export interface AccountTypesSetting {
  active: AccountType[];
  autresLabel: string;
}

export const DEFAULT_ACCOUNT_TYPES: AccountTypesSetting = { active: [...DEFAULT_ACTIVE_TYPES], autresLabel: AUTRES_LABEL_DEFAULT };

const isAccountType = (v: unknown): v is AccountType => typeof v === "string" && (ACCOUNT_TYPES as readonly string[]).includes(v);

/** The stored setting (jsonb), or the default when it was never written or cannot be read. */
export function readAccountTypesSetting(value: unknown): AccountTypesSetting {
  if (!value || typeof value !== "object") return { ...DEFAULT_ACCOUNT_TYPES, active: [...DEFAULT_ACCOUNT_TYPES.active] };
  const v = value as { active?: unknown; autresLabel?: unknown };
  const stored = Array.isArray(v.active) ? v.active.filter(isAccountType) : [...DEFAULT_ACTIVE_TYPES];
  // in the market's order, once each, the cash always in
  const active = ACCOUNT_TYPES.filter((t) => stored.includes(t) || ALWAYS_ACTIVE_TYPES.includes(t));
  const autresLabel = typeof v.autresLabel === "string" && v.autresLabel.trim() ? v.autresLabel.trim() : AUTRES_LABEL_DEFAULT;
  return { active, autresLabel };
}

export function accountTypeLabel(type: AccountType, setting: AccountTypesSetting): string {
  return type === CUSTOM_LABEL_TYPE ? setting.autresLabel : ACCOUNT_INFO[type].label;
}

/** GET /api/accountype's answer (the earlier app's fields, and `icon`, `canToggle`). */
export function accountTypesView(setting: AccountTypesSetting) {
  const allTypes = ACCOUNT_TYPES.map((value) => ({
    value,
    label: accountTypeLabel(value, setting),
    icon: ACCOUNT_INFO[value].icon,
    isActive: setting.active.includes(value),
    canCustomizeLabel: value === CUSTOM_LABEL_TYPE,
    canToggle: !ALWAYS_ACTIVE_TYPES.includes(value),
  }));
  return {
    allTypes,
    activeTypes: setting.active,
    activeOptions: allTypes.filter((t) => t.isActive).map(({ value, label }) => ({ value, label })),
    autresLabel: setting.autresLabel,
  };
}

/**
 * The accounts a role's transaction form offers: the active ones, UV Master to the admin (SPEC §3), and to a
 * supervisor on a day his lines (`comptes`) hold it, to count it (lib/domain/uv-master.ts).
 */
export function formAccountTypesOf(setting: AccountTypesSetting, role: Role, comptes?: { debut: Record<string, number>; sortie: Record<string, number> } | null) {
  const all = setting.active.map((code) => ({ code, label: accountTypeLabel(code, setting), icon: ACCOUNT_INFO[code].icon, adminOnly: code === "UV_MASTER" }));
  if (role === "ADMIN") return all;
  return withHeldAccounts(
    all.filter((a) => a.code !== "UV_MASTER"),
    comptes,
    all.find((a) => a.code === "UV_MASTER"),
  );
}

/** "Créer un compte": any of SPEC's accounts, and a market type only while it is switched on. */
export const accountCreationAllowed = (type: AccountType, setting: AccountTypesSetting) => SPEC_ACCOUNT_TYPES.includes(type) || setting.active.includes(type);

export const inactiveTypeMessage = (type: AccountType, setting: AccountTypesSetting) =>
  `Le type de compte ${accountTypeLabel(type, setting)} est désactivé : l'administrateur peut le réactiver dans « Types de compte »`;
