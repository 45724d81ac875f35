// The building blocks of every input schema (zod/mini: the forms import them too). Each one is strict:
// a number is a JSON number or a string of digits, a text is a string (never a number or a boolean made
// into one) with a maximum length and no control character, an id is a uuid, a day a real calendar day.
import * as z from "zod/mini";
import { isCleanText, isUuid, readWholeNumber, type WholeNumberProblem } from "@/lib/domain/input";
import { isDayFormat, isDayInBounds } from "@/lib/domain/periods";
import { parsePhone, PHONE_MESSAGE } from "@/lib/domain/phone";

/** The longest account key: `part-` and a partner's name of 100 characters, or a uuid (ledger). */
export const ACCOUNT_KEY_MAX = 120;

/** A body that is not a JSON object ([], "texte", 42, null). */
export const BODY_MESSAGE = "Corps de requête invalide : un objet JSON est attendu";
/** A request body (or query): an object of these fields, anything else refused in French. */
export const body = <T extends z.core.$ZodLooseShape>(shape: T) => z.object(shape, BODY_MESSAGE);

/** "Le nom complet contient des caractères non autorisés". */
export const charsMessage = (subject: string) => `${subject} contient des caractères non autorisés`;

/** A whole number within [min, max]; one message per kind of problem. Output: the number. */
export function wholeNumber(bounds: { min: number; max: number }, messages: Record<WholeNumberProblem, string>) {
  return z.pipe(
    z.unknown(),
    z.transform((value, ctx) => {
      const read = readWholeNumber(value, bounds);
      if (read.ok) return read.value;
      ctx.issues.push({ code: "custom", message: messages[read.problem], input: value });
      return z.NEVER;
    }),
  );
}

/** Every problem of a whole number answered with one message (page numbers, limits). */
export const sameMessage = (message: string): Record<WholeNumberProblem, string> => ({
  missing: message,
  format: message,
  negative: message,
  fraction: message,
  too_small: message,
  too_large: message,
});

// Not z.minLength/z.maxLength: zod runs those even after a type error (an array has a length too), adding a
// second, misleading message. A refinement runs only on a string.
/** At least `min` characters; stops the later checks. */
export const minChars = (min: number, message: string) => z.refine<string>((v) => v.length >= min, { error: message, abort: true });
/** At most `max` characters; stops the later checks. */
export const maxChars = (max: number, message: string) => z.refine<string>((v) => v.length <= max, { error: message, abort: true });

export interface TextRule {
  max: number;
  /** after trimming; a shorter text gets `short` */
  min?: number;
  /** a value that is not a string (or is missing, when required) */
  type: string;
  short?: string;
  long: string;
  chars: string;
  /** tab and line breaks allowed (messages, descriptions, reasons) */
  multiline?: boolean;
}

/** A trimmed string within its length, without control characters. */
export function text(rule: TextRule) {
  return z.string({ error: rule.type }).check(
    z.trim(),
    ...(rule.min ? [minChars(rule.min, rule.short ?? rule.type)] : []),
    maxChars(rule.max, rule.long),
    z.refine((v) => isCleanText(v, { multiline: rule.multiline }), rule.chars),
  );
}

/** A uuid, in lower case (the database's spelling, so ids compare as strings too). */
export function uuid(message: string) {
  return z.pipe(z.string({ error: message }).check(z.trim(), z.refine(isUuid, message)), z.transform((v) => v.toLowerCase()));
}

/** A YYYY-MM-DD day: `format` when it is not written so, `invalid` when no such day (or out of bounds). */
export function day(messages: { format: string; invalid: string }) {
  return z.string({ error: messages.format }).check(
    z.trim(),
    z.refine(isDayFormat, { error: messages.format, abort: true }),
    z.refine(isDayInBounds, messages.invalid),
  );
}

export { PHONE_MESSAGE };

/** A phone (8 to 15 digits once spaces and a leading + are removed), answered in its stored form. */
export function phone(messages: { missing: string; invalid: string }) {
  return z.pipe(
    z.string({ error: (issue) => (issue.input == null ? messages.missing : messages.invalid) }).check(
      z.trim(),
      minChars(1, messages.missing),
      maxChars(30, messages.invalid),
      z.refine((v) => parsePhone(v) !== null, messages.invalid),
    ),
    z.transform((v) => parsePhone(v)!),
  );
}

/** A query flag: true, false, 1 or 0, nothing else. */
export function flag(message: string) {
  return z.pipe(z.optional(z.enum(["true", "false", "1", "0"], message)), z.transform((v) => v === "true" || v === "1"));
}

/** A list filter: "" and "all" mean no filter, anything else is checked by `schema`. */
export const filter = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform((v: unknown) => (v === "" || v === "all" ? undefined : v)), z.optional(schema));
