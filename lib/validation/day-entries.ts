// The morning and evening screens' rows as entries: each filled row is one entry of the ordinary create (its
// own payload, sent under its own key, checked with the form's words); an empty row sends nothing.
import type { DayEntryMode } from "@/lib/domain/day-entries";
import { parseAmountInput } from "@/lib/domain/money";
import { transactionFieldProblems } from "./transactions";

export interface DayEntry {
  code: string;
  payload: { superviseurId: string; typeOperation: "depot" | "retrait"; typeCompte: string; montant: number };
}

/** The entries of the filled rows (a Début adds, a Fin is the count), or each refused row with its reason. */
export function dayEntries(mode: DayEntryMode, supervisorId: string, amounts: Record<string, string>): { entries: DayEntry[]; problems: Record<string, string> } {
  const entries: DayEntry[] = [];
  const problems: Record<string, string> = {};
  for (const [code, text] of Object.entries(amounts)) {
    if (!text.trim()) continue;
    const payload = { superviseurId: supervisorId, typeOperation: mode === "matin" ? ("depot" as const) : ("retrait" as const), typeCompte: code, montant: parseAmountInput(text) ?? 0 };
    const problem = transactionFieldProblems(payload).find((p) => p.path[0] === "montant");
    if (problem) problems[code] = problem.message;
    else entries.push({ code, payload });
  }
  return { entries, problems };
}
