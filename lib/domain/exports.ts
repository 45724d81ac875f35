// The Excel exports' formats, periods and file name (SPEC §6): the server names the file it sends and titles its
// sheets, and the browser offers the same periods and falls back on the same name when the answer carries none.
import { formatDayFr, type ExportPeriod } from "./periods";

export const EXPORT_FORMATS = ["xlsx", "simple"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_PERIOD_NAMES: Record<ExportPeriod, string> = {
  today: "Aujourd'hui",
  yesterday: "Hier",
  week: "Cette semaine",
  month: "Ce mois",
  year: "Cette année",
  all: "Tout",
  custom: "Date personnalisée",
};

/** "Ce mois (01/11/2026 – 27/11/2026)", or one day: "Hier (26/11/2026)". */
export function exportPeriodLabel(range: { period: ExportPeriod; from: string; to: string }): string {
  const span = range.from === range.to ? formatDayFr(range.from) : `${formatDayFr(range.from)} – ${formatDayFr(range.to)}`;
  return `${EXPORT_PERIOD_NAMES[range.period]} (${span})`;
}

/** "Export_Complet_month_2026-11-27.xlsx": the format, the period, and the custom day or else today. */
export function exportFileName(format: ExportFormat, period: ExportPeriod, date: string): string {
  return `Export_${format === "xlsx" ? "Complet" : "Simple"}_${period}_${date}.xlsx`;
}
