// Account line actions and the dashboard's period, with SPEC §5's messages.
import { z } from "zod";
import { LINE_VALUE_MAX } from "@/lib/domain/constants";

export const LINE_VALIDATION = {
  key: "Clé de compte requise",
  lineType: "Type de ligne invalide (debut/sortie requis)",
  value: "La valeur doit être un nombre positif",
  tooHigh: "La valeur est trop élevée (max: 999,999,999)",
  resetNegative: "La nouvelle valeur ne peut pas être négative",
} as const;

export const lineTypeSchema = z.enum(["debut", "sortie"], LINE_VALIDATION.lineType);
const accountKey = z.string(LINE_VALIDATION.key).trim().min(1, LINE_VALIDATION.key);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Format de date invalide (attendu: YYYY-MM-DD)").optional();

const lineValue = (negativeMessage: string) =>
  z.coerce
    .number(LINE_VALIDATION.value)
    .refine((v) => Number.isFinite(v), LINE_VALIDATION.value)
    .refine((v) => v >= 0, negativeMessage)
    .refine((v) => v <= LINE_VALUE_MAX, LINE_VALIDATION.tooHigh)
    .refine((v) => Number.isInteger(v), "La valeur doit être un nombre entier de francs");

export const lineDeleteSchema = z.object({ accountKey, date: day });

export const lineResetSchema = z.object({
  accountKey,
  newValue: lineValue(LINE_VALIDATION.resetNegative).default(0),
  date: day,
});

/** PATCH .../accounts/update: accountType is the line (debut or sortie), accountKey the account. */
export const accountUpdateSchema = z.object({
  accountType: lineTypeSchema,
  accountKey,
  newValue: lineValue(LINE_VALIDATION.value),
  updatedAt: z.string().optional(),
  updatedBy: z.string().optional(),
  date: day,
});

export const createAccountSchema = z.object({
  supervisorId: z.string("Superviseur requis").trim().min(1, "Superviseur requis"),
  accountType: z.enum(["LIQUIDE", "ORANGE_MONEY", "WAVE", "UV_MASTER", "AUTRES"], "Type de compte invalide"),
  initialBalance: lineValue(LINE_VALIDATION.value).default(0),
  balance: lineValue(LINE_VALIDATION.value).default(0),
});

export const DATE_MESSAGES = {
  missing: "Veuillez sélectionner une date",
  missingSupervisor: "Sélectionnez une date",
  future: "Impossible de sélectionner une date future",
  futureSupervisor: "Date future non autorisée",
  format: "Format de date invalide (attendu: YYYY-MM-DD)",
  invalid: "Date invalide",
  tooOld: "La date ne peut pas remonter à plus de 365 jours",
} as const;

export const dashboardQuerySchema = z.object({
  period: z.enum(["today", "yesterday", "custom"], "Période invalide").default("today"),
  date: z.string().optional(),
});

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  supervisorId: z.string().uuid("Superviseur invalide").optional(),
});
