// How a reconciled day looks in the grid and its detail: its colour by the écart thresholds, and its cell's
// short text (the larger écart, signed; or what is missing).
import { formatCompactFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { largestEcart, RECONCILIATION_STATUS_LABELS, type EcartTone } from "@/lib/domain/statements/reconcile";
import type { ReconciledRow } from "./use-reconciliation";

export const TONE_CLASSES: Record<EcartTone, string> = {
  ok: "bg-emerald-50 text-emerald-900 border-emerald-200",
  faible: "bg-yellow-50 text-yellow-900 border-yellow-300",
  attention: "bg-amber-100 text-amber-950 border-amber-300",
  grave: "bg-red-100 text-red-900 border-red-300",
  absent: "bg-muted text-muted-foreground border-border",
};

export const TONE_LABELS: Record<EcartTone, string> = {
  ok: "Conforme",
  faible: "Écart faible",
  attention: "Écart à surveiller",
  grave: "Écart grave",
  absent: "Une des deux parts manque",
};

/** The signed larger écart of a day (Début or Fin, whichever is larger in francs). */
export function largerSide(row: Pick<ReconciledRow, "ecart">): number {
  const size = largestEcart(row.ecart);
  return Math.abs(row.ecart.debut ?? 0) === size ? (row.ecart.debut ?? 0) : (row.ecart.fin ?? 0);
}

export function cellText(row: ReconciledRow): string {
  if (row.status === "ok") return "OK";
  if (row.status === "ecart") return formatCompactFcfa(largerSide(row));
  return RECONCILIATION_STATUS_LABELS[row.status];
}

export function cellLabel(row: ReconciledRow): string {
  const status = RECONCILIATION_STATUS_LABELS[row.status];
  return row.status === "ecart" ? `${status} de ${formatSignedFcfa(largerSide(row))}` : status;
}
