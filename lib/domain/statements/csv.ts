// A CSV statement read as it arrives: text chunks in, records out, each with the file's line it starts on.
// Quoted fields may hold the separator, doubled quotes and line breaks; a record longer than the bound is
// refused at once rather than held (a hostile "line" of megabytes never grows in memory).
import { StatementLineError } from "./table";

export const CSV_DELIMITERS = [";", ",", "\t"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** The longest record a statement may hold, in characters: a portal's row is a few hundred. */
export const CSV_RECORD_MAX_CHARS = 64 * 1024;

/** How many occurrences of `delimiter` a line holds outside quotes. */
function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === delimiter && !quoted) count += 1;
  }
  return count;
}

/**
 * The separator of a CSV from its first lines: the one that splits the most lines into the same number of
 * fields (a table's rows agree; the commas inside French amounts or the title lines do not).
 */
export function detectDelimiter(sample: string): CsvDelimiter {
  const lines = sample.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/).filter((l) => l.trim()).slice(0, 60);
  let best: { delimiter: CsvDelimiter; score: number; fields: number } = { delimiter: ";", score: 0, fields: 0 };
  for (const delimiter of CSV_DELIMITERS) {
    const tally = new Map<number, number>();
    for (const line of lines) {
      const n = countOutsideQuotes(line, delimiter);
      if (n > 0) tally.set(n, (tally.get(n) ?? 0) + 1);
    }
    for (const [fields, lineCount] of tally) {
      if (lineCount > best.score || (lineCount === best.score && fields > best.fields)) best = { delimiter, score: lineCount, fields };
    }
  }
  return best.delimiter;
}

export type RecordSink = (cells: string[], line: number) => void;

export class CsvTokenizer {
  private field = "";
  private record: string[] = [];
  private quoted = false;
  /** a quote seen inside a quoted field: the next character says whether it was doubled or closing */
  private quotePending = false;
  private fieldStarted = false;
  private line = 1;
  private recordLine = 1;
  private recordChars = 0;
  private afterCr = false;
  private started = false;

  constructor(
    private readonly delimiter: string,
    private readonly maxRecordChars = CSV_RECORD_MAX_CHARS,
  ) {}

  feed(text: string, emit: RecordSink): void {
    let start = 0;
    if (!this.started) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) start = 1;
    }
    const delimiter = this.delimiter.charCodeAt(0);
    for (let i = start; i < text.length; ) {
      // the plain run of an unquoted field is taken whole; separators, quotes and line ends go one by one
      if (!this.quoted && !this.quotePending && !this.afterCr) {
        let j = i;
        for (; j < text.length; j++) {
          const c = text.charCodeAt(j);
          if (c === delimiter || c === 10 || c === 13 || c === 34) break;
        }
        if (j > i) {
          if (this.recordChars + (j - i) > this.maxRecordChars) this.tooLong();
          this.recordChars += j - i;
          this.field += text.slice(i, j);
          this.fieldStarted = true;
          i = j;
          continue;
        }
      }
      this.char(text[i]!, emit);
      i += 1;
    }
  }

  private tooLong(): never {
    throw new StatementLineError(this.recordLine, null, `Ligne ${this.recordLine} trop longue (${this.maxRecordChars / 1024} Ko au plus) : ce n'est pas un relevé lisible`);
  }

  end(emit: RecordSink): void {
    if (this.quotePending) {
      this.quotePending = false;
      this.quoted = false;
    }
    if (this.quoted) throw new StatementLineError(this.recordLine, null, `Ligne ${this.recordLine} : guillemet ouvert jamais fermé`);
    if (this.fieldStarted || this.record.length) this.flush(emit);
  }

  private char(c: string, emit: RecordSink) {
    if (++this.recordChars > this.maxRecordChars) this.tooLong();
    if (this.afterCr) {
      this.afterCr = false;
      if (c === "\n") {
        if (this.quoted && !this.quotePending) this.field += c;
        return;
      }
    }
    if (this.quotePending) {
      this.quotePending = false;
      if (c === '"') return void (this.field += '"');
      this.quoted = false;
    }
    if (this.quoted) {
      if (c === '"') this.quotePending = true;
      else {
        if (c === "\n" || c === "\r") this.line += 1;
        if (c === "\r") this.afterCr = true;
        this.field += c;
      }
      return;
    }
    if (c === '"' && !this.fieldStarted) {
      this.quoted = true;
      this.fieldStarted = true;
      return;
    }
    if (c === this.delimiter) {
      this.record.push(this.field);
      this.field = "";
      this.fieldStarted = false;
      return;
    }
    if (c === "\n" || c === "\r") {
      this.afterCr = c === "\r";
      this.flush(emit);
      this.line += 1;
      this.recordLine = this.line;
      this.recordChars = 0;
      return;
    }
    this.field += c;
    this.fieldStarted = true;
  }

  private flush(emit: RecordSink) {
    this.record.push(this.field);
    const cells = this.record;
    this.record = [];
    this.field = "";
    this.fieldStarted = false;
    emit(cells, this.recordLine);
  }
}
