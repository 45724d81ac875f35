import { wallClockInstant } from "@/lib/domain/statements/instants";
import { checkCustomDate } from "@/lib/domain/custom-date";
import {
  addDays,
  ageInDays,
  dailyRefreshStamp,
  dayStartInstant,
  timeIn,
  dayIn,
  daysBetween,
  formatDateTimeFr,
  formatDayFr,
  formatLongDayFr,
  isDayFormat,
  isRealDay,
  isDayInBounds,
  DAY_MAX,
  DAY_MIN,
  periodRange,
  startOfMonth,
  startOfWeek,
  startOfYear,
} from "@/lib/domain/periods";

describe("business days", () => {
  it("computes the day in the app's time zone, not the machine's", () => {
    const lateUtc = new Date("2026-11-22T23:30:00Z");
    expect(dayIn("Africa/Dakar", lateUtc)).toBe("2026-11-22");
    expect(dayIn("Asia/Tokyo", lateUtc)).toBe("2026-11-23");
    expect(dayIn("America/New_York", new Date("2026-11-22T03:00:00Z"))).toBe("2026-11-21");
  });

  it("does day arithmetic across months, years and leap days", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2025-11-22", "2026-11-22")).toBe(365);
  });

  it("resolves every period on the server's today", () => {
    const today = "2026-11-22"; // a Sunday
    expect(periodRange("today", today)).toEqual({ from: today, to: today });
    expect(periodRange("yesterday", today)).toEqual({ from: "2026-11-21", to: "2026-11-21" });
    expect(periodRange("week", today)).toEqual({ from: "2026-11-16", to: today });
    expect(periodRange("week", "2026-11-16")).toEqual({ from: "2026-11-16", to: "2026-11-16" });
    expect(periodRange("month", today)).toEqual({ from: "2026-11-01", to: today });
    expect(periodRange("year", today)).toEqual({ from: "2026-01-01", to: today });
    expect(periodRange("all", today)).toEqual({ from: null, to: today });
    expect(periodRange("custom", today, "2026-10-02")).toEqual({ from: "2026-10-02", to: "2026-10-02" });
    expect(() => periodRange("custom", today)).toThrow();
    expect(startOfWeek("2026-11-22")).toBe("2026-11-16");
    expect(startOfMonth("2026-11-22")).toBe("2026-11-01");
    expect(startOfYear("2026-11-22")).toBe("2026-01-01");
  });

  it("checks a custom date: present, well formed, real, not future, at most 365 days back", () => {
    const today = "2026-11-22";
    expect(checkCustomDate(undefined, today)).toBe("missing");
    expect(checkCustomDate("", today)).toBe("missing");
    expect(checkCustomDate("22/11/2026", today)).toBe("format");
    expect(checkCustomDate("2026-02-30", today)).toBe("invalid");
    expect(checkCustomDate("2026-11-23", today)).toBe("future");
    expect(checkCustomDate("2025-11-21", today)).toBe("too_old");
    expect(checkCustomDate("2025-11-22", today)).toBeNull();
    expect(checkCustomDate(today, today)).toBeNull();
    expect(isDayFormat("2026-1-1")).toBe(false);
    expect(isRealDay("2024-02-29")).toBe(true);
    expect(isRealDay("2026-13-01")).toBe(false);
    expect(isRealDay("nope")).toBe(false);
  });

  it("bounds the days a client may name to 2000-01-01 .. 2099-12-31", () => {
    expect(isDayInBounds(DAY_MIN)).toBe(true);
    expect(isDayInBounds(DAY_MAX)).toBe(true);
    expect(isDayInBounds("2026-11-22")).toBe(true);
    for (const day of ["1999-12-31", "2100-01-01", "0001-01-01", "9999-12-31", "2026-02-30", "2026-1-1", ""]) expect(isDayInBounds(day)).toBe(false);
  });

  it("formats dates in French", () => {
    expect(formatDayFr("2026-11-22")).toBe("22/11/2026");
    expect(formatLongDayFr("2026-11-22")).toBe("dimanche 22 novembre 2026");
    expect(formatDateTimeFr("2026-11-22T14:05:09Z", "Africa/Dakar")).toBe("22/11/2026 14:05");
    expect(formatDateTimeFr(new Date("2026-11-22T00:05:00Z"), "Africa/Dakar")).toBe("22/11/2026 00:05");
  });

  it("counts a transaction's age in whole days", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(ageInDays(new Date("2026-11-22T11:00:00Z"), now)).toBe(0);
    expect(ageInDays(new Date("2026-11-20T11:00:00Z"), now)).toBe(2);
    expect(ageInDays(new Date("2026-11-23T11:00:00Z"), now)).toBe(0);
    expect(ageInDays(new Date())).toBe(0);
  });
});

describe("daily reload", () => {
  it("is due during the configured minute of the app's time zone only", () => {
    expect(timeIn("Africa/Dakar", new Date("2026-11-22T17:01:30Z"))).toBe("17:01");
    expect(dailyRefreshStamp(new Date("2026-11-22T17:01:30Z"), "17:01", "Africa/Dakar")).toBe("2026-11-22 17:01");
    expect(dailyRefreshStamp(new Date("2026-11-22T17:02:00Z"), "17:01", "Africa/Dakar")).toBeNull();
    expect(dailyRefreshStamp(new Date("2026-11-22T17:00:59Z"), "17:01", "Africa/Dakar")).toBeNull();
    // 15h07 in Paris is 14h07 UTC in winter
    expect(dailyRefreshStamp(new Date("2026-11-22T14:07:10Z"), "15:07", "Europe/Paris")).toBe("2026-11-22 15:07");
  });
});

describe("day start instants", () => {
  it("finds 00:00 of a day in any time zone, across DST", () => {
    expect(dayStartInstant("2026-11-22", "Africa/Dakar").toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(dayStartInstant("2026-11-22", "Europe/Paris").toISOString()).toBe("2026-11-21T23:00:00.000Z");
    expect(dayStartInstant("2026-07-01", "Europe/Paris").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(dayStartInstant("2026-03-29", "Europe/Paris").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(dayStartInstant("2026-11-22", "Pacific/Kiritimati").toISOString()).toBe("2026-11-21T10:00:00.000Z");
    expect(dayStartInstant("2026-11-22", "America/New_York").toISOString()).toBe("2026-11-22T05:00:00.000Z");
  });
});

describe("wall-clock instants", () => {
  it("reads a statement's local time as the instant it names, on either side of a DST change", () => {
    expect(wallClockInstant("2026-11-22", 14 * 3600 + 5 * 60 + 9, "Africa/Dakar").toISOString()).toBe("2026-11-22T14:05:09.000Z");
    expect(wallClockInstant("2026-11-22", 14 * 3600, "Europe/Paris").toISOString()).toBe("2026-11-22T13:00:00.000Z");
    expect(wallClockInstant("2026-07-01", 0, "Europe/Paris").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    // 29 March 2026 in Paris: 01:30 is still winter time, 04:30 summer time
    expect(wallClockInstant("2026-03-29", 1 * 3600 + 1800, "Europe/Paris").toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(wallClockInstant("2026-03-29", 4 * 3600 + 1800, "Europe/Paris").toISOString()).toBe("2026-03-29T02:30:00.000Z");
    // the same hour asked again, after others, gives the same answer
    expect(wallClockInstant("2026-11-22", 14 * 3600 + 59 * 60, "Europe/Paris").toISOString()).toBe("2026-11-22T13:59:00.000Z");
  });
});
