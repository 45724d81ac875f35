// Who records what on UV Master (docs/decisions/0102-uv-master-counted-by-its-holder.md). Its credit comes from
// the admin only (an allocation), yet what a supervisor holds of it is a balance like his others: until he
// counts it at night, his GR stays at minus what he was given. So a supervisor records a Fin on UV Master on a
// day he holds it (a UV Master line of his that day: allocated, or carried from his last day), never a Début
// (credit nobody gave him); the admin records anything. Written once here: the server enforces it on every
// create and edit of a transaction (lib/services/ledger/entry-rule.ts), the screens offer what it allows.
import type { Role } from "./constants";

export const UV_MASTER_MESSAGES = {
  debutAdminOnly: "Le crédit UV Master ne s'ajoute que par une allocation de l'administrateur : vous saisissez seulement sa Fin comptée",
  notHeld: "Vous n'avez pas de crédit UV Master aujourd'hui (ni allocation ni solde reporté) : rien à compter sur ce compte",
} as const;

/**
 * What a direct entry (a Début or a Fin) on an account asks of its actor: nothing; a line of that account on the
 * supervisor's day (`held`, refused with `refusal` without one); or it is refused.
 */
export type DirectEntryRule = { kind: "open" } | { kind: "held"; refusal: string } | { kind: "refused"; refusal: string };

const OPEN: DirectEntryRule = { kind: "open" };

export function directEntryRule(role: Role, accountType: string, typeOperation: "depot" | "retrait"): DirectEntryRule {
  if (accountType !== "UV_MASTER" || role === "ADMIN") return OPEN;
  return typeOperation === "retrait" ? { kind: "held", refusal: UV_MASTER_MESSAGES.notHeld } : { kind: "refused", refusal: UV_MASTER_MESSAGES.debutAdminOnly };
}

/** Whether the day's lines hold an account: a Début or a Fin line of it, whatever its value. */
export const holdsAccount = (comptes: { debut: Record<string, number>; sortie: Record<string, number> }, code: string): boolean =>
  code in comptes.debut || code in comptes.sortie;

/**
 * The accounts a supervisor's single-entry form offers: those of his role, and UV Master (`uvMaster`, as the
 * list spells its entries; none while the type is switched off) on a day he holds it, where the rule lets him
 * count it.
 */
export function withHeldAccounts<T extends { code: string }>(
  accounts: T[],
  comptes: { debut: Record<string, number>; sortie: Record<string, number> } | null | undefined,
  uvMaster: T | undefined,
): T[] {
  if (!uvMaster || !comptes || accounts.some((a) => a.code === "UV_MASTER") || !holdsAccount(comptes, "UV_MASTER")) return accounts;
  return [...accounts, uvMaster];
}
