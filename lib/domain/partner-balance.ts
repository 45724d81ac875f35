// A partner's running balance with the shop across days (ORIGINAL-CLIENT.md): his deposits minus his
// withdrawals over all his transactions that still exist. Positive: he left more with the shop than he took,
// the shop owes him (BOUTIQUE_DOIT); negative: he owes the shop (PARTENAIRE_DOIT); zero: SOLDE. Pure: the
// service reads the per-supervisor rows, this adds them up; its words ("On doit X") are lib/presenters'.
import { PARTNER_KEY_PREFIX } from "./constants";
import { isUuid } from "./input";
import { centsToFrancs } from "./money";
import { freePartnerKey, registeredPartnerKey } from "./partners";

export const BALANCE_STATES = ["BOUTIQUE_DOIT", "PARTENAIRE_DOIT", "SOLDE"] as const;
export type BalanceState = (typeof BALANCE_STATES)[number];

export interface Balance {
  /** deposits − withdrawals, in francs */
  montant: number;
  montantAbsolu: number;
  etat: BalanceState;
}

export function balanceOf(depositsFrancs: number, withdrawalsFrancs: number): Balance {
  const montant = depositsFrancs - withdrawalsFrancs;
  const montantAbsolu = Math.abs(montant);
  const etat: BalanceState = montant > 0 ? "BOUTIQUE_DOIT" : montant < 0 ? "PARTENAIRE_DOIT" : "SOLDE";
  return { montant, montantAbsolu, etat };
}

/** One row of partner_balances: a partner's movements with one supervisor (amounts in hundredths of a franc). */
export interface BalanceRow {
  depositsCount: number;
  depositsTotal: number;
  withdrawalsCount: number;
  withdrawalsTotal: number;
  maxDeposit: number | null;
  maxWithdrawal: number | null;
  firstAt: Date;
  lastAt: Date;
  /** how many supervisors the row stands for (1 for a partner_balances row, more once grouped) */
  supervisorCount: number;
}

export interface BalanceStats {
  totalDepots: number;
  totalRetraits: number;
  nombreDepots: number;
  nombreRetraits: number;
  nombreTransactions: number;
  premiereTransaction: string | null;
  derniereTransaction: string | null;
  /** average amount of a movement, in whole francs */
  moyenneTransaction: number;
  plusGrosDepot: number;
  plusGrosRetrait: number;
  /** how many supervisors he dealt with */
  nombreSuperviseurs: number;
}

/** The partner's figures over all his supervisors' rows. */
export function combineBalanceRows(rows: readonly BalanceRow[]): { solde: Balance; statistiques: BalanceStats } {
  let depositsCents = 0;
  let withdrawalsCents = 0;
  let depositsCount = 0;
  let withdrawalsCount = 0;
  let maxDeposit = 0;
  let maxWithdrawal = 0;
  let first: Date | null = null;
  let last: Date | null = null;
  for (const row of rows) {
    depositsCents += row.depositsTotal;
    withdrawalsCents += row.withdrawalsTotal;
    depositsCount += row.depositsCount;
    withdrawalsCount += row.withdrawalsCount;
    maxDeposit = Math.max(maxDeposit, row.maxDeposit ?? 0);
    maxWithdrawal = Math.max(maxWithdrawal, row.maxWithdrawal ?? 0);
    if (!first || row.firstAt < first) first = row.firstAt;
    if (!last || row.lastAt > last) last = row.lastAt;
  }
  const totalDepots = centsToFrancs(depositsCents);
  const totalRetraits = centsToFrancs(withdrawalsCents);
  const count = depositsCount + withdrawalsCount;
  return {
    solde: balanceOf(totalDepots, totalRetraits),
    statistiques: {
      totalDepots,
      totalRetraits,
      nombreDepots: depositsCount,
      nombreRetraits: withdrawalsCount,
      nombreTransactions: count,
      premiereTransaction: first?.toISOString() ?? null,
      derniereTransaction: last?.toISOString() ?? null,
      moyenneTransaction: count ? Math.round((totalDepots + totalRetraits) / count) : 0,
      plusGrosDepot: centsToFrancs(maxDeposit),
      plusGrosRetrait: centsToFrancs(maxWithdrawal),
      nombreSuperviseurs: rows.reduce((n, r) => n + r.supervisorCount, 0),
    },
  };
}

/** Who a partner is in the routes' `:partnerId`: a registered partner's id, or a free partner's name. */
export type PartnerRef = { kind: "registered"; id: string; accountKey: string } | { kind: "free"; accountKey: string };

/** The partner a route parameter names, or null when it names none (empty, or not a possible free name). */
export function partnerRefOf(param: string): PartnerRef | null {
  if (isUuid(param)) {
    const id = param.toLowerCase();
    return { kind: "registered", id, accountKey: registeredPartnerKey(id) };
  }
  const accountKey = freePartnerKey(param);
  return accountKey ? { kind: "free", accountKey } : null;
}

/** The `id` the routes answer for a partner's line key: his user id, or his folded name (free partner). */
export const partnerIdOfLineKey = (accountKey: string) => accountKey.slice(PARTNER_KEY_PREFIX.length);
