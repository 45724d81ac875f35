// The table inside an operator's statement, read one record at a time (a CSV line or an XLSX row): the title
// lines before it skipped, its header found by its names (or by a saved format's), each row made an operation,
// the total lines after it left out. Pure and incremental, so that a file of any length is read in bounded
// memory; any unreadable row stops the whole import with its line and column.
import { boundedText, cellText, fold, isBlank, isFailedStatus, parseAmount, parseDate, parseTime, type Cell } from "./values";

export const STATEMENT_FIELDS = ["date", "time", "reference", "amount", "debit", "credit", "balance", "status", "type"] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];

/** Which column of the header holds each field: the header's names as written. */
export type ColumnMapping = Partial<Record<StatementField, string>> & { date: string; balance: string };

export interface StatementFormat {
  id: string;
  name: string;
  columns: ColumnMapping;
  headerSignature: string | null;
  dateFormat: string | null;
  decimalSeparator: "," | "." | null;
  headerLine: number | null;
}

/** The header's names each field is recognised by, folded (lib/domain/statements/values.ts fold). */
const SYNONYMS: Record<StatementField, readonly string[]> = {
  date: ["date", "date heure", "date et heure", "date operation", "date de l operation", "date transaction", "date de transaction", "date de la transaction", "timestamp", "datetime", "date time", "horodatage", "transaction date"],
  time: ["heure", "time", "heure operation", "heure de l operation", "heure transaction"],
  reference: ["reference", "ref", "id transaction", "transaction id", "id de transaction", "id de la transaction", "n transaction", "no transaction", "numero de transaction", "numero transaction", "reference transaction", "transaction reference", "reference operation", "id", "txn id"],
  amount: ["montant", "amount", "montant fcfa", "montant f cfa", "montant xof", "montant cfa", "transaction amount", "montant de l operation"],
  debit: ["debit", "debits", "montant debit", "debit fcfa", "debit xof"],
  credit: ["credit", "credits", "montant credit", "credit fcfa", "credit xof"],
  balance: ["solde", "balance", "solde apres", "solde apres operation", "solde apres transaction", "balance after", "solde final", "nouveau solde", "new balance", "solde fcfa", "solde xof", "running balance", "closing balance"],
  status: ["statut", "status", "etat", "state", "statut transaction"],
  type: ["type", "type operation", "type d operation", "type de transaction", "transaction type", "operation", "nature", "libelle", "description"],
};

/** How many records may come before the header (titles, the agent's number, the period…). */
export const HEADER_SEARCH_RECORDS = 30;
/** Bounds of what one row may hold. */
export const TEXT_MAX = { reference: 100, status: 60, type: 100 } as const;

export class StatementLineError extends Error {
  constructor(
    readonly line: number,
    readonly column: string | null,
    message: string,
  ) {
    super(message);
  }
}

export class StatementHeaderError extends Error {
  constructor(readonly columns: string[]) {
    super(
      columns.length
        ? "En-tête du relevé non reconnu : indiquez quelle colonne donne la date, le montant (ou le débit et le crédit) et le solde, puis enregistrez ce format."
        : "Aucun tableau trouvé dans ce fichier.",
    );
  }
}

/** The header's signature: its names folded and joined, how a saved format is found again. */
export const headerSignature = (cells: readonly Cell[]) =>
  cells
    .map((c) => fold(cellText(c)))
    .filter(Boolean)
    .join("|");

type Indexes = Partial<Record<StatementField, number>>;

const complete = (ix: Indexes) => ix.date !== undefined && ix.balance !== undefined && (ix.amount !== undefined || (ix.debit !== undefined && ix.credit !== undefined));

/** The columns of a header recognised by their names, or null when the table's essentials are not all there. */
export function recogniseHeader(cells: readonly Cell[]): Indexes | null {
  const found: Indexes = {};
  cells.forEach((cell, i) => {
    const name = fold(cellText(cell));
    for (const field of STATEMENT_FIELDS) if (found[field] === undefined && SYNONYMS[field].includes(name)) return void (found[field] = i);
  });
  if (found.amount !== undefined) {
    delete found.debit;
    delete found.credit;
  }
  return complete(found) ? found : null;
}

/** The columns a saved mapping names, found in a header whatever their order, case or accents. */
export function mappedHeader(cells: readonly Cell[], mapping: ColumnMapping): Indexes | null {
  const names = cells.map((c) => fold(cellText(c)));
  const found: Indexes = {};
  for (const field of STATEMENT_FIELDS) {
    const wanted = mapping[field];
    if (!wanted) continue;
    const i = names.indexOf(fold(wanted));
    if (i < 0) return null;
    found[field] = i;
  }
  return complete(found) ? found : null;
}

/** One operation read from a statement: wall-clock time, whole francs. */
export interface ParsedOperation {
  line: number;
  reference: string | null;
  day: string;
  seconds: number;
  amount: number;
  balanceAfter: number | null;
  status: string | null;
  counted: boolean;
  type: string | null;
}

const TRAILER = /\b(total|totaux|sous total|nombre|solde final|solde de cloture|fin du releve)\b/;

export class StatementTable {
  private header: Indexes | null = null;
  private names: string[] = [];
  private ended = false;
  private records = 0;
  private candidate: string[] = [];
  /** the saved format the header was read with, if any */
  format: StatementFormat | null = null;

  constructor(
    private readonly options: { formats?: readonly StatementFormat[]; forced?: StatementFormat | null } = {},
  ) {}

  /** A record of the file: null when it is no operation (title, header, blank, total), the operation otherwise. */
  push(cells: readonly Cell[], line: number): ParsedOperation | null {
    if (this.ended || cells.every(isBlank)) return null;
    if (!this.header) return this.seekHeader(cells, line), null;
    return this.row(cells, line);
  }

  /** At the end of the file: a file whose table was never found is refused with the header it read. */
  finish(): void {
    if (!this.header) throw new StatementHeaderError(this.candidate);
  }

  get headerNames(): string[] {
    return this.names;
  }

  private seekHeader(cells: readonly Cell[], line: number) {
    this.records += 1;
    const filled = cells.filter((c) => !isBlank(c)).length;
    if (filled >= 2 && filled > this.candidate.length) this.candidate = cells.map(cellText);
    const found = this.headerOf(cells, line);
    if (found) {
      this.header = found;
      this.names = cells.map(cellText);
      return;
    }
    if (this.records >= HEADER_SEARCH_RECORDS) throw new StatementHeaderError(this.candidate);
  }

  private headerOf(cells: readonly Cell[], line: number): Indexes | null {
    const { forced, formats = [] } = this.options;
    if (forced) {
      if (forced.headerLine && line !== forced.headerLine) return null;
      const found = mappedHeader(cells, forced.columns);
      if (found) this.format = forced;
      return found;
    }
    const signature = headerSignature(cells);
    const saved = formats.find((f) => f.headerSignature === signature);
    const byFormat = saved ? mappedHeader(cells, saved.columns) : null;
    if (byFormat) {
      this.format = saved!;
      return byFormat;
    }
    return recogniseHeader(cells);
  }

  private row(cells: readonly Cell[], line: number): ParsedOperation | null {
    const ix = this.header!;
    const at = (field: StatementField): Cell => (ix[field] === undefined ? null : (cells[ix[field]!] ?? null));
    const dateCell = at("date");
    if (isBlank(dateCell) || !/\d/.test(cellText(dateCell))) {
      if (cells.some((c) => TRAILER.test(fold(cellText(c))))) {
        this.ended = true;
        return null;
      }
    }
    // whatever a cell's reading throws is that cell's fault: the file's line and the column's name say where
    const read = <T>(field: StatementField, parse: () => T): T => {
      try {
        return parse();
      } catch (error) {
        const column = this.names[ix[field]!]!;
        throw new StatementLineError(line, column, `Ligne ${line}, colonne « ${column} » : ${(error as Error).message}`);
      }
    };
    const { dateFormat = null, decimalSeparator = null } = this.format ?? {};
    const when = read("date", () => parseDate(dateCell, dateFormat));
    const seconds = ix.time !== undefined && !isBlank(at("time")) ? read("time", () => parseTime(at("time"))) : when.seconds;
    const status = read("status", () => boundedText(at("status"), TEXT_MAX.status, "statut"));
    const counted = !(status && isFailedStatus(status));
    const amount = ix.amount !== undefined ? read("amount", () => parseAmount(at("amount"), decimalSeparator)) : this.debitCredit(at, read, decimalSeparator);
    const balanceCell = at("balance");
    const balanceAfter = !counted && isBlank(balanceCell) ? null : read("balance", () => parseAmount(balanceCell, decimalSeparator));
    return {
      line,
      reference: read("reference", () => boundedText(at("reference"), TEXT_MAX.reference, "référence")),
      day: when.day,
      seconds,
      amount,
      balanceAfter,
      status,
      counted,
      type: read("type", () => boundedText(at("type"), TEXT_MAX.type, "type")),
    };
  }

  /** A debit and a credit column: money in minus money out, each written with or without its sign. */
  private debitCredit(at: (f: StatementField) => Cell, read: <T>(f: StatementField, parse: () => T) => T, decimal: "," | "." | null): number {
    const debit = at("debit");
    const credit = at("credit");
    if (isBlank(debit) && isBlank(credit)) return read("debit", () => parseAmount(null));
    const out = isBlank(debit) ? 0 : Math.abs(read("debit", () => parseAmount(debit, decimal)));
    const into = isBlank(credit) ? 0 : Math.abs(read("credit", () => parseAmount(credit, decimal)));
    return into - out;
  }
}
