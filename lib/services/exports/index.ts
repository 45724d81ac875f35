// Excel exports (admin): availability, information, and the complete or simple workbook streamed as it is written.
import { PassThrough, Readable } from "node:stream";
import type { Db, Executor } from "@/lib/db/client";
import { AppError } from "@/lib/domain/errors";
import type { ExportPeriod } from "@/lib/domain/periods";
import { EXPORT_MESSAGES, exportRequestProblems, type ExportFormat } from "@/lib/validation/exports";
import { businessToday } from "../ledger/days";
import { writeCompleteExport } from "./complete";
import { countTransactions, hasData, prepareRange, resolveExportRange, type ExportRange } from "./data";
import { writeSimpleExport } from "./simple";

export interface ExportInput {
  period?: string;
  customDate?: string;
  format?: string;
}

/** The checked request's days, or 422 with 'Validation échouée: ' and every problem. */
export async function exportRange(db: Executor, input: ExportInput, needsFormat = false): Promise<ExportRange> {
  const problems = exportRequestProblems(input, businessToday(), { needsFormat });
  if (problems.length) throw new AppError("VALIDATION_ERROR", EXPORT_MESSAGES.prefix + problems.join(", "));
  const range = await resolveExportRange(db, input.period as ExportPeriod, input.period === "custom" ? input.customDate!.trim() : undefined);
  await prepareRange(db, range);
  return range;
}

export const exportFileName = (format: ExportFormat, range: ExportRange) =>
  `Export_${format === "xlsx" ? "Complet" : "Simple"}_${range.period}_${range.fileDate}.xlsx`;

export async function exportAvailability(db: Executor, input: ExportInput) {
  return { hasData: await hasData(db, await exportRange(db, input)) };
}

export async function exportInfo(db: Executor, input: ExportInput) {
  const range = await exportRange(db, input);
  const format: ExportFormat = input.format === "simple" ? "simple" : "xlsx";
  return {
    nomFichier: exportFileName(format, range),
    nombreTransactions: await countTransactions(db, range),
    periode: range.label,
    du: range.from,
    au: range.to,
  };
}

/** Streams the workbook: the first bytes leave before the last rows are read. */
export async function exportResponse(db: Db, format: ExportFormat, input: ExportInput, options: { needsFormat?: boolean } = {}): Promise<Response> {
  const range = await exportRange(db, input, options.needsFormat);
  const output = new PassThrough();
  const write = format === "xlsx" ? writeCompleteExport : writeSimpleExport;
  write(db, range, output).catch((error) => {
    console.error("[export] échec pendant l'écriture :", error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return new Response(Readable.toWeb(output) as ReadableStream, {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${exportFileName(format, range)}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
