// The caller's rights on a transaction told as one sentence ("Vous pouvez modifier et supprimer cette
// opération jusqu'à demain 14 h 05."), for the detail dialog. The deadline itself comes from the server
// (transactionRights in ./rights.ts, answered as `modifiableUntil`): this only words it, in the app's time zone.
import { daysBetween, dayIn, timeIn } from "./periods";

// The two formatters below are only this sentence's: kept out of ./periods, which every dashboard loads first
// (the admin's first-load JavaScript is at its budget), while this module comes with the detail dialog only.
let weekdayFormat: Intl.DateTimeFormat | undefined;

/** "jeudi 27 novembre" from a day, "jeudi 27 novembre 2026" with the year; the first of a month is "1er". */
export function formatWeekdayFr(day: string, withYear = false): string {
  weekdayFormat ??= new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const parts = weekdayFormat.formatToParts(new Date(`${day}T00:00:00Z`));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const date = get("day") === "1" ? "1er" : get("day");
  return `${get("weekday")} ${date} ${get("month")}${withYear ? ` ${get("year")}` : ""}`;
}

/** "14 h 05", "2 h 05": an instant's hour written the French way, in a time zone (non-breaking spaces: never cut). */
export function formatHourFr(at: Date, timeZone: string): string {
  const [hour, minute] = timeIn(timeZone, at).split(":");
  return `${Number(hour)}\u00a0h\u00a0${minute}`;
}

export interface RightsSummary {
  canModify: boolean;
  canDelete: boolean;
  /** days after creation during which the role may act */
  timeLimit: number;
  /** why the caller may not act, when he may not */
  refusal: string | null;
  /** ISO instant until which the caller may act, when time is all that limits him (past once run out) */
  modifiableUntil: string | null;
}

const NEAR_DAYS: Record<string, string> = { "-1": "hier", "0": "aujourd'hui", "1": "demain" };

/**
 * The day of `at` in words: "aujourd'hui", or the other near word allowed ("demain" ahead, "hier" behind), else the
 * weekday and date, with the year only when it is not this year's.
 */
function dayWords(at: Date, now: Date, timeZone: string, allowed: "demain" | "hier"): string | { date: string } {
  const today = dayIn(timeZone, now);
  const day = dayIn(timeZone, at);
  const near = NEAR_DAYS[String(daysBetween(today, day))];
  if (near === "aujourd'hui" || near === allowed) return near;
  return { date: formatWeekdayFr(day, day.slice(0, 4) !== today.slice(0, 4)) };
}

/** "à demain 14 h 05" / "au jeudi 27 novembre, 14 h 05", to follow "jusqu'". */
function untilWords(at: Date, now: Date, timeZone: string): string {
  const day = dayWords(at, now, timeZone, "demain");
  const hour = formatHourFr(at, timeZone);
  return typeof day === "string" ? `à ${day} ${hour}` : `au ${day.date}, ${hour}`;
}

/** "hier à 14 h 05" / "le jeudi 27 novembre à 14 h 05": when a time limit ran out. */
function endedWords(at: Date, now: Date, timeZone: string): string {
  const day = dayWords(at, now, timeZone, "hier");
  return `${typeof day === "string" ? day : `le ${day.date}`} à ${formatHourFr(at, timeZone)}`;
}

const actions = (r: RightsSummary) => (r.canModify && r.canDelete ? "modifier et supprimer" : r.canModify ? "modifier" : "supprimer");
const withStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export function rightsSentence(rights: RightsSummary, timeZone: string, now: Date = new Date()): string {
  const until = rights.modifiableUntil ? new Date(rights.modifiableUntil) : null;
  if (rights.canModify || rights.canDelete) {
    const when = until ? ` jusqu'${untilWords(until, now, timeZone)}` : "";
    return `Vous pouvez ${actions(rights)} cette opération${when}.`;
  }
  if (until) {
    const limit = rights.timeLimit === 1 ? "d'un jour" : `de ${rights.timeLimit} jours`;
    return `Vous ne pouvez plus modifier ni supprimer cette opération : le délai ${limit} après sa création a pris fin ${endedWords(until, now, timeZone)}.`;
  }
  const base = "Vous ne pouvez ni modifier ni supprimer cette opération.";
  return rights.refusal ? `${base} ${withStop(rights.refusal)}` : base;
}
