// The state of a supervisor's day and the rules of its close: pure, so they can be proved.
import { ACCOUNT_TYPES } from "./constants";
import { isMovementKey, lineTotals, type LineValue } from "./ledger";
import { formatFcfa } from "./money";

/** empty: nothing recorded or carried; open: lines, not closed; closed: counted and locked. */
export type DayStatus = "empty" | "open" | "closed";

export function dayStatus(lineCount: number, closed: boolean): DayStatus {
  if (closed) return "closed";
  return lineCount > 0 ? "open" : "empty";
}

/**
 * The accounts whose balance was not counted yet: an account type (never a partner's or a transfer's line, whose
 * entries are movements, not balances) with a Début above 0 and no Fin line, and an account money left or
 * arrived on by a transfer that day (`moved`) with no Fin line: until it is counted, the transfer's line alone
 * moves the GR. In the usual order of the accounts.
 */
export function missingFins(lines: Pick<LineValue, "lineType" | "accountKey" | "value">[], moved: readonly string[] = []): string[] {
  const withFin = new Set(lines.filter((l) => l.lineType === "sortie").map((l) => l.accountKey));
  const keys = [
    ...lines.filter((l) => l.lineType === "debut" && l.value > 0 && !isMovementKey(l.accountKey) && !withFin.has(l.accountKey)).map((l) => l.accountKey),
    ...moved.filter((key) => !withFin.has(key)),
  ];
  const order = (k: string) => {
    const i = ACCOUNT_TYPES.indexOf(k as never);
    return i < 0 ? ACCOUNT_TYPES.length : i;
  };
  return [...new Set(keys)].sort((a, b) => order(a) - order(b) || (a < b ? -1 : 1));
}

export const CLOSE_MESSAGES = {
  closed: "Journée clôturée",
  alreadyClosed: "Cette journée est déjà clôturée",
  notClosed: "Cette journée n'est pas clôturée",
  nothingToClose: "Aucune ligne ce jour-là : rien à clôturer",
  reasonRequired: "Indiquez la raison de la réouverture",
  ownOnly: "Vous ne pouvez clôturer que votre propre journée",
} as const;

/**
 * A GR below minus the tolerance needs a justification: the refusal naming the gap and the tolerance, or
 * null when the close may go on.
 */
export function justificationProblem(gr: number, tolerance: number, justification: string | null | undefined): string | null {
  if (gr >= -tolerance) return null;
  if (justification && justification.trim()) return null;
  return `Écart de ${formatFcfa(gr)}, au-delà de la tolérance de ${formatFcfa(tolerance)} : une justification est requise pour clôturer la journée`;
}

/** What a close records: the totals (missing Fins count as 0 F), the GR and the accounts without a Fin. */
export function closingFigures(lines: LineValue[], moved: readonly string[] = []) {
  const totals = lineTotals(lines);
  return { debutTotal: totals.debutTotal, sortieTotal: totals.sortieTotal, gr: totals.grTotal, missingFin: missingFins(lines, moved) };
}

/**
 * The status of a day across several supervisors (the global trend): closed when every supervisor who
 * recorded something closed it, open when one of them did not, empty when nobody recorded anything.
 */
export function networkDayStatus(supervisorsWithLines: number, closed: number): DayStatus {
  if (supervisorsWithLines === 0) return closed > 0 ? "closed" : "empty";
  return closed >= supervisorsWithLines ? "closed" : "open";
}

/** A day's GR across supervisors, split by their days' states: the closed days' is final, the open days' provisional. */
export interface GrSplit {
  closedGr: number;
  openGr: number;
  closedDays: number;
  openDays: number;
}

/**
 * The split of a day's GR (each supervisor's day with its GR): what the owner reads first is the closed days'
 * GR; an open day's GR changes until it is closed (a morning's Débuts alone read as a large loss), so it is
 * given apart, never summed into it. An empty day counts in neither.
 */
export function grSplit(days: readonly { status: DayStatus; gr: number }[]): GrSplit {
  const split: GrSplit = { closedGr: 0, openGr: 0, closedDays: 0, openDays: 0 };
  for (const day of days) {
    if (day.status === "closed") {
      split.closedGr += day.gr;
      split.closedDays += 1;
    } else if (day.status === "open") {
      split.openGr += day.gr;
      split.openDays += 1;
    }
  }
  return split;
}
