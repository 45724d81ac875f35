// The French of an écart against the operator's statement, for its alert and its summary line.
import type { AccountType } from "../constants";
import { ACCOUNT_INFO } from "../ledger";
import { formatSignedFcfa } from "../money";

/** "Wave : écart de +2 000 F au Début et de -5 000 F à la Fin avec le relevé de l'opérateur (déclaré moins relevé)" */
export function ALERT_REASONS_STATEMENT(accountType: AccountType, ecart: { debut: number | null; fin: number | null }): string {
  const sides = [
    ecart.debut ? `de ${formatSignedFcfa(ecart.debut)} au Début` : null,
    ecart.fin ? `de ${formatSignedFcfa(ecart.fin)} à la Fin` : null,
  ].filter(Boolean);
  return `${ACCOUNT_INFO[accountType].label} : écart ${sides.join(" et ")} avec le relevé de l'opérateur (déclaré moins relevé)`;
}
