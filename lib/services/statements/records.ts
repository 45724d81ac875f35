// The records of a statement file, in order, as they are read: a CSV decoded a slice at a time (UTF-8 with or
// without its BOM, or Windows-1252 when the bytes are not UTF-8) and split by lib/domain/statements/csv.ts; an
// XLSX read by ExcelJS's streaming reader, sheet after sheet, each row's cells as numbers, dates or text.
import { isUtf8 } from "node:buffer";
import { Readable } from "node:stream";
import { CsvTokenizer, detectDelimiter } from "@/lib/domain/statements/csv";
import type { Cell } from "@/lib/domain/statements/values";
import type { StatementKind } from "./files";

export interface StatementRecord {
  cells: Cell[];
  line: number;
  /** the XLSX sheet it is on; a new sheet starts the search for the table again */
  sheet: string | null;
}

/** The text decoded per step: large enough to be quick, small enough to stay a bounded share of memory. */
const SLICE_BYTES = 1024 * 1024;
/** The cells a row may have: a statement has a dozen columns. */
const CELLS_MAX = 200;

export function statementRecords(kind: StatementKind, bytes: Buffer): AsyncGenerator<StatementRecord> {
  return kind === "csv" ? csvRecords(bytes) : xlsxRecords(bytes);
}

async function* csvRecords(bytes: Buffer): AsyncGenerator<StatementRecord> {
  const decoder = new TextDecoder(isUtf8(bytes) ? "utf-8" : "windows-1252");
  const first = decoder.decode(bytes.subarray(0, SLICE_BYTES), { stream: true });
  const tokenizer = new CsvTokenizer(detectDelimiter(first.slice(0, 64 * 1024)));
  let pending: StatementRecord[] = [];
  const sink = (cells: string[], line: number) => pending.push({ cells: cells.slice(0, CELLS_MAX), line, sheet: null });
  tokenizer.feed(first, sink);
  for (let at = SLICE_BYTES; ; at += SLICE_BYTES) {
    yield* pending;
    pending = [];
    if (at >= bytes.length) break;
    tokenizer.feed(decoder.decode(bytes.subarray(at, at + SLICE_BYTES), { stream: true }), sink);
  }
  tokenizer.feed(decoder.decode(), sink);
  tokenizer.end(sink);
  yield* pending;
}

/** An ExcelJS cell value as a statement's cell: formulas by their result, rich text and links by their text. */
function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string" || value instanceof Date) return value;
  if (typeof value === "boolean") return String(value);
  if (typeof value === "object") {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: string };
    if (v.richText) return v.richText.map((r) => r.text).join("");
    if ("result" in v) return cellOf(v.result);
    if (typeof v.text === "string") return v.text;
    if (v.error) return v.error;
  }
  return null;
}

async function* xlsxRecords(bytes: Buffer): AsyncGenerator<StatementRecord> {
  const { default: ExcelJS } = await import("exceljs");
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: "cache", worksheets: "emit", styles: "ignore", hyperlinks: "ignore", entries: "ignore" });
  for await (const sheet of reader) {
    const name = (sheet as unknown as { name?: string }).name ?? null;
    for await (const row of sheet as unknown as AsyncIterable<{ number: number; values: unknown[] }>) {
      const values = Array.isArray(row.values) ? row.values.slice(1, CELLS_MAX + 1) : [];
      yield { cells: Array.from(values, cellOf), line: row.number, sheet: name };
    }
  }
}
