// The partner's own space (/partner): the periods of his history, the check of a custom period,
// his balance in words from his point of view, and his movements grouped under their day. Pure.
import type { BalanceState } from "./partner-balance";
import { addDays, isDayFormat, isDayInBounds } from "./periods";

export const HISTORY_PERIODS = ["today", "7d", "30d", "all", "custom"] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

export const HISTORY_PERIOD_LABELS: Record<HistoryPeriod, string> = {
  today: "Aujourd'hui",
  "7d": "7 derniers jours",
  "30d": "30 derniers jours",
  all: "Tout",
  custom: "Dates",
};

/** How many movements a page of the partner's history shows. */
export const HISTORY_PAGE_SIZE = 20;

/** The days a preset period covers (`from`/`to` inclusive; none for "Tout"). */
export function historyRange(period: Exclude<HistoryPeriod, "custom">, today: string): { from?: string; to?: string } {
  switch (period) {
    case "today":
      return { from: today, to: today };
    case "7d":
      return { from: addDays(today, -6), to: today };
    case "30d":
      return { from: addDays(today, -29), to: today };
    case "all":
      return {};
  }
}

export const CUSTOM_PERIOD_MESSAGES = {
  fromMissing: "Indiquez la date de début",
  toMissing: "Indiquez la date de fin",
  invalid: "Date invalide",
  future: "La date ne peut pas être dans le futur",
  order: "La date de début doit précéder la date de fin",
} as const;

export type CustomPeriodErrors = Partial<Record<"from" | "to", string>>;

/** The problems of a custom period, by field (empty when it can be asked for). */
export function checkCustomPeriod(from: string, to: string, today: string): CustomPeriodErrors {
  const errors: CustomPeriodErrors = {};
  const one = (value: string, missing: string) => {
    if (!value) return missing;
    if (!isDayFormat(value) || !isDayInBounds(value)) return CUSTOM_PERIOD_MESSAGES.invalid;
    if (value > today) return CUSTOM_PERIOD_MESSAGES.future;
    return undefined;
  };
  const fromError = one(from, CUSTOM_PERIOD_MESSAGES.fromMissing);
  const toError = one(to, CUSTOM_PERIOD_MESSAGES.toMissing);
  if (fromError) errors.from = fromError;
  if (toError) errors.to = toError;
  if (!fromError && !toError && from > to) errors.from = CUSTOM_PERIOD_MESSAGES.order;
  return errors;
}

/** His balance in words, from his side: what the shop owes him, or what he owes the shop. */
export function balanceStatement(etat: BalanceState, formatted: string): string {
  if (etat === "BOUTIQUE_DOIT") return `La boutique vous doit ${formatted}`;
  if (etat === "PARTENAIRE_DOIT") return `Vous devez ${formatted} à la boutique`;
  return "Compte soldé";
}

/** Movements grouped under their day, in the order they come (newest first), each day with its figures. */
export function groupByDay<M extends { day: string }, D extends { day: string }>(movements: readonly M[], days: readonly D[]): { day: string; figures: D | undefined; movements: M[] }[] {
  const groups: { day: string; figures: D | undefined; movements: M[] }[] = [];
  for (const movement of movements) {
    const last = groups[groups.length - 1];
    if (last && last.day === movement.day) last.movements.push(movement);
    else groups.push({ day: movement.day, figures: days.find((d) => d.day === movement.day), movements: [movement] });
  }
  return groups;
}
