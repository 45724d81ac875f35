// What a transaction will do to the day's lines, said before Valider (docs/decisions/0003-formulaire-dit-ce-qui-va-se-passer.md):
// a Début ADDS to the balance of the day (carried over from the day before or not), a Fin
// REPLACES the counted balance, a partner's deposit adds to his Début line, his withdrawal to his Sortie line.
// Pure, so it can be proved.
import { ACCOUNT_TYPES, LINE_VALUE_MAX, type AccountType, type LineType } from "./constants";
import { ACCOUNT_INFO, displayKey, grChange, lineBoundsProblem, lineMode, type LineMode } from "./ledger";
import { formatFcfa, formatSignedFcfa, groupThousands } from "./money";
import { formatDayFr } from "./periods";

/** The figures of a supervisor's day as the dashboards answer them. */
export interface DayFigures {
  comptes: { debut: Record<string, number>; sortie: Record<string, number> };
  /** Début lines carried over from an earlier day, by account key: that day */
  reportes?: Record<string, string>;
  /** partner lines' names, by line key */
  partenaires?: Record<string, string>;
  totaux?: { grTotal: number };
}

export interface EntryChoice {
  /** an account type, or a partner's line (by his id or his free name) */
  kind: "direct" | "partner";
  typeOperation: "depot" | "retrait";
  /** the line key: the account type, or the partner's line key (null when the name cannot be one) */
  accountKey: string | null;
  /** the partner's name as the form shows it (partner entries) */
  partnerName?: string;
  /** whole francs */
  amount: number;
}

export interface EntryPreview {
  lineType: LineType;
  mode: LineMode;
  /** the line before and after, when the day's figures are known */
  before: number | null;
  after: number | null;
  /** the day a Début line was carried over from */
  carriedFrom: string | null;
  /** the supervisor's GR of the day before and after, when known */
  grBefore: number | null;
  grAfter: number | null;
  /** "Début : ajoute 150 000 F au solde de début Liquide (4 220 500 → 4 370 500 F)" */
  sentence: string;
  /** the line would leave 0..999,999,999 (the server refuses it) */
  problem: string | null;
}

/** An account type's short name for a sentence: "Liquide", "Orange Money"… (its label without the aside). */
export function accountShortLabel(accountKey: string): string {
  const info = ACCOUNT_TYPES.includes(accountKey as AccountType) ? ACCOUNT_INFO[accountKey as AccountType] : null;
  return info ? info.label.replace(/\s*\(.*\)$/, "") : accountKey;
}

/** "4 220 500 → 4 370 500 F" */
const change = (before: number, after: number) => `${groupThousands(before)} → ${formatFcfa(after)}`;

export function entryPreview(choice: EntryChoice, figures: DayFigures | null | undefined): EntryPreview {
  const lineType: LineType = choice.typeOperation === "depot" ? "debut" : "sortie";
  const key = choice.accountKey;
  const mode: LineMode = choice.kind === "partner" ? "add" : lineMode(lineType, key!);
  const known = figures && key ? (figures.comptes[lineType][key] ?? 0) : null;
  const after = known === null ? null : mode === "set" ? choice.amount : known + choice.amount;
  const carriedFrom = (lineType === "debut" && key && figures?.reportes?.[key]) || null;
  const amount = formatFcfa(choice.amount);

  let sentence: string;
  let name: string;
  if (choice.kind === "direct") {
    name = accountShortLabel(key!);
    const line = `solde de ${lineType === "debut" ? "début" : "fin"} ${name}`;
    sentence = mode === "set" ? `Fin : remplace le ${line}` : `Début : ajoute ${amount} au ${line}`;
  } else {
    name = (key && figures?.partenaires?.[key]) || choice.partnerName || (key ? displayKey(key) : "ce partenaire");
    sentence =
      lineType === "debut"
        ? `Dépôt : ajoute ${amount} à la ligne de début de ${name}`
        : `Retrait : ajoute ${amount} à la ligne de sortie de ${name}`;
  }
  if (carriedFrom) sentence += `, reporté du ${formatDayFr(carriedFrom)}`;
  if (known !== null && after !== null) sentence += ` (${change(known, after)})`;

  const gr = figures?.totaux?.grTotal;
  const grBefore = known !== null && gr !== undefined ? gr : null;
  const grAfter = grBefore === null ? null : grBefore + (lineType === "sortie" ? 1 : -1) * (after! - known!);
  const problem = after !== null && after > LINE_VALUE_MAX ? lineBoundsProblem(after, key!, name) : null;
  return { lineType, mode, before: known, after, carriedFrom, grBefore, grAfter, sentence, problem };
}

/** "GR du jour : -4 220 500 → -4 370 500 F" (null when the day's GR is not known). */
export function grChangeSentence(preview: Pick<EntryPreview, "grBefore" | "grAfter">): string | null {
  if (preview.grBefore === null || preview.grAfter === null) return null;
  const after = formatSignedFcfa(preview.grAfter);
  const before = formatSignedFcfa(preview.grBefore).replace(/\u00a0F$/, "");
  return `GR du jour : ${before} → ${after}`;
}

/** A line the form has just written (the create answer's `lineValue`), over the figures it was read from. */
export interface WrittenLine {
  lineType: LineType;
  accountKey: string;
  /** the line as the figures showed it when the entry was sent */
  before: number;
  /** the line as the server answered it */
  value: number;
}

/**
 * The day's figures with a line just written by the form: until the dashboard's refreshed figures arrive (the
 * line still shows `before`), the next entry's sentence starts from the server's answer; once they have, from them.
 */
export function applyWrite(figures: DayFigures | null | undefined, written: WrittenLine | null): DayFigures | null {
  if (!figures) return null;
  if (!written || (figures.comptes[written.lineType][written.accountKey] ?? 0) !== written.before) return figures;
  const delta = written.value - written.before;
  const comptes = { ...figures.comptes, [written.lineType]: { ...figures.comptes[written.lineType], [written.accountKey]: written.value } };
  const totaux = figures.totaux && { ...figures.totaux, grTotal: figures.totaux.grTotal + grChange(written.lineType, delta) };
  return { ...figures, comptes, totaux };
}
