// SPEC §3's transaction filter, the detail edit and the delete reason, shared by the screens and the handlers.
import { z } from "zod";
import { ACCOUNT_TYPES, LINE_VALUE_MAX, TRANSACTION_TYPES } from "@/lib/domain/constants";
import { LIST_PERIODS } from "@/lib/domain/periods";

export const TRANSACTION_CATEGORIES = ["depot", "retrait", "transfert", "allocation"] as const;
/** The client pages over the returned list (SPEC §9); the list itself is bounded. */
export const LIST_LIMIT_DEFAULT = 200;
export const LIST_LIMIT_MAX = 500;

const optionalText = z
  .string()
  .trim()
  .max(100, "Recherche trop longue (100 caractères au plus)")
  .optional()
  .transform((v) => v || undefined);
const optionalUuid = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || /^[0-9a-f-]{36}$/i.test(v), "Identifiant invalide");
const all = (v: unknown) => (v === "" || v === "all" || v === "tous" ? undefined : v);

export const transactionFilterSchema = z.object({
  period: z.enum(LIST_PERIODS, "Période invalide").default("today"),
  search: optionalText,
  transactionType: z.preprocess(all, z.enum(TRANSACTION_TYPES, "Type de transaction invalide").optional()),
  accountType: z.preprocess(all, z.enum(ACCOUNT_TYPES, "Type de compte invalide").optional()),
  supervisorId: optionalUuid,
  partnerId: optionalUuid,
  /** an operator is an account (Liquide, Orange Money, Wave, UV Master, Autres) */
  operatorId: z.preprocess(all, z.enum(ACCOUNT_TYPES, "Opérateur invalide").optional()),
  type: z.preprocess(all, z.enum(TRANSACTION_CATEGORIES, "Type invalide").optional()),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  sortBy: z.enum(["createdAt", "montant", "type"], "Tri invalide").default("createdAt"),
  sortOrder: z.enum(["asc", "desc"], "Ordre de tri invalide").default("desc"),
});

export type TransactionFilter = z.output<typeof transactionFilterSchema>;

export const statsQuerySchema = z.object({ period: z.enum(LIST_PERIODS, "Période invalide").default("today") });

export const entitySearchSchema = z.object({
  q: z.string().trim().max(100).default(""),
  type: z.enum(["supervisors", "partners", "operators"], "Type de recherche invalide").default("supervisors"),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** PUT /api/transactions/{id}: only the changed fields (SPEC §5). */
export const transactionUpdateSchema = z
  .object({
    montant: z.coerce
      .number("Montant requis")
      .int("Le montant doit être un nombre entier de francs")
      .min(1, "Montant requis")
      .max(LINE_VALUE_MAX, "Montant trop élevé (maximum 999 999 999 F)")
      .optional(),
    typeCompte: z.enum(ACCOUNT_TYPES, "Type de compte invalide").optional(),
    description: z.string().trim().max(500, "Description trop longue (maximum 500 caractères)").nullable().optional(),
  })
  .refine((v) => v.montant !== undefined || v.typeCompte !== undefined || v.description !== undefined, "Aucune modification détectée");

export const DELETE_REASON_MESSAGE = "Veuillez fournir une raison pour la suppression";

export const transactionDeleteSchema = z.object({
  reason: z.string(DELETE_REASON_MESSAGE).trim().min(1, DELETE_REASON_MESSAGE).max(500, "Raison trop longue (maximum 500 caractères)"),
});
