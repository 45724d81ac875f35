// The transactions' lists as the routes answer them and the screens render them: the service's plain items and
// stats (lib/services/ledger/queries.ts) with their amounts and moments as French text, each key where the
// answer has always had it. Pure (docs/decisions/0081-etages.md).
import { centsToFrancs, formatCompactFcfa, formatDirectedFcfa, formatFcfa } from "@/lib/domain/money";
import { formatDateTimeFr } from "@/lib/domain/periods";
import { presentTransfer } from "./transfers";
import type { getTransactionDetails } from "@/lib/services/ledger/details";
import type { TransactionListItem, TransactionStats } from "@/lib/services/ledger/queries";

type Amount = TransactionListItem["montant"] & { formatted: string };

/** A list item as shown: `montant.formatted` ("+1 500 F") and `dateHeure` ("24/11/2026 11:00") in the business time zone. */
export type ShownTransaction = Omit<TransactionListItem, "montant"> & { montant: Amount; dateHeure: string };

/** One item (with whatever its service adds after its own fields, kept in place). */
export function presentTransaction<T extends TransactionListItem>(item: T, timeZone: string): Omit<T, keyof TransactionListItem> & ShownTransaction {
  const { id, type, montant, compte, accountKey, accountType, description, ...rest } = item;
  const shown = {
    id,
    type,
    // a transfer read network-wide moves money inside the network: its amount carries no sign
    montant: {
      valeur: montant.valeur,
      signe: montant.signe,
      formatted: item.transfert?.reseau ? formatFcfa(centsToFrancs(montant.valeur)) : formatDirectedFcfa(montant.signe, centsToFrancs(montant.valeur)),
    },
    compte,
    accountKey,
    accountType,
    description,
    dateHeure: formatDateTimeFr(item.createdAt, timeZone),
    ...rest,
  };
  // `rest` is the item's other fields: what T adds to a TransactionListItem is among them
  return shown as Omit<T, keyof TransactionListItem> & ShownTransaction;
}

type Category = TransactionStats["byCategory"]["depot"];
const withCompact = (c: Category) => ({ ...c, compact: formatCompactFcfa(centsToFrancs(c.montant)) });

/** The stats as shown: each category's amount in its compact form, the totals in francs and the volume compact. */
export function presentStats(stats: TransactionStats) {
  const { depot, retrait, transfert, allocation } = stats.byCategory;
  const { entrees, sorties } = stats.amounts;
  return {
    ...stats,
    byCategory: { depot: withCompact(depot), retrait: withCompact(retrait), transfert: withCompact(transfert), allocation: withCompact(allocation) },
    formatted: { entrees: formatFcfa(centsToFrancs(entrees)), sorties: formatFcfa(centsToFrancs(sorties)), volume: formatCompactFcfa(centsToFrancs(entrees + sorties)) },
  };
}

export type ShownStats = ReturnType<typeof presentStats>;

/** A list and its stats (and its pagination, when it has one, kept as it is). */
export function presentTransactionList<L extends { transactions: TransactionListItem[]; stats: TransactionStats }>(
  list: L,
  timeZone: string,
): Omit<L, "transactions" | "stats"> & { transactions: ShownTransaction[]; stats: ShownStats } {
  return { ...list, transactions: list.transactions.map((t) => presentTransaction(t, timeZone)), stats: presentStats(list.stats) };
}

/** One transaction with the viewer's rights (GET /api/transactions/{id}/details): its item and its transfer as shown. */
export function presentTransactionDetails(details: Awaited<ReturnType<typeof getTransactionDetails>>, timeZone: string) {
  return {
    ...details,
    transaction: presentTransaction(details.transaction, timeZone),
    transfer: details.transfer && presentTransfer(details.transfer, timeZone),
  };
}
