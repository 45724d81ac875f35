// The GR trend chart's arithmetic and words: the value axis and its round ticks (today's provisional GR left
// out of them), which days get a date label, French labels, the points' segments and a summary for screen
// readers. Pure, so the chart component only draws.
import type { DayStatus } from "./day-close";
import { formatCompactFcfa, formatSignedFcfa } from "./money";
import { formatDayFr } from "./periods";

export interface TrendDay {
  day: string;
  grTotal: number;
  status: DayStatus;
}

export interface ValueAxis {
  min: number;
  max: number;
  ticks: number[];
}

/** The value axis: round ticks (1, 2 or 5 times a power of ten) around the values and 0 (the zero line is always shown). */
export function valueAxis(values: number[], count = 4): ValueAxis {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  if (lo === hi) return { min: -1, max: 1, ticks: [0] };
  const raw = (hi - lo) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  // whole francs: a step of at least 1 F
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!);
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let v = min; v <= max; v += step) ticks.push(v);
  return { min, max, ticks };
}

/**
 * The last day while it is still open (today, Fins missing): its GR is provisional (a morning's Débuts alone read
 * as a large loss), so it is drawn apart and left out of the scale. Null when the last day is closed or empty.
 */
export function provisionalIndex(points: Pick<TrendDay, "status">[]): number | null {
  const last = points.length - 1;
  return last >= 0 && points[last]!.status === "open" ? last : null;
}

/** The value axis of a trend: its recorded days but the provisional one, unless that one is all there is. */
export function trendAxis(points: TrendDay[]): ValueAxis {
  const apart = provisionalIndex(points);
  const settled = points.filter((p, i) => p.status !== "empty" && i !== apart).map((p) => p.grTotal);
  return valueAxis(settled.length > 0 ? settled : points.filter((p) => p.status !== "empty").map((p) => p.grTotal));
}

/** A value held within the axis: a provisional point off the scale sits at its edge (`off` says which). */
export function onAxis(value: number, axis: Pick<ValueAxis, "min" | "max">): { value: number; off: "above" | "below" | null } {
  if (value > axis.max) return { value: axis.max, off: "above" };
  if (value < axis.min) return { value: axis.min, off: "below" };
  return { value, off: null };
}

/** A position between 0 and `size` for a value of the axis (the top is the axis' max). */
export const scaleValue = (value: number, axis: Pick<ValueAxis, "min" | "max">, size: number) =>
  size - ((value - axis.min) / (axis.max - axis.min)) * size;

/** An axis label: "1,5 M F", "500 K F", "-2 M F", "0 F" (the compact form of SPEC §9, without a useless ",0"). */
export const axisLabel = (value: number) => formatCompactFcfa(value).replace(",0\u00a0M", "\u00a0M");

/**
 * The indexes of the days that get a date under the axis: at most `max`, evenly spaced, always the last one
 * (today), counted back from it.
 */
export function dateTickIndexes(length: number, max: number): number[] {
  if (length === 0) return [];
  const step = Math.ceil(length / Math.max(1, max));
  const out: number[] = [];
  for (let i = length - 1; i >= 0; i -= step) out.unshift(i);
  return out;
}

const shortDate = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });
const tooltipDate = new Intl.DateTimeFormat("fr-FR", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const toUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/** "22 nov." */
export const dayTickLabel = (day: string) => shortDate.format(toUtc(day));
/** "dim. 22 nov. 2026" */
export const dayTooltipLabel = (day: string) => tooltipDate.format(toUtc(day));

export const DAY_STATUS_LABELS: Record<DayStatus, string> = {
  closed: "Clôturée",
  open: "Ouverte",
  empty: "Aucune saisie",
};

/**
 * The runs of consecutive days that have something recorded (the line is broken on empty days, where there
 * is no figure to show), as lists of indexes.
 */
export function recordedRuns(points: Pick<TrendDay, "status">[]): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  const apart = provisionalIndex(points);
  points.forEach((p, i) => {
    // the provisional day is joined by a dashed segment of its own, not by the line
    if (p.status === "empty" || i === apart) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push(i);
  });
  if (run.length) runs.push(run);
  return runs;
}

/** What a screen reader hears of the chart before the table: the span, the last figure, the extremes and the closed days. */
export function trendSummary(points: TrendDay[]): string {
  const recorded = points.filter((p) => p.status !== "empty");
  if (points.length === 0 || recorded.length === 0) return "Aucune saisie sur la période";
  const values = recorded.map((p) => p.grTotal);
  const last = recorded[recorded.length - 1]!;
  const closed = points.filter((p) => p.status === "closed").length;
  const open = points.filter((p) => p.status === "open").length;
  return (
    `Du ${formatDayFr(points[0]!.day)} au ${formatDayFr(points[points.length - 1]!.day)} : ` +
    `dernier GR ${formatSignedFcfa(last.grTotal)} le ${formatDayFr(last.day)}, ` +
    `plus bas ${formatSignedFcfa(Math.min(...values))}, plus haut ${formatSignedFcfa(Math.max(...values))} ; ` +
    `${closed} ${closed > 1 ? "jours clôturés" : "jour clôturé"}, ${open} ${open > 1 ? "jours ouverts" : "jour ouvert"}`
  );
}
