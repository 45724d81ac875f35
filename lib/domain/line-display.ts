// What a line's key and a GR are called on the screens: which lines are a partner's or a transfer's, an account's
// label and icon, the GR's sign in words. Apart from ./ledger.ts, which re-exports them: the dashboards' first load
// shows lines and GRs, and needs none of the ledger's other rules (a module goes to the browser whole, with
// everything any of its pages uses).
import { PARTNER_KEY_PREFIX, TRANSFER_KEY_PREFIX, type AccountType } from "./constants";
import { partnerIdOfKey, type PartnerNames } from "./partner-keys";

export const isPartnerKey = (accountKey: string) => accountKey.startsWith(PARTNER_KEY_PREFIX);
/** A transfer line: the other kiosk of the day's transfers, `sup-<his supervisor id>`. */
export const isTransferKey = (accountKey: string) => accountKey.startsWith(TRANSFER_KEY_PREFIX);
/**
 * A movement line: a partner's or a transfer's. It adds its entries, never carries over and is never a counted
 * balance; every other line is an account's (its key an account type: the engine's caisse_is_account_key).
 */
export const isMovementKey = (accountKey: string) => isPartnerKey(accountKey) || isTransferKey(accountKey);
/**
 * A line's key as the screens show it when no name is known for it: an account type as is, a free
 * partner's line as his folded name, a registered partner's (his id) as "Partenaire", a transfer line as
 * "autre kiosque".
 */
export function displayKey(accountKey: string): string {
  if (isTransferKey(accountKey)) return "autre kiosque";
  if (!isPartnerKey(accountKey)) return accountKey;
  return partnerIdOfKey(accountKey) ? "Partenaire" : accountKey.slice(PARTNER_KEY_PREFIX.length);
}

export type GrTone = "positive" | "negative" | "neutral";

/** SPEC §1: positive green 'Positif', negative red 'Négatif', zero grey 'Neutre'. */
export function grLabel(gr: number): { label: "Positif" | "Négatif" | "Neutre"; tone: GrTone } {
  if (gr > 0) return { label: "Positif", tone: "positive" };
  if (gr < 0) return { label: "Négatif", tone: "negative" };
  return { label: "Neutre", tone: "neutral" };
}

export const ACCOUNT_INFO: Record<AccountType, { label: string; icon: string }> = {
  LIQUIDE: { label: "Liquide (Cash)", icon: "💵" },
  ORANGE_MONEY: { label: "Orange Money", icon: "📱" },
  WAVE: { label: "Wave", icon: "🌊" },
  UV_MASTER: { label: "UV Master", icon: "⭐" },
  FREE_MONEY: { label: "Free Money", icon: "📲" },
  WESTERN_UNION: { label: "Western Union", icon: "🌍" },
  RIA: { label: "RIA", icon: "💸" },
  MONEYGRAM: { label: "MoneyGram", icon: "🌐" },
  AUTRES: { label: "Autres", icon: "📦" },
};

/**
 * Label and icon of any line key (partner lines: 👥 and the partner's name from `names`, by key; transfer lines:
 * "↔ {the other kiosk's name}", shown as a movement like a partner's).
 */
export function accountKeyInfo(accountKey: string, names?: PartnerNames | null): { label: string; icon: string; partner: boolean } {
  const transfer = isTransferKey(accountKey);
  if (transfer || isPartnerKey(accountKey)) return { label: (transfer ? "↔ " : "") + (names?.[accountKey] || displayKey(accountKey)), icon: transfer ? "🔁" : "👥", partner: true };
  const info = ACCOUNT_INFO[accountKey as AccountType];
  // AUTRES under the admin's label when the names carry one (e.g. "Tigo Cash")
  if (accountKey === "AUTRES" && names?.AUTRES) return { ...ACCOUNT_INFO.AUTRES, label: names.AUTRES, partner: false };
  return info ? { ...info, partner: false } : { label: accountKey, icon: "📦", partner: false };
}
