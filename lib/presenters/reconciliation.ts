// The French of a reconciled day's detail: its status, and whether each transfer was seen on the statements.
import { RECONCILIATION_STATUS_LABELS, type ReconciliationDay } from "@/lib/domain/statements/reconcile";

export const TRANSFER_MATCH_LABELS = { confirmed: "Confirmé par l'opérateur", missing: "Non trouvé au relevé" } as const;

export function presentDayDetail<T extends { day: ReconciliationDay | null; transfers: { confirmed: boolean }[] }>(detail: T) {
  return {
    ...detail,
    day: detail.day && { ...detail.day, statusLabel: RECONCILIATION_STATUS_LABELS[detail.day.status] },
    transfers: detail.transfers.map((t) => ({ ...t, label: t.confirmed ? TRANSFER_MATCH_LABELS.confirmed : TRANSFER_MATCH_LABELS.missing })),
  };
}
