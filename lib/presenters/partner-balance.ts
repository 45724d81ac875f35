// Partners' balances and histories as the routes answer them and the screens render them: the services' figures
// (lib/services/partner-balance.ts, free-partners.ts) with the balance said in words and each amount as French
// text, where the answers have always had them. Pure (docs/decisions/0081-etages.md).
import { formatFcfa } from "@/lib/domain/money";
import type { Balance } from "@/lib/domain/partner-balance";
import type { ConvertedPartner } from "@/lib/services/free-partners";
import type { getPartnerBalance, Movement, PartnerBalanceSummary } from "@/lib/services/partner-balance";
import type { getPartnerHistory } from "@/lib/services/partner-history";

/** `label`: who owes whom, "On doit 30 000 F" (the shop owes him), "Doit 3 500 F", "Compte soldé"; `formatted`: the amount. */
export type ShownBalance = Balance & { label: string; formatted: string };

export function shownBalance(solde: Balance): ShownBalance {
  const amount = formatFcfa(solde.montantAbsolu);
  const label = solde.etat === "BOUTIQUE_DOIT" ? `On doit ${amount}` : solde.etat === "PARTENAIRE_DOIT" ? `Doit ${amount}` : "Compte soldé";
  return { ...solde, label, formatted: amount };
}

export type ShownPartnerBalance = Omit<PartnerBalanceSummary, "solde"> & { solde: ShownBalance };

/** GET /api/partner-balance and the partners' pages: every partner's balance in words. */
export function presentPartnerBalances(list: PartnerBalanceSummary[]): ShownPartnerBalance[] {
  return list.map((p) => ({ ...p, solde: shownBalance(p.solde) }));
}

export type ShownMovement = Movement & { formatted: string };

function shownMovement(m: Movement): ShownMovement {
  const { id, type, montant, ...rest } = m;
  return { id, type, montant, formatted: formatFcfa(montant), ...rest };
}

/** GET /api/partner-balance/:partnerId: his balance in words, his latest movements as shown. */
export function presentPartnerBalance(balance: Awaited<ReturnType<typeof getPartnerBalance>>) {
  return { ...balance, solde: shownBalance(balance.solde), transactions: balance.transactions.map(shownMovement) };
}

/** GET /api/partner-balance/:partnerId/history and the partner's own page: the same, for a page of his movements. */
export function presentPartnerHistory(history: Awaited<ReturnType<typeof getPartnerHistory>>) {
  return { ...history, solde: shownBalance(history.solde), transactions: history.transactions.map(shownMovement) };
}

export type ShownPartnerHistory = ReturnType<typeof presentPartnerHistory>;

/** POST /api/transactions/partners/convert-free: the converted partner's balance in words. */
export function presentConvertedPartner(converted: ConvertedPartner) {
  return { ...converted, solde: shownBalance(converted.solde) };
}

export type ShownConvertedPartner = ReturnType<typeof presentConvertedPartner>;
