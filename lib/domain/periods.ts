// Business days and periods, always resolved on the server in APP_TIMEZONE (DESIGN).
// A day is a 'YYYY-MM-DD' string; arithmetic on it is done in UTC, where days have no DST.
import { formatter } from "./day-format";

export const DASHBOARD_PERIODS = ["today", "yesterday", "custom"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const LIST_PERIODS = ["today", "yesterday", "week", "month", "all"] as const;
export type ListPeriod = (typeof LIST_PERIODS)[number];

export const EXPORT_PERIODS = ["today", "yesterday", "week", "month", "year", "all", "custom"] as const;
export type ExportPeriod = (typeof EXPORT_PERIODS)[number];

export type AnyPeriod = DashboardPeriod | ListPeriod | ExportPeriod;

/** How far back a custom date may go (SPEC §9). */
export const CUSTOM_DATE_MAX_DAYS_BACK = 365;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

// a day and an instant as the screens write them, and the clock of a time zone: in their own module (./day-format.ts)
export { dailyRefreshStamp, dayIn, formatDayFr, formatLongDayFr, timeIn } from "./day-format";

export function isDayFormat(value: string): boolean {
  return DAY_RE.test(value);
}

/** Whether a 'YYYY-MM-DD' names a real calendar day (no 2026-02-30). */
export function isRealDay(value: string): boolean {
  const m = DAY_RE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

/** The days a client may name at all (filters, exports, line actions): anything else is a typing error. */
export const DAY_MIN = "2000-01-01";
export const DAY_MAX = "2099-12-31";

/** A real calendar day between DAY_MIN and DAY_MAX, written YYYY-MM-DD. */
export function isDayInBounds(value: string): boolean {
  return isRealDay(value) && value >= DAY_MIN && value <= DAY_MAX;
}

function toUtc(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** Monday of the week of `day`. */
export function startOfWeek(day: string): string {
  const weekday = (toUtc(day).getUTCDay() + 6) % 7; // Monday = 0
  return addDays(day, -weekday);
}

export const startOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
export const startOfYear = (day: string) => `${day.slice(0, 4)}-01-01`;

export interface DayRange {
  /** first day, inclusive; null for "all" */
  from: string | null;
  /** last day, inclusive */
  to: string;
}

/** The days a period covers, given today's date in APP_TIMEZONE. `custom` needs a checked date. */
export function periodRange(period: AnyPeriod, today: string, customDate?: string): DayRange {
  switch (period) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case "week":
      return { from: startOfWeek(today), to: today };
    case "month":
      return { from: startOfMonth(today), to: today };
    case "year":
      return { from: startOfYear(today), to: today };
    case "all":
      return { from: null, to: today };
    case "custom":
      if (!customDate) throw new Error("custom period without a date");
      return { from: customDate, to: customDate };
  }
}

/** "22/11/2026 14:05" for an instant, in a time zone. */
export function formatDateTimeFr(at: Date | string, timeZone: string): string {
  const date = typeof at === "string" ? new Date(at) : at;
  const parts = formatter("fr-FR", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get("day")}/${get("month")}/${get("year")} ${get("hour")}:${get("minute")}`;
}

/** Whole days between an instant and now (for a transaction's age). */
export function ageInDays(createdAt: Date, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 86_400_000));
}

/** Offset (ms) of a time zone from UTC at an instant: local wall time minus UTC. */
export function zoneOffset(timeZone: string, at: Date): number {
  const parts = formatter("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a day starts (00:00) in a time zone. */
export function dayStartInstant(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - zoneOffset(timeZone, new Date(midnightUtc));
  // one correction step covers a DST change between the guess and the real instant
  return new Date(midnightUtc - zoneOffset(timeZone, new Date(guess)));
}
