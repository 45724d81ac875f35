// The cells of an operator's statement read as Caisse's values: amounts in whole francs, wall-clock date-times,
// statuses that moved the balance or not. Pure; every refusal is a French sentence the import names with its
// line and column.
import { boundedMemo } from "../memo";

/** A cell as a reader gives it: CSV text, or an XLSX number, date or text. */
export type Cell = string | number | Date | null;

export class CellError extends Error {}

/** The largest amount or balance accepted (a typing error past it, never a wallet's). */
export const STATEMENT_AMOUNT_MAX = 1_000_000_000_000;

const SPACES = /[\s\u00a0\u202f\u2009\u2007]/g;
const CURRENCY = /(f\s*cfa|fcfa|xof|cfa|f)$/i;

export const isBlank = (cell: Cell) => cell === null || (typeof cell === "string" && cell.trim() === "");

/** The text of a cell, trimmed ("" when empty). */
export function cellText(cell: Cell): string {
  if (cell === null) return "";
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

function checkedWhole(value: number, raw: string): number {
  if (!Number.isFinite(value)) throw new CellError(`montant illisible « ${raw} »`);
  if (Math.abs(value) > STATEMENT_AMOUNT_MAX) throw new CellError(`montant hors limites « ${raw} »`);
  if (!Number.isInteger(value)) throw new CellError(`montant avec des centimes « ${raw} » : le franc CFA n'en a pas`);
  return value === 0 ? 0 : value;
}

/**
 * An amount in whole francs: `1 250 000`, `1 250 000,00`, `1.250.000`, `1,250,000.00`, `-5 000 F`, `5000 FCFA`.
 * `decimalSeparator` settles a lone `,` or `.` followed by three digits (a thousands separator otherwise).
 */
export function parseAmount(cell: Cell, decimalSeparator?: "," | "." | null): number {
  if (typeof cell === "number") return checkedWhole(cell, String(cell));
  if (cell instanceof Date) throw new CellError("une date à la place d'un montant");
  const raw = (cell ?? "").trim();
  let text = raw.replace(SPACES, "").replace(CURRENCY, "");
  let negative = false;
  if (/^\(.*\)$/.test(text)) [negative, text] = [true, text.slice(1, -1)];
  if (/^[-+]/.test(text)) [negative, text] = [negative || text[0] === "-", text.slice(1)];
  else if (/-$/.test(text)) [negative, text] = [true, text.slice(0, -1)];
  if (!/^\d[\d.,]*$/.test(text)) throw new CellError(raw ? `montant illisible « ${raw} »` : "montant manquant");
  const decimal = decimalSeparator ?? guessDecimal(text);
  const thousands = decimal ? (decimal === "," ? "." : ",") : text.includes(".") ? "." : ",";
  const [whole = "", fraction = "", ...extra] = decimal ? text.split(decimal) : [text];
  if (extra.length || fraction.includes(thousands) || (decimal && text.includes(decimal) && fraction === "")) throw new CellError(`montant illisible « ${raw} »`);
  if (whole.includes(thousands) && !GROUPED[thousands].test(whole)) throw new CellError(`montant illisible « ${raw} »`);
  const digits = whole.split(thousands).join("");
  if (fraction && /[^0]/.test(fraction)) throw new CellError(`montant avec des centimes « ${raw} » : le franc CFA n'en a pas`);
  const value = Number(digits);
  return checkedWhole(negative ? -value : value, raw);
}

const GROUPED = { ",": /^\d{1,3}(,\d{3})+$/, ".": /^\d{1,3}(\.\d{3})+$/ } as const;

/** Which of `,` and `.` is the decimal separator of a written amount, or null when it has none. */
function guessDecimal(text: string): "," | "." | null {
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) return lastComma > lastDot ? "," : ".";
  const sep = lastComma >= 0 ? "," : lastDot >= 0 ? "." : null;
  if (!sep) return null;
  if (text.split(sep).length > 2) return null;
  // one separator: three digits after it group thousands, one or two are a fraction
  return text.length - text.indexOf(sep) - 1 === 3 ? null : sep;
}

/** A wall-clock moment of the statement (the operator's local time, read as APP_TIMEZONE's). */
export interface WallTime {
  day: string;
  /** seconds since the day's midnight */
  seconds: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function wall(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): WallTime {
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 2000 || y > 2099 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) throw new CellError("date inexistante");
  if (h > 23 || mi > 59 || s > 59) throw new CellError("heure inexistante");
  return { day: `${y}-${pad(mo)}-${pad(d)}`, seconds: h * 3600 + mi * 60 + s };
}

/** Excel's serial day 0 (1899-12-30), in milliseconds since the epoch. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

function fromExcelSerial(serial: number): WallTime {
  if (!(serial > 36_000 && serial < 73_000)) throw new CellError(`date illisible « ${serial} »`);
  return fromUtcDate(new Date(EXCEL_EPOCH + Math.round(serial * 86_400) * 1000));
}

/** An XLSX date: Excel stores no zone, and its reader gives the wall clock as UTC. */
function fromUtcDate(date: Date): WallTime {
  return wall(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds());
}

const DATE_FORMS: { re: RegExp; order: "dmy" | "ymd" }[] = [
  { re: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T]+(\d{1,2})[:hH](\d{2})(?::(\d{2}))?)?$/, order: "dmy" },
  { re: /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z)?)?$/, order: "ymd" },
];

/** A time of day alone: `14:05`, `14:05:09`, `14h05`, or an Excel fraction of a day. */
export function parseTime(cell: Cell): number {
  if (cell instanceof Date) return cell.getUTCHours() * 3600 + cell.getUTCMinutes() * 60 + cell.getUTCSeconds();
  if (typeof cell === "number") {
    if (!(cell >= 0 && cell < 1)) throw new CellError(`heure illisible « ${cell} »`);
    return Math.round(cell * 86_400) % 86_400;
  }
  const raw = cellText(cell);
  const m = /^(\d{1,2})[:hH](\d{2})(?::(\d{2}))?$/.exec(raw);
  if (!m) throw new CellError(`heure illisible « ${raw} »`);
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) throw new CellError(`heure inexistante « ${raw} »`);
  return h * 3600 + mi * 60 + s;
}

/**
 * A date, with its time when the cell holds one: `dd/mm/yyyy`, `dd-mm-yyyy`, `yyyy-mm-dd`, each with an
 * optional `HH:mm[:ss]`, an Excel date or serial; or in `dateFormat` (date-fns tokens) when a format gives one.
 */
export function parseDate(cell: Cell, dateFormat?: string | null): WallTime {
  if (cell instanceof Date) return fromUtcDate(cell);
  if (typeof cell === "number") return fromExcelSerial(cell);
  const raw = cellText(cell).replace(/\s+/g, " ");
  if (!raw) throw new CellError("date manquante");
  if (dateFormat) return parseWithFormat(raw, dateFormat);
  for (const { re, order } of DATE_FORMS) {
    const m = re.exec(raw);
    if (!m) continue;
    const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const [y, mo, d] = order === "dmy" ? [c, b, a] : [a, b, c];
    return wall(y, mo, d, Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  }
  throw new CellError(`date illisible « ${raw} »`);
}

const FORMAT_TOKENS: Record<string, { re: string; field: "y" | "mo" | "d" | "h" | "mi" | "s" }> = {
  yyyy: { re: "(\\d{4})", field: "y" },
  yy: { re: "(\\d{2})", field: "y" },
  MM: { re: "(\\d{2})", field: "mo" },
  M: { re: "(\\d{1,2})", field: "mo" },
  dd: { re: "(\\d{2})", field: "d" },
  d: { re: "(\\d{1,2})", field: "d" },
  HH: { re: "(\\d{2})", field: "h" },
  H: { re: "(\\d{1,2})", field: "h" },
  mm: { re: "(\\d{2})", field: "mi" },
  ss: { re: "(\\d{2})", field: "s" },
};

/** The date-fns tokens a saved format may use; anything else in it is taken literally. */
export const DATE_FORMAT_PATTERN = /^(?:yyyy|yy|MM|M|dd|d|HH|H|mm|ss|[ /.:\-T'h])+$/;

function parseWithFormat(raw: string, format: string): WallTime {
  const fields: ("y" | "mo" | "d" | "h" | "mi" | "s")[] = [];
  const source = format.replace(/yyyy|yy|MM|M|dd|d|HH|H|mm|ss|[^A-Za-z]/g, (token) => {
    const known = FORMAT_TOKENS[token];
    if (!known) return token.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    fields.push(known.field);
    return known.re;
  });
  const m = new RegExp(`^${source.replace(/'/g, "")}$`).exec(raw);
  if (!m) throw new CellError(`date illisible « ${raw} » (format attendu ${format})`);
  const v: Record<string, number> = { y: 0, mo: 0, d: 0, h: 0, mi: 0, s: 0 };
  fields.forEach((field, i) => (v[field] = Number(m[i + 1])));
  if (v.y! < 100) v.y! += 2000;
  return wall(v.y!, v.mo!, v.d!, v.h!, v.mi!, v.s!);
}

/** Folds a text for comparing names: lower case, no accents, words separated by one space. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const FAILED = /\b(echou\w*|echec|annul\w*|fail\w*|cancel\w*|rejet\w*|reject\w*|refus\w*|declin\w*|expir\w*|errone\w*|error|erreur)\b/;

// a statement repeats a handful of statuses on every row: each is folded and tested once
/** Whether an operator's status says the operation did not happen (kept for the record, moving no balance). */
export const isFailedStatus: (status: string) => boolean = boundedMemo(1_000, (status) => FAILED.test(fold(status)));

/** A text cell bounded to what a statement may hold (references, statuses, types). */
export function boundedText(cell: Cell, max: number, what: string): string | null {
  const text = cellText(cell);
  if (!text) return null;
  if (text.length > max) throw new CellError(`${what} trop long (${max} caractères au plus)`);
  if (/[\u0000-\u001f\u007f]/.test(text)) throw new CellError(`${what} avec des caractères invalides`);
  return text;
}
