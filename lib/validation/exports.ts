// The export request (SPEC §5): every problem listed after 'Validation échouée: '.
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/domain/exports";
import { EXPORT_PERIODS, isDayFormat, isDayInBounds, type ExportPeriod } from "@/lib/domain/periods";

export const EXPORT_MESSAGES = {
  period: "Période invalide",
  dateRequired: "Date requise pour une période personnalisée",
  dateFormat: "Format de date invalide (attendu: YYYY-MM-DD)",
  dateInvalid: "Date invalide",
  dateFuture: "La date ne peut pas être dans le futur",
  format: "Format invalide",
  prefix: "Validation échouée: ",
} as const;

export interface ExportRequest {
  period: ExportPeriod;
  customDate?: string;
}

/** Checks an export request against today; answers the problems (empty when valid). */
export function exportRequestProblems(input: { period?: unknown; customDate?: unknown; format?: unknown }, today: string, options: { needsFormat: boolean }): string[] {
  const problems: string[] = [];
  if (!EXPORT_PERIODS.includes(input.period as ExportPeriod)) problems.push(EXPORT_MESSAGES.period);
  if (input.period === "custom") {
    const date = typeof input.customDate === "string" ? input.customDate.trim() : "";
    if (!date) problems.push(EXPORT_MESSAGES.dateRequired);
    else if (!isDayFormat(date)) problems.push(EXPORT_MESSAGES.dateFormat);
    else if (!isDayInBounds(date)) problems.push(EXPORT_MESSAGES.dateInvalid);
    else if (date > today) problems.push(EXPORT_MESSAGES.dateFuture);
  }
  if (options.needsFormat && !EXPORT_FORMATS.includes(input.format as ExportFormat)) problems.push(EXPORT_MESSAGES.format);
  return problems;
}
