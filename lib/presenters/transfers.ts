// Transfers between kiosks as the routes answer them and the screens render them: the service's view
// (lib/services/ledger/transfer-views.ts) with its amount, its sentence and its moments as French text, each key
// where the answer has always had it. Pure (docs/decisions/0081-etages.md).
import { formatFcfa } from "@/lib/domain/money";
import { formatDateTimeFr } from "@/lib/domain/periods";
import { transferSentenceOf } from "@/lib/domain/transfers";
import type { listTransfers, TransferMoment, TransferView } from "@/lib/services/ledger/transfer-views";

/** `atText`: the moment in the business time zone, "25/11/2026 14:05". */
export type ShownMoment = { reason: string | null; at: string | null; atText: string | null; by: string | null };

export type ShownTransfer = Omit<TransferView, "contest" | "settlement"> & {
  formatted: string;
  sentence: string;
  contest: ShownMoment | null;
  settlement: ShownMoment | null;
};

const shownMoment = (m: TransferMoment | null, timeZone: string): ShownMoment | null =>
  m && { reason: m.reason, at: m.at, atText: m.at ? formatDateTimeFr(m.at, timeZone) : null, by: m.by };

/** One transfer (with what its service adds after its own fields, the viewer's rights, kept in place). */
export function presentTransfer<T extends TransferView>(view: T, timeZone: string): Omit<T, keyof TransferView> & ShownTransfer {
  const { id, status, statutLabel, day, montant, note, from, to, contest, settlement, ...rest } = view;
  const shown = {
    id,
    status,
    statutLabel,
    day,
    montant,
    formatted: formatFcfa(montant),
    note,
    from,
    to,
    sentence: transferSentenceOf(from, to, montant),
    contest: shownMoment(contest, timeZone),
    settlement: shownMoment(settlement, timeZone),
    ...rest,
  };
  // `rest` is the view's other fields: what T adds to a TransferView is among them
  return shown as Omit<T, keyof TransferView> & ShownTransfer;
}

/** GET /api/transactions/transfers: each transfer as shown, the period's total in francs. */
export function presentTransferList(list: Awaited<ReturnType<typeof listTransfers>>, timeZone: string) {
  return {
    ...list,
    transfers: list.transfers.map((t) => presentTransfer(t, timeZone)),
    stats: { ...list.stats, formatted: formatFcfa(list.stats.montant) },
  };
}
