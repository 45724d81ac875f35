// The custom dashboard date's rule, apart from ./periods: ./periods is in every dashboard's first load, and
// only the date dialog (loaded on demand) and the server check a date (lib/validation/lines.ts).
import { CUSTOM_DATE_MAX_DAYS_BACK, daysBetween, isDayFormat, isRealDay } from "./periods";

export type CustomDateProblem = "missing" | "format" | "invalid" | "future" | "too_old";

/** Checks a custom dashboard date against today (no future, at most 365 days back). */
export function checkCustomDate(value: string | null | undefined, today: string): CustomDateProblem | null {
  if (!value) return "missing";
  if (!isDayFormat(value)) return "format";
  if (!isRealDay(value)) return "invalid";
  if (value > today) return "future";
  if (daysBetween(value, today) > CUSTOM_DATE_MAX_DAYS_BACK) return "too_old";
  return null;
}
