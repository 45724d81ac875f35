// The instant a statement's wall-clock time names: the operators export local time, read as APP_TIMEZONE's.
// Apart from lib/domain/periods.ts, which the pages' first load carries: this is the server's only.
import { boundedMemo } from "../memo";
import { zoneOffset } from "../periods";

// a statement's rows fall in a few hundred hours: each hour's offset is asked of Intl once
const hourOffset = boundedMemo(50_000, (key) => {
  const [timeZone, day, hour] = key.split("|") as [string, string, string];
  const wall = Date.parse(`${day}T00:00:00Z`) + Number(hour) * 3_600_000;
  return zoneOffset(timeZone, new Date(wall - zoneOffset(timeZone, new Date(wall))));
});

/** The instant a wall-clock time of a day (seconds since its midnight) names in a time zone. */
export function wallClockInstant(day: string, seconds: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + seconds * 1000;
  return new Date(wall - hourOffset(`${timeZone}|${day}|${Math.floor(seconds / 3600)}`));
}
