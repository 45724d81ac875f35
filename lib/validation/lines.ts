// Account line actions and the dashboard's period, with SPEC §5's messages (zod/mini: shared with the browser).
import * as z from "zod/mini";
import { LINE_VALUE_MAX } from "@/lib/domain/constants";
import { ACCOUNT_KEY_MAX, body, charsMessage, day, sameMessage, text, uuid, wholeNumber } from "./fields";

export const LINE_VALIDATION = {
  key: "Clé de compte requise",
  keyLong: `Clé de compte invalide (${ACCOUNT_KEY_MAX} caractères au plus)`,
  keyChars: charsMessage("La clé de compte"),
  lineType: "Type de ligne invalide (debut/sortie requis)",
  value: "La valeur doit être un nombre positif",
  tooHigh: "La valeur est trop élevée (max: 999,999,999)",
  resetNegative: "La nouvelle valeur ne peut pas être négative",
  integer: "La valeur doit être un nombre entier de francs",
  supervisor: "Superviseur requis",
  supervisorInvalid: "Superviseur invalide",
  accountType: "Type de compte invalide",
  updatedAt: "Date de mise à jour invalide",
  updatedBy: "Auteur de la mise à jour invalide",
} as const;

export const DATE_MESSAGES = {
  missing: "Veuillez sélectionner une date",
  missingSupervisor: "Sélectionnez une date",
  future: "Impossible de sélectionner une date future",
  futureSupervisor: "Date future non autorisée",
  format: "Format de date invalide (attendu: YYYY-MM-DD)",
  invalid: "Date invalide",
  tooOld: "La date ne peut pas remonter à plus de 365 jours",
} as const;

export const lineTypeSchema = z.enum(["debut", "sortie"], LINE_VALIDATION.lineType);
const accountKey = text({ min: 1, max: ACCOUNT_KEY_MAX, type: LINE_VALIDATION.key, long: LINE_VALIDATION.keyLong, chars: LINE_VALIDATION.keyChars });
const optionalDay = z.optional(day(DATE_MESSAGES));

/** A line value in whole francs, 0 to 999,999,999: a JSON number or a string of digits, nothing else. */
const lineValue = (negativeMessage: string) =>
  wholeNumber(
    { min: 0, max: LINE_VALUE_MAX },
    {
      missing: LINE_VALIDATION.value,
      format: LINE_VALIDATION.value,
      negative: negativeMessage,
      fraction: LINE_VALIDATION.integer,
      too_small: negativeMessage,
      too_large: LINE_VALIDATION.tooHigh,
    },
  );

export const lineDeleteSchema = body({ accountKey, date: optionalDay });

export const lineResetSchema = body({
  accountKey,
  newValue: z._default(lineValue(LINE_VALIDATION.resetNegative), 0),
  date: optionalDay,
});

/** PATCH .../accounts/update: accountType is the line (debut or sortie), accountKey the account. */
export const accountUpdateSchema = body({
  accountType: lineTypeSchema,
  accountKey,
  newValue: lineValue(LINE_VALIDATION.value),
  // SPEC's payload carries them; the server records its own time and actor
  updatedAt: z.optional(text({ max: 40, type: LINE_VALIDATION.updatedAt, long: LINE_VALIDATION.updatedAt, chars: LINE_VALIDATION.updatedAt })),
  updatedBy: z.optional(text({ max: 40, type: LINE_VALIDATION.updatedBy, long: LINE_VALIDATION.updatedBy, chars: LINE_VALIDATION.updatedBy })),
  date: optionalDay,
});

export const createAccountSchema = body({
  supervisorId: z.pipe(
    text({ min: 1, max: 100, type: LINE_VALIDATION.supervisor, long: LINE_VALIDATION.supervisorInvalid, chars: LINE_VALIDATION.supervisorInvalid }),
    uuid(LINE_VALIDATION.supervisorInvalid),
  ),
  accountType: z.enum(["LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER", "AUTRES"], LINE_VALIDATION.accountType),
  initialBalance: z._default(lineValue(LINE_VALIDATION.value), 0),
  balance: z._default(lineValue(LINE_VALIDATION.value), 0),
});

export const dashboardQuerySchema = z.object({
  period: z._default(z.enum(["today", "yesterday", "custom"], "Période invalide"), "today"),
  date: optionalDay,
});

/** A page number or a page size from a query string: digits only, 1 to max. */
export const pageParam = (fallback: number, max: number, message = "Page invalide") =>
  z._default(wholeNumber({ min: 1, max }, sameMessage(message)), fallback);

export const PAGE_MAX = 100_000;

export const historyQuerySchema = z.object({
  page: pageParam(1, PAGE_MAX),
  limit: pageParam(20, 100),
  supervisorId: z.optional(uuid(LINE_VALIDATION.supervisorInvalid)),
});
