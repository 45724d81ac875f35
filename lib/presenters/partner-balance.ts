// A partner's balance and history as the routes answer them and his space renders them: the service's movements
// (lib/services/partner-balance.ts) with their amounts as French text, after `montant` where the answer has
// always had them. Pure (README, Décisions, « Les étages »).
import { formatFcfa } from "@/lib/domain/money";
import type { getPartnerBalance, getPartnerHistory, Movement } from "@/lib/services/partner-balance";

export type ShownMovement = Movement & { formatted: string };

function shownMovement(m: Movement): ShownMovement {
  const { id, type, montant, ...rest } = m;
  return { id, type, montant, formatted: formatFcfa(montant), ...rest };
}

/** GET /api/partner-balance/:partnerId: his latest movements as shown. */
export function presentPartnerBalance(balance: Awaited<ReturnType<typeof getPartnerBalance>>) {
  return { ...balance, transactions: balance.transactions.map(shownMovement) };
}

/** GET /api/partner-balance/:partnerId/history and the partner's own page: the page's movements as shown. */
export function presentPartnerHistory(history: Awaited<ReturnType<typeof getPartnerHistory>>) {
  return { ...history, transactions: history.transactions.map(shownMovement) };
}

export type ShownPartnerHistory = ReturnType<typeof presentPartnerHistory>;
