// Strict reading of what a client sends: whole numbers, clean texts, ids. Pure rules, used by the zod
// schemas of lib/validation (which the forms import too): nothing is coerced, a doubtful value is refused.

/** A uuid as the database stores it (any version), in either case. */
export { isUuid } from "./uuid";

export type WholeNumberProblem = "missing" | "format" | "negative" | "fraction" | "too_small" | "too_large";
export type WholeNumber = { ok: true; value: number } | { ok: false; problem: WholeNumberProblem };

/** More digits than this exceed every bound we read (and Number's exact integers). */
const MAX_DIGITS = 15;

const fail = (problem: WholeNumberProblem): WholeNumber => ({ ok: false, problem });

function bounded(value: number, bounds: { min: number; max: number }): WholeNumber {
  if (value < 0) return fail("negative");
  if (!Number.isInteger(value)) return fail("fraction");
  if (value < bounds.min) return fail("too_small");
  if (value > bounds.max) return fail("too_large");
  return { ok: true, value: value + 0 }; // -0 becomes 0
}

/**
 * A whole number (never negative) given as a JSON number or as a string of digits, within [min, max]. Refused: booleans,
 * arrays, objects, "", "  ", "0x10", "1e3", "1 000", "+5", fractions, negatives, Infinity.
 */
export function readWholeNumber(value: unknown, bounds: { min: number; max: number }): WholeNumber {
  if (value === undefined || value === null) return fail("missing");
  if (typeof value === "number") return Number.isFinite(value) ? bounded(value, bounds) : fail("format");
  if (typeof value !== "string") return fail("format");
  if (value.trim() === "") return fail("missing");
  if (/^[0-9]+$/.test(value)) return value.length > MAX_DIGITS ? fail("too_large") : bounded(Number(value), bounds);
  if (/^-[0-9]+([.,][0-9]+)?$/.test(value)) return fail("negative");
  if (/^[0-9]+[.,][0-9]+$/.test(value)) return fail("fraction");
  return fail("format");
}

// Characters no text of ours may hold: C0 and C1 control characters (NUL, ESC, DEL, ...), the line and
// paragraph separators, the bidirectional overrides and isolates (a name that reads as another), and
// unpaired UTF-16 surrogates (not text at all). A multi-line text (message, description, reason) keeps
// tab, line feed and carriage return. No lookbehind: older mobile browsers reject it.
const CONTROL = "\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069";
const SURROGATE = "[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?:^|[^\\ud800-\\udbff])[\\udc00-\\udfff]";
const FORBIDDEN_MULTILINE = new RegExp(`[${CONTROL}]|${SURROGATE}`);
const FORBIDDEN_SINGLE_LINE = new RegExp(`[\\t\\n\\r${CONTROL}]|${SURROGATE}`);

/** Whether a text holds no forbidden character (tab and line breaks only in a multi-line text). */
export function isCleanText(text: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? FORBIDDEN_MULTILINE : FORBIDDEN_SINGLE_LINE).test(text);
}
