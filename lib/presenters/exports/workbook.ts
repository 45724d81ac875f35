// ExcelJS streaming workbooks: rows are written and committed as they come, so memory stays flat.
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { grLabel } from "@/lib/domain/ledger";

/** Amounts are numbers (never text), shown in F CFA with grouped thousands. */
export const MONEY_FMT = '#,##0" F CFA";-#,##0" F CFA";0" F CFA"';
export const GR_FMT = '+#,##0" F CFA";-#,##0" F CFA";0" F CFA"';
export const DATE_FMT = "dd/mm/yyyy";
export const COUNT_FMT = "#,##0";

const GREEN = "FF047857";
const RED = "FFDC2626";
const GREY = "FF64748B";
const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE2F5EC" } };
const TOTAL_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFF1F5F9" } };
const THIN: ExcelJS.Border = { style: "thin", color: { argb: "FFCBD5E1" } };

export type Sheet = ExcelJS.Worksheet;

export function createWorkbook(output: PassThrough) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = "Caisse";
  return workbook;
}

/** A sheet with its column widths, the header row frozen below `titleRows` title lines. */
export function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, widths: number[], titleRows: number) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: titleRows + 1 }] });
  sheet.columns = widths.map((width) => ({ width }));
  return sheet;
}

export function addTitle(sheet: Sheet, lines: string[]) {
  lines.forEach((text, i) => {
    const row = sheet.addRow([text]);
    row.font = i === 0 ? { bold: true, size: 14, color: { argb: GREEN } } : { color: { argb: GREY } };
    row.commit();
  });
}

export function addHeader(sheet: Sheet, headers: string[]) {
  const row = sheet.addRow(headers);
  row.font = { bold: true };
  row.alignment = { vertical: "middle", wrapText: true };
  row.eachCell((cell: ExcelJS.Cell) => {
    cell.fill = HEADER_FILL;
    cell.border = { bottom: THIN };
  });
  row.commit();
}

/**
 * Styles a data or totals row: money formats by column, GR coloured by its sign; a provisional GR (of days
 * still open) grey and in italics, neither a gain nor a loss yet.
 */
export function styleRow(
  row: ExcelJS.Row,
  columns: { money?: number[]; gr?: number[]; provisional?: number[]; date?: number[]; count?: number[] },
  total = false,
) {
  for (const c of columns.money ?? []) row.getCell(c).numFmt = MONEY_FMT;
  for (const c of columns.count ?? []) row.getCell(c).numFmt = COUNT_FMT;
  for (const c of columns.date ?? []) row.getCell(c).numFmt = DATE_FMT;
  for (const c of columns.gr ?? []) {
    const cell = row.getCell(c);
    cell.numFmt = GR_FMT;
    const tone = grLabel(Number(cell.value ?? 0)).tone;
    cell.font = { bold: true, color: { argb: tone === "positive" ? GREEN : tone === "negative" ? RED : GREY } };
  }
  for (const c of columns.provisional ?? []) {
    const cell = row.getCell(c);
    cell.numFmt = GR_FMT;
    cell.font = { italic: true, color: { argb: GREY } };
  }
  if (total) {
    row.eachCell((cell) => {
      cell.fill = TOTAL_FILL;
      cell.border = { top: THIN };
      cell.font = { ...(cell.font ?? {}), bold: true };
    });
  }
  row.commit();
}

/** A day as an Excel date (UTC midnight: Excel dates have no time zone). */
export const excelDay = (day: string) => new Date(`${day}T00:00:00Z`);

export const GR_NOTE = "GR Total = Sorties - Débuts";

/** What a GR's status cell says: « Provisoire » while a day of it is open (it changes until closed), else SPEC's label. */
export const grStatus = (gr: number, provisional: boolean) => (provisional ? "Provisoire" : grLabel(gr).label);

/** A GR cell's style: by its sign once final, grey while provisional. */
export const grStyle = (column: number, provisional: boolean) => (provisional ? { provisional: [column] } : { gr: [column] });
