// The Excel exports as the routes send them: a request's information, and the workbook streamed as it is
// written from the service's source (lib/services/exports): the first bytes leave before the last rows are read.
import { PassThrough, Readable } from "node:stream";
import { exportFileName, exportPeriodLabel, type ExportFormat } from "@/lib/domain/exports";
import type { ExportRange, ExportSource, exportInfo } from "@/lib/services/exports";
import { writeCompleteExport } from "./complete";
import { writeSimpleExport } from "./simple";

const fileName = (format: ExportFormat, range: ExportRange) => exportFileName(format, range.period, range.fileDate);

/** `{nomFichier, nombreTransactions, periode, du, au}` of SPEC's export information. */
export function presentExportInfo({ format, range, transactions }: Awaited<ReturnType<typeof exportInfo>>) {
  return { nomFichier: fileName(format, range), nombreTransactions: transactions, periode: exportPeriodLabel(range), du: range.from, au: range.to };
}

/** The workbook's response; a failure while writing ends the download broken (the browser tries again). */
export function workbookResponse(format: ExportFormat, source: ExportSource, timeZone: string): Response {
  const output = new PassThrough();
  const write = format === "xlsx" ? writeCompleteExport : writeSimpleExport;
  write(source, output, timeZone).catch((error) => {
    console.error("[export] échec pendant l'écriture :", error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return new Response(Readable.toWeb(output) as ReadableStream, {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${fileName(format, source.range)}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
