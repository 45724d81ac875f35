// SPEC §3's transaction filter, the detail edit and the delete reason, shared by the screens and the handlers.
import * as z from "zod/mini";
import { ACCOUNT_TYPES, LINE_VALUE_MAX, TRANSACTION_TYPES } from "@/lib/domain/constants";
import { LIST_PERIODS } from "@/lib/domain/periods";
import { body, charsMessage, sameMessage, text, uuid, wholeNumber } from "./fields";
import { PAGE_MAX, pageParam } from "./lines";

export const TRANSACTION_CATEGORIES = ["depot", "retrait", "transfert", "allocation"] as const;
/** The client pages over the returned list (SPEC §9); the list itself is bounded. */
export const LIST_LIMIT_DEFAULT = 200;
export const LIST_LIMIT_MAX = 500;

export const FILTER_MESSAGES = {
  searchLong: "Recherche trop longue (100 caractères au plus)",
  searchChars: charsMessage("La recherche"),
  id: "Identifiant invalide",
  limit: "Limite invalide",
} as const;

const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);
/** "" (and "all", "tous" for the choices) mean no filter. */
const all = (v: unknown) => (v === "" || v === "all" || v === "tous" ? undefined : v);
const optional = <T extends z.ZodMiniType>(schema: T, none = blankToUndefined) => z.pipe(z.transform(none), z.optional(schema));
const search = (max: number) =>
  z.pipe(
    z.optional(text({ max, type: FILTER_MESSAGES.searchLong, long: FILTER_MESSAGES.searchLong, chars: FILTER_MESSAGES.searchChars })),
    z.transform((v) => v || undefined),
  );
const optionalUuid = optional(uuid(FILTER_MESSAGES.id));

export const transactionFilterSchema = z.object({
  period: z._default(z.enum(LIST_PERIODS, "Période invalide"), "today"),
  search: search(100),
  transactionType: optional(z.enum(TRANSACTION_TYPES, "Type de transaction invalide"), all),
  accountType: optional(z.enum(ACCOUNT_TYPES, "Type de compte invalide"), all),
  supervisorId: optionalUuid,
  partnerId: optionalUuid,
  /** an operator is an account (Liquide, Orange Money, Wave, UV Master, Autres) */
  operatorId: optional(z.enum(ACCOUNT_TYPES, "Opérateur invalide"), all),
  type: optional(z.enum(TRANSACTION_CATEGORIES, "Type invalide"), all),
  page: pageParam(1, PAGE_MAX),
  limit: pageParam(LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, FILTER_MESSAGES.limit),
  sortBy: z._default(z.enum(["createdAt", "montant", "type"], "Tri invalide"), "createdAt"),
  sortOrder: z._default(z.enum(["asc", "desc"], "Ordre de tri invalide"), "desc"),
});

export type TransactionFilter = z.output<typeof transactionFilterSchema>;

export const statsQuerySchema = z.object({ period: z._default(z.enum(LIST_PERIODS, "Période invalide"), "today") });

export const entitySearchSchema = z.object({
  q: z.pipe(search(100), z.transform((v) => v ?? "")),
  type: z._default(z.enum(["supervisors", "partners", "operators"], "Type de recherche invalide"), "supervisors"),
  limit: pageParam(20, 100, FILTER_MESSAGES.limit),
});

/** The options lists of the transaction form (active partners, available supervisors): limit 1 to 100. */
export const optionsQuerySchema = z.object({ limit: pageParam(100, 100, FILTER_MESSAGES.limit) });

export const UPDATE_MESSAGES = {
  amount: "Montant requis",
  amountWhole: "Le montant doit être un nombre entier de francs",
  amountFormat: "Montant invalide (chiffres uniquement, sans espaces)",
  amountTooHigh: "Montant trop élevé (maximum 999 999 999 F)",
  description: "Description invalide",
  descriptionLong: "Description trop longue (maximum 500 caractères)",
  descriptionChars: charsMessage("La description"),
  noChange: "Aucune modification détectée",
} as const;

/** PUT /api/transactions/{id}: only the changed fields (SPEC §5). */
export const transactionUpdateSchema = body({
  montant: z.optional(
    wholeNumber(
      { min: 1, max: LINE_VALUE_MAX },
      {
        ...sameMessage(UPDATE_MESSAGES.amount),
        format: UPDATE_MESSAGES.amountFormat,
        fraction: UPDATE_MESSAGES.amountWhole,
        too_large: UPDATE_MESSAGES.amountTooHigh,
      },
    ),
  ),
  typeCompte: z.optional(z.enum(ACCOUNT_TYPES, "Type de compte invalide")),
  description: z.optional(
    z.nullable(
      text({ max: 500, type: UPDATE_MESSAGES.description, long: UPDATE_MESSAGES.descriptionLong, chars: UPDATE_MESSAGES.descriptionChars, multiline: true }),
    ),
  ),
}).check(z.refine((v) => v.montant !== undefined || v.typeCompte !== undefined || v.description !== undefined, UPDATE_MESSAGES.noChange));

/** The server's answers that belong to one field of the detail's edit form (shown under it). */
export const UPDATE_SERVER_FIELDS = {
  montant: [UPDATE_MESSAGES.amount, UPDATE_MESSAGES.amountWhole, UPDATE_MESSAGES.amountFormat, UPDATE_MESSAGES.amountTooHigh],
  typeCompte: ["Type de compte invalide"],
  description: [UPDATE_MESSAGES.description, UPDATE_MESSAGES.descriptionLong, UPDATE_MESSAGES.descriptionChars],
};

export const DELETE_REASON_MESSAGE = "Veuillez fournir une raison pour la suppression";
export const DELETE_REASON_MESSAGES = {
  missing: DELETE_REASON_MESSAGE,
  long: "Raison trop longue (maximum 500 caractères)",
  chars: charsMessage("La raison"),
} as const;

export const transactionDeleteSchema = body({
  reason: text({
    min: 1,
    max: 500,
    type: DELETE_REASON_MESSAGES.missing,
    short: DELETE_REASON_MESSAGES.missing,
    long: DELETE_REASON_MESSAGES.long,
    chars: DELETE_REASON_MESSAGES.chars,
    multiline: true,
  }),
});
