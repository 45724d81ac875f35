// "Today" and the dashboard's day, resolved on the server in APP_TIMEZONE, never from the client's clock.
import { getEnv } from "@/lib/config/env";
import { AppError } from "@/lib/domain/errors";
import { addDays, dayIn } from "@/lib/domain/periods";
import { customDateSchema } from "@/lib/validation/custom-date";

export function businessToday(now: Date = new Date()): string {
  return dayIn(getEnv().APP_TIMEZONE, now);
}

/** Checks a client-supplied day (custom period, or an admin acting on a past day). */
export function checkedDay(value: string | null | undefined, today = businessToday()): string {
  const checked = customDateSchema(today).safeParse({ date: value ?? undefined });
  if (!checked.success) throw new AppError("VALIDATION_ERROR", checked.error.issues[0]!.message);
  return checked.data.date;
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
