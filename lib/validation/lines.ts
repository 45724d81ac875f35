// Account line actions and the dashboard's period, with SPEC §5's messages (zod/mini: shared with the browser).
import * as z from "zod/mini";
import { LINE_VALUE_MAX } from "@/lib/domain/constants";

export const LINE_VALIDATION = {
  key: "Clé de compte requise",
  lineType: "Type de ligne invalide (debut/sortie requis)",
  value: "La valeur doit être un nombre positif",
  tooHigh: "La valeur est trop élevée (max: 999,999,999)",
  resetNegative: "La nouvelle valeur ne peut pas être négative",
  integer: "La valeur doit être un nombre entier de francs",
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
const accountKey = z.string(LINE_VALIDATION.key).check(z.trim(), z.minLength(1, LINE_VALIDATION.key));
const day = z.optional(z.string(DATE_MESSAGES.format).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGES.format)));
const number = <T extends number>(check: (v: number) => boolean, message: string) => z.refine<T>((v) => check(v), message);

const lineValue = (negativeMessage: string) =>
  z.coerce
    .number(LINE_VALIDATION.value)
    .check(
      number((v) => Number.isFinite(v), LINE_VALIDATION.value),
      number((v) => v >= 0, negativeMessage),
      number((v) => v <= LINE_VALUE_MAX, LINE_VALIDATION.tooHigh),
      number((v) => Number.isInteger(v), LINE_VALIDATION.integer),
    );

export const lineDeleteSchema = z.object({ accountKey, date: day });

export const lineResetSchema = z.object({
  accountKey,
  newValue: z._default(lineValue(LINE_VALIDATION.resetNegative), 0),
  date: day,
});

/** PATCH .../accounts/update: accountType is the line (debut or sortie), accountKey the account. */
export const accountUpdateSchema = z.object({
  accountType: lineTypeSchema,
  accountKey,
  newValue: lineValue(LINE_VALIDATION.value),
  updatedAt: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
  date: day,
});

export const createAccountSchema = z.object({
  supervisorId: z.string("Superviseur requis").check(z.trim(), z.minLength(1, "Superviseur requis")),
  accountType: z.enum(["LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER", "AUTRES"], "Type de compte invalide"),
  initialBalance: z._default(lineValue(LINE_VALIDATION.value), 0),
  balance: z._default(lineValue(LINE_VALIDATION.value), 0),
});

export const dashboardQuerySchema = z.object({
  period: z._default(z.enum(["today", "yesterday", "custom"], "Période invalide"), "today"),
  date: z.optional(z.string()),
});

const page = (fallback: number, max: number) =>
  z._default(
    z.coerce.number("Page invalide").check(number((v) => Number.isInteger(v) && v >= 1 && v <= max, "Page invalide")),
    fallback,
  );

export const historyQuerySchema = z.object({
  page: page(1, 1_000_000),
  limit: page(20, 100),
  supervisorId: z.optional(z.string().check(z.regex(/^[0-9a-f-]{36}$/i, "Superviseur invalide"))),
});
