// The statements' import, their saved formats, the reconciliation's query and a supervisor's comment (zod/mini:
// the Rapprochement screens import them too).
import * as z from "zod/mini";
import { STATEMENT_ACCOUNT_TYPES } from "@/lib/domain/statements/reconcile";
import { STATEMENT_FIELDS } from "@/lib/domain/statements/table";
import { DATE_FORMAT_PATTERN } from "@/lib/domain/statements/values";
import { body, charsMessage, day, text, uuid, wholeNumber, sameMessage } from "./fields";
import { DATE_MESSAGES } from "./lines";

export const RECONCILIATION_VALIDATION = {
  supervisor: "Superviseur invalide",
  account: "Compte inconnu",
  cash: "Le liquide n'a pas de relevé d'opérateur : choisissez un compte de monnaie électronique",
  format: "Format invalide",
  file: "Choisissez le fichier du relevé (CSV ou XLSX)",
  fileName: "Nom de fichier invalide",
  name: "Donnez un nom à ce format (2 à 60 caractères)",
  nameChars: charsMessage("Le nom"),
  column: "Nom de colonne invalide (100 caractères au plus)",
  columns: "Indiquez au moins la colonne de la date, celle du solde, et le montant ou le débit et le crédit",
  dateFormat: "Format de date invalide : jetons date-fns comme dd/MM/yyyy HH:mm",
  decimal: "Séparateur décimal : « , » ou « . »",
  headerLine: "Ligne d'en-tête : un nombre de 1 à 30",
  header: "En-tête invalide",
  reason: "Indiquez le motif de la suppression",
  reasonLong: "Motif trop long (500 caractères au plus)",
  reasonChars: charsMessage("Le motif"),
  comment: "Commentaire invalide",
  commentLong: "Commentaire trop long (500 caractères au plus)",
  commentChars: charsMessage("Le commentaire"),
  period: "Période trop longue : 93 jours au plus",
  order: "La date de début doit précéder la date de fin",
  ecartsOnly: "ecartsOnly : true ou false",
} as const;

const R = RECONCILIATION_VALIDATION;

/** The non-cash account types: the ones an operator keeps a statement of. */
export { STATEMENT_ACCOUNT_TYPES };
export const statementAccountType = z.enum(STATEMENT_ACCOUNT_TYPES, R.cash);

/** The longest period the reconciliation answers at once. */
export const RECONCILIATION_MAX_DAYS = 93;

/** POST /api/reconciliation/statements: the form's text fields (the file is read apart). */
export const statementImportSchema = body({
  supervisorId: uuid(R.supervisor),
  accountType: statementAccountType,
  formatId: z.optional(z.pipe(z.transform((v: unknown) => (v === "" ? undefined : v)), z.optional(uuid(R.format)))),
});
export type StatementImportInput = z.infer<typeof statementImportSchema>;

/** GET /api/reconciliation/statements?supervisorId=&accountType= */
export const statementsQuerySchema = z.object({
  supervisorId: z.optional(uuid(R.supervisor)),
  accountType: z.optional(statementAccountType),
});

/** DELETE /api/reconciliation/statements/{id} { reason } */
export const statementDeleteSchema = body({
  reason: text({ min: 1, max: 500, type: R.reason, short: R.reason, long: R.reasonLong, chars: R.reasonChars, multiline: true }),
});

const columnName = text({ min: 1, max: 100, type: R.column, short: R.column, long: R.column, chars: R.column });

/** POST /api/reconciliation/formats */
export const statementFormatSchema = z.pipe(
  body({
    name: text({ min: 2, max: 60, type: R.name, short: R.name, long: R.name, chars: R.nameChars }),
    columns: z.pipe(
      z.partialRecord(z.enum(STATEMENT_FIELDS, R.columns), columnName),
      z.transform((columns, ctx) => {
        const ok = columns.date && columns.balance && (columns.amount || (columns.debit && columns.credit));
        if (!ok) ctx.issues.push({ code: "custom", message: R.columns, input: columns });
        return columns as Partial<Record<(typeof STATEMENT_FIELDS)[number], string>> & { date: string; balance: string };
      }),
    ),
    dateFormat: z.optional(z.string(R.dateFormat).check(z.trim(), z.refine((v) => v.length <= 40 && DATE_FORMAT_PATTERN.test(v), R.dateFormat))),
    decimalSeparator: z.optional(z.enum([",", "."], R.decimal)),
    headerLine: z.optional(wholeNumber({ min: 1, max: 30 }, sameMessage(R.headerLine))),
    /** the header as the refused import read it: its signature finds this format again */
    header: z.optional(z.array(z.string(R.header).check(z.maxLength(200, R.header)), R.header).check(z.maxLength(200, R.header))),
  }),
  z.transform((input, ctx) => {
    if (input.header) {
      const names = new Set(input.header.map((h) => h.trim().toLowerCase()));
      const missing = Object.values(input.columns).filter((c) => !names.has(c!.trim().toLowerCase()));
      if (missing.length) ctx.issues.push({ code: "custom", message: `Colonne absente de l'en-tête : ${missing.join(", ")}`, input });
    }
    return input;
  }),
);
export type StatementFormatInput = z.infer<typeof statementFormatSchema>;

/** GET /api/reconciliation?supervisorId=&accountType=&from=&to= */
export const reconciliationQuerySchema = z.pipe(
  z.object({
    supervisorId: z.optional(uuid(R.supervisor)),
    accountType: statementAccountType,
    from: day(DATE_MESSAGES),
    to: day(DATE_MESSAGES),
    ecartsOnly: z.optional(z.enum(["true", "false"], R.ecartsOnly)),
  }),
  z.transform((q, ctx) => {
    if (q.from > q.to) ctx.issues.push({ code: "custom", message: R.order, input: q });
    else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 >= RECONCILIATION_MAX_DAYS) ctx.issues.push({ code: "custom", message: R.period, input: q });
    return { ...q, ecartsOnly: q.ecartsOnly === "true" };
  }),
);
export type ReconciliationQuery = z.output<typeof reconciliationQuerySchema>;

/** PATCH /api/reconciliation/{supervisorId}/{accountType}/{day}/comment { comment } ("" removes it) */
export const reconciliationCommentSchema = body({
  comment: text({ max: 500, type: R.comment, long: R.commentLong, chars: R.commentChars, multiline: true }),
});

export { R as RECONCILIATION_MESSAGES };
