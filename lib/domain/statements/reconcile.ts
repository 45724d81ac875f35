// A kiosk's declared balances against its operator's statement, day by day (pure). The statement's opening is
// the balance before the day's first operation that moved it, its closing the balance after the last one; a
// day the statement covers without any operation keeps the last known balance. Écart = declared − statement.
import type { AlertLevel, AlertThresholds } from "../alerts";
import { ACCOUNT_TYPES } from "../constants";
import { addDays } from "../periods";

/** The accounts an operator keeps a statement of: every account but cash. */
export const STATEMENT_ACCOUNT_TYPES = ACCOUNT_TYPES.filter((t) => t !== "LIQUIDE");

export const RECONCILIATION_STATUSES = ["ok", "ecart", "sans-releve", "sans-saisie"] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

export const RECONCILIATION_STATUS_LABELS: Record<ReconciliationStatus, string> = {
  ok: "Conforme",
  ecart: "Écart",
  "sans-releve": "Sans relevé",
  "sans-saisie": "Sans saisie",
};

/** A day's counted operations, summed by the database. */
export interface StatementDay {
  opening: number;
  closing: number;
  operations: number;
  moneyIn: number;
  moneyOut: number;
}

export interface Declared {
  debut: number | null;
  fin: number | null;
}

export interface ReconciliationDay {
  day: string;
  declared: Declared;
  statement: StatementDay | { opening: null; closing: null; operations: null; moneyIn: null; moneyOut: null };
  ecart: { debut: number | null; fin: number | null };
  status: ReconciliationStatus;
}

export interface ReconcileInput {
  from: string;
  to: string;
  declared: ReadonlyMap<string, Declared>;
  statementDays: ReadonlyMap<string, StatementDay>;
  /** the balance after the last counted operation before `from`, if any */
  balanceBefore: number | null;
  /** the days the imported statements cover, inclusive ranges */
  covered: readonly { from: string; to: string }[];
}

const NO_STATEMENT = { opening: null, closing: null, operations: null, moneyIn: null, moneyOut: null } as const;

/** The days of [from, to] that have a declaration or a statement, each reconciled. */
export function reconcileDays(input: ReconcileInput): ReconciliationDay[] {
  const days: ReconciliationDay[] = [];
  let known = input.balanceBefore;
  for (let day = input.from; day <= input.to; day = addDays(day, 1)) {
    const moved = input.statementDays.get(day);
    const covered = !!moved || input.covered.some((r) => r.from <= day && day <= r.to);
    let statement: StatementDay | null = null;
    if (moved) {
      statement = moved;
      known = moved.closing;
    } else if (covered && known !== null) {
      statement = { opening: known, closing: known, operations: 0, moneyIn: 0, moneyOut: 0 };
    }
    const declared = input.declared.get(day) ?? null;
    if (!statement && !declared) continue;
    days.push(reconcileDay(day, declared, statement));
  }
  return days;
}

export function reconcileDay(day: string, declared: Declared | null, statement: StatementDay | null): ReconciliationDay {
  const d = declared ?? { debut: null, fin: null };
  const ecart = {
    debut: statement && d.debut !== null ? d.debut - statement.opening : null,
    fin: statement && d.fin !== null ? d.fin - statement.closing : null,
  };
  const nothingDeclared = d.debut === null && d.fin === null;
  const status: ReconciliationStatus = !statement ? "sans-releve" : nothingDeclared ? "sans-saisie" : ecart.debut || ecart.fin ? "ecart" : "ok";
  return { day, declared: d, statement: statement ?? NO_STATEMENT, ecart, status };
}

/** The larger of a day's two écarts, in absolute francs (0 when none). */
export const largestEcart = (ecart: ReconciliationDay["ecart"]) => Math.max(Math.abs(ecart.debut ?? 0), Math.abs(ecart.fin ?? 0));

/**
 * How serious an écart against the statement is, by the écart thresholds of the settings, against the
 * statement's closing balance: any franc of difference is at least "attention", past the grave share "grave".
 */
export function statementEcartLevel(ecart: number, closing: number, t: Pick<AlertThresholds, "ecartGravePercent">): AlertLevel | null {
  const size = Math.abs(ecart);
  if (size === 0) return null;
  if (closing <= 0) return "grave";
  return (size * 100) / closing > t.ecartGravePercent ? "grave" : "attention";
}

/** The grid's tone of a day: no écart, within the warning share, past it, past the grave share. */
export type EcartTone = "ok" | "faible" | "attention" | "grave" | "absent";

export function ecartTone(day: ReconciliationDay, t: Pick<AlertThresholds, "ecartWarnPercent" | "ecartGravePercent">): EcartTone {
  const closing = day.statement.closing;
  if (closing === null || day.status === "sans-saisie") return "absent";
  const size = largestEcart(day.ecart);
  const level = statementEcartLevel(size, closing, t);
  if (level !== "attention") return level ?? "ok";
  return (size * 100) / closing > t.ecartWarnPercent ? "attention" : "faible";
}
