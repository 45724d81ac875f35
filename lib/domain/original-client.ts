// The shapes the earlier app's screens read where SPEC is silent on a path (ORIGINAL-CLIENT.md):
// its /recent list items and stats, computed from ours. Pure.
import type { TransactionType } from "./constants";
import { TRANSACTION_TYPE_INFO, type TransactionCategory } from "./ledger";

/** A colour per category, a CSS colour name that also reads as a Tailwind colour family. */
export const CATEGORY_COLORS: Record<TransactionCategory, string> = { depot: "green", retrait: "red", transfert: "blue", allocation: "purple" };

export const CURRENCY = "F CFA";

/** "à l'instant", "il y a 5 min", "il y a 2 h", "il y a 3 j" (never in the future: a clock ahead reads "à l'instant"). */
export function timeAgo(at: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return "à l'instant";
  if (minutes < 60) return `il y a ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `il y a ${hours} h`;
  return `il y a ${Math.floor(hours / 24)} j`;
}

interface ListItem {
  type: { code: TransactionType; label: string; category: string };
  montant: { valeur: number; signe: "+" | "-"; formatted: string };
  createdAt: string;
  dateHeure: string;
}

/** Our list item with the earlier client's fields; its `dateHeure` is one `new Date()` reads (ISO 8601). */
export function withOriginalFields<T extends ListItem>(item: T, now: Date) {
  return {
    ...item,
    type: { ...item.type, key: item.type.code, color: CATEGORY_COLORS[TRANSACTION_TYPE_INFO[item.type.code].category] },
    montant: { ...item.montant, devise: CURRENCY },
    dateHeure: item.createdAt,
    dateHeureTexte: item.dateHeure,
    timeAgo: timeAgo(new Date(item.createdAt), now),
    // every recorded transaction stands (there is no pending state); a corrected one too
    isValidated: true,
  };
}

interface Stats {
  total: number;
  byCategory: Record<TransactionCategory, { count: number }>;
  /** hundredths of a franc, as montant.valeur */
  amounts: { entrees: number; sorties: number };
}

/** Our stats with the earlier client's counts and amounts (hundredths of a franc, as montant.valeur). */
export function withOriginalStats<T extends Stats>(stats: T) {
  return {
    ...stats,
    depots: stats.byCategory.depot.count,
    retraits: stats.byCategory.retrait.count,
    transferts: stats.byCategory.transfert.count,
    montantEntrees: stats.amounts.entrees,
    montantSorties: stats.amounts.sorties,
    montantTotal: stats.amounts.entrees + stats.amounts.sorties,
  };
}
