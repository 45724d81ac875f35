// The alerts' filter and acknowledgement, the evening summary's day and its sending (zod/mini: the Alertes
// and Résumé screens import them too).
import * as z from "zod/mini";
import { ALERT_KINDS } from "@/lib/domain/alerts";
import { LIST_PERIODS } from "@/lib/domain/periods";
import { body, charsMessage, day, filter, text, uuid } from "./fields";
import { DATE_MESSAGES } from "./lines";

export const ALERT_STATUSES = ["open", "acknowledged"] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const ALERT_VALIDATION = {
  status: "Statut inconnu : open ou acknowledged",
  kind: "Type d'alerte inconnu",
  supervisor: "Superviseur invalide",
  period: "Période inconnue : today, yesterday, week, month ou all",
  comment: "Indiquez un commentaire pour prendre l'alerte en compte",
  commentLong: "Commentaire trop long (500 caractères au plus)",
  commentChars: charsMessage("Le commentaire"),
  force: "force doit valoir true ou false",
} as const;


/** GET /api/alerts?status=&supervisorId=&kind=&period= */
export const alertsQuerySchema = z.object({
  status: filter(z.enum(ALERT_STATUSES, ALERT_VALIDATION.status)),
  supervisorId: filter(uuid(ALERT_VALIDATION.supervisor)),
  kind: filter(z.enum(ALERT_KINDS, ALERT_VALIDATION.kind)),
  period: z._default(z.enum(LIST_PERIODS, ALERT_VALIDATION.period), "all"),
});
export type AlertsQuery = z.output<typeof alertsQuerySchema>;

/** PATCH /api/alerts/{id}/acknowledge */
export const acknowledgeSchema = body({
  comment: text({ min: 1, max: 500, type: ALERT_VALIDATION.comment, short: ALERT_VALIDATION.comment, long: ALERT_VALIDATION.commentLong, chars: ALERT_VALIDATION.commentChars, multiline: true }),
});
export type AcknowledgeInput = z.infer<typeof acknowledgeSchema>;

/** GET /api/summary?date= (today when absent) */
export const summaryQuerySchema = z.object({ date: z.optional(day(DATE_MESSAGES)) });

/** POST /api/summary/send { date?, force? } */
export const summarySendSchema = body({
  date: z.optional(day(DATE_MESSAGES)),
  force: z.optional(z.boolean(ALERT_VALIDATION.force)),
});
export type SummarySendInput = z.infer<typeof summarySendSchema>;
