// The day's close: close, reopen, the network settings and the GR trend (zod/mini: the dialogs
// and the settings screen import them too).
import * as z from "zod/mini";
import { LINE_VALUE_MAX } from "@/lib/domain/constants";
import { body, charsMessage, day, flag, sameMessage, text, uuid, wholeNumber } from "./fields";
import { DATE_MESSAGES } from "./lines";

export const CLOSE_VALIDATION = {
  justification: "La justification doit être un texte",
  justificationLong: "Justification trop longue (500 caractères au plus)",
  justificationChars: charsMessage("La justification"),
  reason: "Indiquez la raison de la réouverture",
  reasonLong: "Raison trop longue (500 caractères au plus)",
  reasonChars: charsMessage("La raison"),
  tolerance: "La tolérance doit être un nombre entier de francs, de 0 à 999 999 999",
  days: "Le nombre de jours doit être un entier de 1 à 365",
  supervisor: "Superviseur invalide",
  perSupervisor: "perSupervisor doit valoir true ou false",
} as const;

/** POST .../close: the justification (required by the server when the GR is below minus the tolerance). */
export const closeDaySchema = body({
  justification: z.optional(
    z.nullable(text({ max: 500, type: CLOSE_VALIDATION.justification, long: CLOSE_VALIDATION.justificationLong, chars: CLOSE_VALIDATION.justificationChars, multiline: true })),
  ),
  date: z.optional(day(DATE_MESSAGES)),
});
export type CloseDayInput = z.infer<typeof closeDaySchema>;

/** POST .../reopen: the reason, required. */
export const reopenDaySchema = body({
  reason: text({ min: 1, max: 500, type: CLOSE_VALIDATION.reason, short: CLOSE_VALIDATION.reason, long: CLOSE_VALIDATION.reasonLong, chars: CLOSE_VALIDATION.reasonChars, multiline: true }),
  date: z.optional(day(DATE_MESSAGES)),
});

export const SETTINGS_MESSAGES = {
  summaryTime: "L'heure du résumé doit s'écrire HH:MM (de 00:00 à 23:59)",
  unclosedDays: "Le nombre de jours avant de signaler une journée non clôturée doit être un entier de 1 à 30",
  percent: "Un seuil d'écart doit être un entier de 1 à 100 (%)",
  levels: "Le seuil d'écart grave doit être au moins égal au seuil d'attention",
  bandWidth: "La largeur de la plage habituelle doit être un entier de 1 à 10",
  bandMinDays: "Le nombre de journées avant la plage habituelle doit être un entier de 3 à 30",
  deletions: "Le nombre de suppressions par jour doit être un entier de 1 à 1000",
} as const;

/**
 * The écart thresholds as they would stand: the grave one at least the warning one. Checked by the service on the
 * settings after the change (a PUT may send one of them), and by the form on the two it sends.
 */
export function ecartLevelsProblem(thresholds: { ecartWarnPercent: number; ecartGravePercent: number }): string | null {
  return thresholds.ecartGravePercent < thresholds.ecartWarnPercent ? SETTINGS_MESSAGES.levels : null;
}

const SUMMARY_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** PUT /api/settings: the fields to change (at least one), each validated like every amount. */
export const settingsSchema = z.pipe(
  body({
    ecartTolerance: z.optional(wholeNumber({ min: 0, max: LINE_VALUE_MAX }, sameMessage(CLOSE_VALIDATION.tolerance))),
    summaryTime: z.optional(z.string(SETTINGS_MESSAGES.summaryTime).check(z.refine((v) => SUMMARY_TIME.test(v), SETTINGS_MESSAGES.summaryTime))),
    unclosedDaysAlert: z.optional(wholeNumber({ min: 1, max: 30 }, sameMessage(SETTINGS_MESSAGES.unclosedDays))),
    ecartWarnPercent: z.optional(wholeNumber({ min: 1, max: 100 }, sameMessage(SETTINGS_MESSAGES.percent))),
    ecartGravePercent: z.optional(wholeNumber({ min: 1, max: 100 }, sameMessage(SETTINGS_MESSAGES.percent))),
    bandWidth: z.optional(wholeNumber({ min: 1, max: 10 }, sameMessage(SETTINGS_MESSAGES.bandWidth))),
    bandMinDays: z.optional(wholeNumber({ min: 3, max: 30 }, sameMessage(SETTINGS_MESSAGES.bandMinDays))),
    deletionsPerDay: z.optional(wholeNumber({ min: 1, max: 1000 }, sameMessage(SETTINGS_MESSAGES.deletions))),
  }),
  z.transform((v, ctx) => {
    if (Object.values(v).every((field) => field === undefined)) {
      ctx.issues.push({ code: "custom", message: CLOSE_VALIDATION.tolerance, input: v });
      return z.NEVER;
    }
    return v;
  }),
);
export type SettingsInput = z.infer<typeof settingsSchema>;

/** GET /api/transactions/trend?days=30[&supervisorId=][&perSupervisor=true] */
export const trendQuerySchema = body({
  days: z._default(wholeNumber({ min: 1, max: 365 }, sameMessage(CLOSE_VALIDATION.days)), 30),
  supervisorId: z.optional(uuid(CLOSE_VALIDATION.supervisor)),
  perSupervisor: flag(CLOSE_VALIDATION.perSupervisor),
});
export type TrendQuery = z.infer<typeof trendQuerySchema>;
