// Transaction creation, shared by the "Nouvelle Transaction" form and POST /create, /admin/create (SPEC §3, §5).
import * as z from "zod/mini";
import { ACCOUNT_TYPES, LINE_VALUE_MAX } from "@/lib/domain/constants";

export const OPERATION_TYPES_ADMIN = ["depot_retrait", "partner_registered", "partner_libre"] as const;
export const OPERATION_TYPES_SUPERVISOR = ["direct", "partner_registered", "partner_libre"] as const;
export type OperationType = (typeof OPERATION_TYPES_ADMIN)[number] | (typeof OPERATION_TYPES_SUPERVISOR)[number];

export const PARTNER_NAME_MIN = 2;
export const PARTNER_NAME_MAX = 100;

export const TX_PROBLEMS = {
  supervisor: "Superviseur requis",
  bothPartners: "Choisissez soit un partenaire enregistré, soit un nom libre (pas les deux)",
  accountType: "Type de compte requis pour début/fin journée",
  operation: "Type d'opération requis",
  amount: "Montant doit être supérieur à 0",
  amountTooHigh: "Montant trop élevé (maximum 999 999 999 F)",
  nameShort: "Nom du partenaire doit contenir au moins 2 caractères",
  nameLong: "Nom du partenaire trop long (maximum 100 caractères)",
} as const;

/** The amount as typed: digits, possibly grouped with spaces ("1 500"), or a number. */
export function parseMontant(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const stripped = value.replace(/[\s\u00a0\u202f]/g, "");
  return /^\d+$/.test(stripped) ? Number(stripped) : null;
}

/** SPEC §3's payload: superviseurId, typeOperation, montant, and one of typeCompte, partenaireId, partenaireNom. */
export interface TransactionPayload {
  superviseurId?: string;
  typeOperation?: string;
  montant?: number | string;
  typeCompte?: string;
  partenaireId?: string;
  partenaireNom?: string;
  description?: string;
}

/** SPEC §5's admin check: every problem, in SPEC's words ('Données invalides: ' + the list). */
export function transactionProblems(payload: TransactionPayload): string[] {
  const problems: string[] = [];
  const partnerId = payload.partenaireId?.trim();
  const partnerName = payload.partenaireNom?.trim();
  if (!payload.superviseurId?.trim()) problems.push(TX_PROBLEMS.supervisor);
  if (partnerId && partnerName) problems.push(TX_PROBLEMS.bothPartners);
  if (!partnerId && !partnerName && !payload.typeCompte) problems.push(TX_PROBLEMS.accountType);
  if (payload.typeOperation !== "depot" && payload.typeOperation !== "retrait") problems.push(TX_PROBLEMS.operation);
  const montant = parseMontant(payload.montant);
  if (montant === null || !Number.isInteger(montant) || montant <= 0) problems.push(TX_PROBLEMS.amount);
  else if (montant > LINE_VALUE_MAX) problems.push(TX_PROBLEMS.amountTooHigh);
  if (partnerName !== undefined && partnerName !== "" && !partnerId) {
    if (partnerName.length < PARTNER_NAME_MIN) problems.push(TX_PROBLEMS.nameShort);
    if (partnerName.length > PARTNER_NAME_MAX) problems.push(TX_PROBLEMS.nameLong);
  }
  return problems;
}

export const INVALID_DATA_PREFIX = "Données invalides: ";

const optionalText = (message: string) => z.optional(z.string({ error: message }).check(z.trim()));
const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);

/** The server's schema: SPEC's payload, checked with the admin check's words. */
export const transactionPayloadSchema = z.pipe(
  z
    .object({
      superviseurId: optionalText(TX_PROBLEMS.supervisor),
      typeOperation: optionalText(TX_PROBLEMS.operation),
      montant: z.optional(z.union([z.number(), z.string()], { error: TX_PROBLEMS.amount })),
      typeCompte: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(ACCOUNT_TYPES, "Type de compte invalide"))),
      partenaireId: optionalText("Partenaire invalide"),
      partenaireNom: optionalText(TX_PROBLEMS.nameShort),
      description: z.optional(z.string({ error: "Description invalide" }).check(z.trim(), z.maxLength(500, "Description trop longue (maximum 500 caractères)"))),
    })
    .check(
      z.superRefine((payload, ctx) => {
        const problems = transactionProblems(payload);
        if (problems.length) ctx.addIssue({ code: "custom", message: INVALID_DATA_PREFIX + problems.join(", ") });
      }),
    ),
  z.transform((p) => ({
    superviseurId: p.superviseurId!,
    typeOperation: p.typeOperation as "depot" | "retrait",
    montant: parseMontant(p.montant)!,
    typeCompte: p.partenaireId || p.partenaireNom ? undefined : p.typeCompte,
    partenaireId: p.partenaireId || undefined,
    partenaireNom: p.partenaireId ? undefined : p.partenaireNom || undefined,
    description: p.description || undefined,
  })),
);

export type TransactionCreateInput = z.output<typeof transactionPayloadSchema>;

/** The form's completeness rule (SPEC §4): submit is enabled only when this is empty. */
export function formMissing(form: {
  operationType: OperationType | "";
  superviseurId: string;
  typeOperation: string;
  montant: string;
  typeCompte: string;
  partenaireId: string;
  partenaireNom: string;
  needsSupervisor: boolean;
}): boolean {
  if (!form.operationType || !form.typeOperation) return true;
  if (form.needsSupervisor && !form.superviseurId) return true;
  const montant = parseMontant(form.montant);
  if (!montant || montant <= 0) return true;
  if (form.operationType === "partner_registered") return !form.partenaireId;
  if (form.operationType === "partner_libre") return form.partenaireNom.trim().length < PARTNER_NAME_MIN;
  return !form.typeCompte;
}

/** SPEC §5's combined message of the form schema. */
export const formCombinedMessage = (admin: boolean) =>
  admin ? "Vérifiez les champs requis selon le type d'opération" : "Vérifiez les champs requis";
