// "Today" and the dashboard's day, resolved on the server in APP_TIMEZONE, never from the client's clock.
import { getEnv } from "@/lib/config/env";
import { AppError } from "@/lib/domain/errors";
import { addDays, checkCustomDate, dayIn, type CustomDateProblem } from "@/lib/domain/periods";
import { DATE_MESSAGES } from "@/lib/validation/lines";

export function businessToday(now: Date = new Date()): string {
  return dayIn(getEnv().APP_TIMEZONE, now);
}

const DATE_PROBLEM_MESSAGES: Record<CustomDateProblem, string> = {
  missing: DATE_MESSAGES.missing,
  format: DATE_MESSAGES.format,
  invalid: DATE_MESSAGES.invalid,
  future: DATE_MESSAGES.future,
  too_old: DATE_MESSAGES.tooOld,
};

/** Checks a client-supplied day (custom period, or an admin acting on a past day). */
export function checkedDay(value: string | null | undefined, today = businessToday()): string {
  const problem = checkCustomDate(value, today);
  if (problem) throw new AppError("VALIDATION_ERROR", DATE_PROBLEM_MESSAGES[problem]);
  return value!;
}

export interface ResolvedDay {
  day: string;
  today: string;
  isToday: boolean;
  period: "today" | "yesterday" | "custom";
}

export function resolveDashboardDay(query: { period: "today" | "yesterday" | "custom"; date?: string }): ResolvedDay {
  const today = businessToday();
  const day = query.period === "today" ? today : query.period === "yesterday" ? addDays(today, -1) : checkedDay(query.date, today);
  return { day, today, isToday: day === today, period: query.period };
}
