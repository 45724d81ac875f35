// A day and an instant as the screens write them, and the clock of a time zone (what day and what time it is
// there). Apart from ./periods.ts, which re-exports them: the dashboards' first load needs these and none of the
// periods' arithmetic, and a module goes to the browser whole, with everything any of its pages uses.

// Building an Intl.DateTimeFormat costs far more than formatting with it (about 30 µs against 1 µs):
// a list of 500 rows formatted its dates with 500 new formatters. One formatter per (locale, options).
const formatters = new Map<string, Intl.DateTimeFormat>();
export function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** The calendar day of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  const parts = formatter("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** "HH:MM" of an instant in a time zone. */
export function timeIn(timeZone: string, at: Date): string {
  return formatter("fr-FR", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
}

/**
 * The daily reload (DAILY_REFRESH_AT): during that minute, the stamp "YYYY-MM-DD HH:MM" that identifies
 * today's reload (so it happens once a day), otherwise null.
 */
export function dailyRefreshStamp(now: Date, refreshAt: string, timeZone: string): string | null {
  return timeIn(timeZone, now) === refreshAt ? `${dayIn(timeZone, now)} ${refreshAt}` : null;
}

/** "22/11/2026" from a day. */
export function formatDayFr(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}/${m}/${y}`;
}

/** "samedi 22 novembre 2026" from a day. */
export function formatLongDayFr(day: string): string {
  return formatter("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
