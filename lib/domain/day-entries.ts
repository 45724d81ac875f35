// The morning and evening screens of a supervisor's day: every account he writes to in one list, each with
// what it holds, and an amount per account. The morning's amounts are Débuts (added to the balance carried
// from his last day), the evening's the counted Fins; lib/validation/day-entries.ts turns the filled rows
// into entries of the ordinary create.
import { isMovementKey } from "./ledger";
import { directEntryRule } from "./uv-master";

export type DayEntryMode = "matin" | "soir";

export interface DayEntryAccount {
  code: string;
  label: string;
}

export interface DayEntryRow extends DayEntryAccount {
  /** the Début line now (carried from his last day, plus what was added today) */
  debut: number;
  /** the Fin recorded today, null before */
  fin: number | null;
  /** the day the Début was carried from, when it was */
  carriedFrom: string | null;
  /** why this screen takes no amount for it (UV Master's Début: lib/domain/uv-master.ts), null when it does */
  refusal: string | null;
}

/**
 * The rows of the screen: the accounts the form offers him (active, in their usual order), then any other
 * account he already has a line of today (a type switched off since; UV Master once allocated or carried over),
 * never partner or transfer lines. A row the rule refuses on this screen (UV Master's Début, in the morning)
 * stays, showing what he holds, without an amount.
 */
export function dayEntryRows(
  accounts: DayEntryAccount[],
  comptes: { debut: Record<string, number>; sortie: Record<string, number> },
  reportes: Record<string, string> = {},
  labelOf: (code: string) => string = (code) => code,
  mode: DayEntryMode = "soir",
): DayEntryRow[] {
  const offered = new Set(accounts.map((a) => a.code));
  const others = [...Object.keys(comptes.debut), ...Object.keys(comptes.sortie)].filter(
    (code, i, all) => !offered.has(code) && !isMovementKey(code) && all.indexOf(code) === i,
  );
  return [...accounts, ...others.map((code) => ({ code, label: labelOf(code) }))].map((a) => {
    // the screens are the supervisor's own
    const rule = directEntryRule("SUPERVISEUR", a.code, mode === "matin" ? "depot" : "retrait");
    return {
      ...a,
      debut: comptes.debut[a.code] ?? 0,
      fin: a.code in comptes.sortie ? comptes.sortie[a.code]! : null,
      carriedFrom: reportes[a.code] ?? null,
      refusal: rule.kind === "refused" ? rule.refusal : null,
    };
  });
}

// whether his evening has begun, and the form's entry from it: in their own module (the dashboard's first load needs them)
export { eveningStarted, likelyOperation } from "./evening";
