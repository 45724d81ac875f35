// The GR trend chart's arithmetic and words: the value axis and its round ticks (the open days' provisional GR
// left out of them), which days get a date label, French labels, the points' segments and a summary for screen
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
 * Whether a day's point is drawn apart: every open day (today's, or an earlier one left unclosed; for the
 * network, a day one supervisor has not closed). Its GR is provisional (a morning's Débuts alone read as a large
 * loss) so it stays out of the line and of the scale, grey.
 */
export const isProvisionalDay = (point: Pick<TrendDay, "status">) => point.status === "open";

/** The value axis of a trend: its closed days' GR only (around 0 while none is closed). */
export function trendAxis(points: TrendDay[]): ValueAxis {
  return valueAxis(points.filter((p) => p.status === "closed").map((p) => p.grTotal));
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
 * The runs of consecutive closed days (the line is broken on empty days, where there is no figure to show, and
 * on open ones, drawn apart), as lists of indexes.
 */
export function recordedRuns(points: Pick<TrendDay, "status">[]): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  points.forEach((p, i) => {
    // an open day is joined by a dashed segment of its own, not by the line
    if (p.status !== "closed") {
      if (run.length) runs.push(run);
      run = [];
    } else run.push(i);
  });
  if (run.length) runs.push(run);
  return runs;
}

/**
 * What a screen reader hears of the chart before the table: the span, the last closed day's figure and the
 * closed days' extremes, how many days are closed and open, and the last open day's provisional GR apart.
 */
export function trendSummary(points: TrendDay[]): string {
  const closed = points.filter((p) => p.status === "closed");
  const open = points.filter(isProvisionalDay);
  if (closed.length + open.length === 0) return "Aucune saisie sur la période";
  const values = closed.map((p) => p.grTotal);
  const last = closed[closed.length - 1];
  const lastOpen = open[open.length - 1];
  return (
    `Du ${formatDayFr(points[0]!.day)} au ${formatDayFr(points[points.length - 1]!.day)} : ` +
    (last
      ? `dernier GR clôturé ${formatSignedFcfa(last.grTotal)} le ${formatDayFr(last.day)}, plus bas ${formatSignedFcfa(Math.min(...values))}, plus haut ${formatSignedFcfa(Math.max(...values))}`
      : "aucun jour clôturé") +
    ` ; ${closed.length} ${closed.length > 1 ? "jours clôturés" : "jour clôturé"}, ${open.length} ${open.length > 1 ? "jours ouverts" : "jour ouvert"}` +
    (lastOpen ? ` (GR provisoire ${formatSignedFcfa(lastOpen.grTotal)} le ${formatDayFr(lastOpen.day)})` : "")
  );
}
