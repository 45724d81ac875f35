// The day ledger's rules (DESIGN "How a transaction moves the lines"), pure so they can be proved.
import { FORM_ACCOUNT_TYPES, LINE_VALUE_MAX, LINE_VALUE_MIN, type AccountType, type LineType, type Role, type TransactionType } from "./constants";
import { ACCOUNT_INFO, displayKey, isMovementKey } from "./line-display";

// what a line's key and a GR are called on the screens: in their own module (./line-display.ts)
export { ACCOUNT_INFO, accountKeyInfo, displayKey, grLabel, isMovementKey, isPartnerKey, isTransferKey, type GrTone } from "./line-display";

export type OperationKind = "direct" | "partner";
export type TypeOperation = "depot" | "retrait";

export interface TransactionEffect {
  type: TransactionType;
  lineType: LineType;
  accountKey: string;
}

/**
 * The form's choice -> the stored type and the line it touches:
 * direct Début -> DEBUT_JOURNEE on the debut line of the account; direct Fin -> FIN_JOURNEE on its sortie line;
 * partner depot -> DEPOT on his debut line; partner retrait -> RETRAIT on his sortie line (the partner's line
 * key: lib/domain/partners.ts).
 */
export function transactionEffect(
  input: { kind: "direct"; typeOperation: TypeOperation; accountType: AccountType } | { kind: "partner"; typeOperation: TypeOperation; partnerKey: string },
): TransactionEffect {
  if (input.kind === "direct") {
    return input.typeOperation === "depot"
      ? { type: "DEBUT_JOURNEE", lineType: "debut", accountKey: input.accountType }
      : { type: "FIN_JOURNEE", lineType: "sortie", accountKey: input.accountType };
  }
  return input.typeOperation === "depot"
    ? { type: "DEPOT", lineType: "debut", accountKey: input.partnerKey }
    : { type: "RETRAIT", lineType: "sortie", accountKey: input.partnerKey };
}

/** An allocation of UV Master credit by the admin: it adds to the supervisor's UV Master Début, like a Début. */
export const allocationEffect = (): TransactionEffect => ({ type: "ALLOCATION_UV_MASTER", lineType: "debut", accountKey: "UV_MASTER" });

/**
 * How a line follows its entries. The sortie line of an account type is *set* by the latest
 * FIN_JOURNEE (the balance counted at the end of the day); every other line *adds* its entries. A line is
 * its base (carried over, reset, set by the admin, 0 when created) and the entries recorded after it: the
 * ledger's engine (the database function caisse_line_settle) computes it with the mode decided here.
 */
export type LineMode = "add" | "set";
export function lineMode(lineType: LineType, accountKey: string): LineMode {
  return lineType === "sortie" && !isMovementKey(accountKey) ? "set" : "add";
}

export const LINE_MESSAGES = {
  tooHigh: "La valeur est trop élevée (max: 999,999,999)",
  negative: "La valeur doit être un nombre positif",
} as const;

/** The refusal for a line value outside 0..999,999,999, or null when it fits (`label`: the line's name). */
export function lineBoundsProblem(value: number, accountKey: string, label?: string | null): string | null {
  const name = label || displayKey(accountKey);
  if (value > LINE_VALUE_MAX) return `${LINE_MESSAGES.tooHigh} : ligne ${name}`;
  if (value < LINE_VALUE_MIN) return `Opération refusée : la ligne ${name} deviendrait négative (${value} F)`;
  return null;
}

export interface LineValue {
  lineType: LineType;
  accountKey: string;
  value: number;
}

/**
 * The GR: sorties minus débuts, written here once for the TypeScript side (the engine's SQL has its own, where
 * it sums in the database).
 */
export const grOf = (debut: number, sortie: number): number => sortie - debut;

/** How a change of `delta` on a line of this type moves the GR. */
export const grChange = (lineType: LineType, delta: number): number => grOf(lineType === "debut" ? delta : 0, lineType === "sortie" ? delta : 0);

export interface LineTotals {
  debutTotal: number;
  sortieTotal: number;
  /** GR total = sorties - débuts */
  grTotal: number;
  uvMasterDebut: number;
  uvMasterSortie: number;
}

export function lineTotals(lines: LineValue[]): LineTotals {
  let debutTotal = 0;
  let sortieTotal = 0;
  let uvMasterDebut = 0;
  let uvMasterSortie = 0;
  for (const line of lines) {
    if (line.lineType === "debut") {
      debutTotal += line.value;
      if (line.accountKey === "UV_MASTER") uvMasterDebut += line.value;
    } else {
      sortieTotal += line.value;
      if (line.accountKey === "UV_MASTER") uvMasterSortie += line.value;
    }
  }
  return { debutTotal, sortieTotal, grTotal: grOf(debutTotal, sortieTotal), uvMasterDebut, uvMasterSortie };
}

/** SPEC §3: which types count as money in (+) and out (-). */
export const POSITIVE_TYPES: readonly TransactionType[] = ["DEPOT", "TRANSFERT_RECU", "ALLOCATION_UV_MASTER", "DEBUT_JOURNEE"];
export const transactionSign = (type: TransactionType): "+" | "-" => (POSITIVE_TYPES.includes(type) ? "+" : "-");

export type TransactionCategory = "depot" | "retrait" | "transfert" | "allocation";

export const TRANSACTION_TYPE_INFO: Record<TransactionType, { label: string; category: TransactionCategory }> = {
  DEPOT: { label: "Dépôt", category: "depot" },
  RETRAIT: { label: "Retrait", category: "retrait" },
  TRANSFERT_ENVOYE: { label: "Transfert envoyé", category: "transfert" },
  TRANSFERT_RECU: { label: "Transfert reçu", category: "transfert" },
  ALLOCATION_UV_MASTER: { label: "Allocation UV Master", category: "allocation" },
  DEBUT_JOURNEE: { label: "Début de journée", category: "depot" },
  FIN_JOURNEE: { label: "Fin de journée", category: "retrait" },
};

export const typesOfCategory = (category: TransactionCategory): TransactionType[] =>
  (Object.keys(TRANSACTION_TYPE_INFO) as TransactionType[]).filter((t) => TRANSACTION_TYPE_INFO[t].category === category);

/** The accounts the transaction form offers a role: UV Master is the admin's (SPEC §3). */
export function formAccountTypes(role: Role) {
  return FORM_ACCOUNT_TYPES.filter((code) => code !== "UV_MASTER" || role === "ADMIN").map((code) => ({
    code,
    ...ACCOUNT_INFO[code],
    adminOnly: code === "UV_MASTER",
  }));
}
