// Transaction creation, shared by the "Nouvelle Transaction" form and POST /create, /admin/create (SPEC §3, §5).
import * as z from "zod/mini";
import { ACCOUNT_TYPES, LINE_VALUE_MAX } from "@/lib/domain/constants";
import { isUuid, readWholeNumber, type WholeNumberProblem } from "@/lib/domain/input";
import { parseAmountInput } from "@/lib/domain/money";
import { body, charsMessage, maxChars, phone, PHONE_MESSAGE, text } from "./fields";

export const OPERATION_TYPES_ADMIN = ["depot_retrait", "partner_registered", "partner_libre"] as const;
export const OPERATION_TYPES_SUPERVISOR = ["direct", "partner_registered", "partner_libre"] as const;
export type OperationType = (typeof OPERATION_TYPES_ADMIN)[number] | (typeof OPERATION_TYPES_SUPERVISOR)[number];

export const PARTNER_NAME_MIN = 2;
export const PARTNER_NAME_MAX = 100;

export const TX_PROBLEMS = {
  supervisor: "Superviseur requis",
  supervisorInvalid: "Superviseur invalide",
  partnerInvalid: "Partenaire invalide",
  bothPartners: "Choisissez soit un partenaire enregistré, soit un nom libre (pas les deux)",
  accountType: "Type de compte requis pour début/fin journée",
  operation: "Type d'opération requis",
  amount: "Montant doit être supérieur à 0",
  amountFormat: "Montant invalide (chiffres uniquement, sans espaces)",
  amountWhole: "Le montant doit être un nombre entier de francs",
  amountTooHigh: "Montant trop élevé (maximum 999 999 999 F)",
  nameShort: "Nom du partenaire doit contenir au moins 2 caractères",
  nameLong: "Nom du partenaire trop long (maximum 100 caractères)",
  nameChars: charsMessage("Le nom du partenaire"),
  description: "Description invalide",
  descriptionLong: "Description trop longue (maximum 500 caractères)",
  descriptionChars: charsMessage("La description"),
  phoneInvalid: PHONE_MESSAGE,
  phoneFreeOnly: "Le téléphone ne s'indique que pour un partenaire libre",
  phonesDiffer: "Deux numéros de téléphone différents ont été envoyés pour le partenaire",
} as const;

/** How each problem of an amount reads (SPEC §5's 'Montant doit être supérieur à 0' where it fits). */
const AMOUNT_PROBLEMS: Record<WholeNumberProblem, string> = {
  missing: TX_PROBLEMS.amount,
  format: TX_PROBLEMS.amountFormat,
  negative: TX_PROBLEMS.amount,
  fraction: TX_PROBLEMS.amountWhole,
  too_small: TX_PROBLEMS.amount,
  too_large: TX_PROBLEMS.amountTooHigh,
};
const AMOUNT_BOUNDS = { min: 1, max: LINE_VALUE_MAX };

/** SPEC §3's payload: superviseurId, typeOperation, montant, and one of typeCompte, partenaireId, partenaireNom. */
export interface TransactionPayload {
  superviseurId?: string;
  typeOperation?: string;
  /** whole francs: a number, or a string of digits (the form strips its thousands spaces before sending) */
  montant?: number | string;
  typeCompte?: string;
  partenaireId?: string;
  partenaireNom?: string;
  description?: string;
}

/** The fields a problem of the admin check belongs to (the form shows it under that field). */
export type TransactionField = "superviseurId" | "partenaireId" | "partenaireNom" | "typeCompte" | "typeOperation" | "montant" | "telephone" | "telephoneLibre";
export interface TransactionProblem {
  path: [TransactionField];
  message: string;
}

/** SPEC §5's admin check: every problem, in SPEC's words, each with its field. */
export function transactionFieldProblems(payload: TransactionPayload): TransactionProblem[] {
  const problems: TransactionProblem[] = [];
  const add = (field: TransactionField, message: string) => problems.push({ path: [field], message });
  const supervisorId = payload.superviseurId?.trim();
  const partnerId = payload.partenaireId?.trim();
  const partnerName = payload.partenaireNom?.trim();
  if (!supervisorId) add("superviseurId", TX_PROBLEMS.supervisor);
  else if (!isUuid(supervisorId)) add("superviseurId", TX_PROBLEMS.supervisorInvalid);
  if (partnerId && !isUuid(partnerId)) add("partenaireId", TX_PROBLEMS.partnerInvalid);
  if (partnerId && partnerName) add("partenaireNom", TX_PROBLEMS.bothPartners);
  if (!partnerId && !partnerName && !payload.typeCompte) add("typeCompte", TX_PROBLEMS.accountType);
  if (payload.typeOperation !== "depot" && payload.typeOperation !== "retrait") add("typeOperation", TX_PROBLEMS.operation);
  const montant = readWholeNumber(payload.montant, AMOUNT_BOUNDS);
  if (!montant.ok) add("montant", AMOUNT_PROBLEMS[montant.problem]);
  if (partnerName !== undefined && partnerName !== "" && !partnerId) {
    if (partnerName.length < PARTNER_NAME_MIN) add("partenaireNom", TX_PROBLEMS.nameShort);
    if (partnerName.length > PARTNER_NAME_MAX) add("partenaireNom", TX_PROBLEMS.nameLong);
  }
  return problems;
}

/** SPEC §5's admin check: every problem, in SPEC's words ('Données invalides: ' + the list). */
export const transactionProblems = (payload: TransactionPayload): string[] => transactionFieldProblems(payload).map((p) => p.message);

export const INVALID_DATA_PREFIX = "Données invalides: ";

/** A field whose finer rules transactionProblems checks: here, a string of bounded length without control characters. */
const field = (type: string, max: number, long = type, chars = type) => z.optional(text({ max, type, long, chars }));
const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);

const freePhone = z.pipe(z.transform(blankToUndefined), z.optional(phone({ missing: TX_PROBLEMS.phoneInvalid, invalid: TX_PROBLEMS.phoneInvalid })));

/** The server's schema: SPEC's payload, checked with the admin check's words. */
export const transactionPayloadSchema = z.pipe(
  body({
    superviseurId: field(TX_PROBLEMS.supervisor, 100, TX_PROBLEMS.supervisorInvalid, TX_PROBLEMS.supervisorInvalid),
    typeOperation: field(TX_PROBLEMS.operation, 20),
    montant: z.optional(z.union([z.number(), z.string().check(maxChars(30, TX_PROBLEMS.amountFormat))], { error: TX_PROBLEMS.amount })),
    typeCompte: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(ACCOUNT_TYPES, "Type de compte invalide"))),
    partenaireId: field(TX_PROBLEMS.partnerInvalid, 100),
    // the 2 to 100 characters are checked by transactionProblems, which lists them with the rest
    partenaireNom: field(TX_PROBLEMS.nameShort, 1_000, TX_PROBLEMS.nameLong, TX_PROBLEMS.nameChars),
    description: z.optional(
      text({ max: 500, type: TX_PROBLEMS.description, long: TX_PROBLEMS.descriptionLong, chars: TX_PROBLEMS.descriptionChars, multiline: true }),
    ),
    // a free partner's phone (ORIGINAL-CLIENT.md: `telephone` from the admin form, `telephoneLibre`
    // from the supervisor's), stored in its digits
    telephone: freePhone,
    telephoneLibre: freePhone,
  }).check(
    z.superRefine((payload, ctx) => {
      const problems = transactionFieldProblems(payload);
      // a phone only for a free partner (a name, no partner id), the same in both fields
      const phoneField = payload.telephone ? "telephone" : "telephoneLibre";
      if ((payload.telephone ?? payload.telephoneLibre) && (payload.partenaireId || !payload.partenaireNom?.trim())) {
        problems.push({ path: [phoneField], message: TX_PROBLEMS.phoneFreeOnly });
      }
      if (payload.telephone && payload.telephoneLibre && payload.telephone !== payload.telephoneLibre) {
        problems.push({ path: ["telephoneLibre"], message: TX_PROBLEMS.phonesDiffer });
      }
      // one message, SPEC's list; each problem with its field in params (the form shows it under that field)
      if (problems.length) ctx.addIssue({ code: "custom", message: INVALID_DATA_PREFIX + problems.map((p) => p.message).join(", "), params: { problems } });
    }),
  ),
  z.transform((p) => ({
    superviseurId: p.superviseurId!.toLowerCase(),
    typeOperation: p.typeOperation as "depot" | "retrait",
    montant: (readWholeNumber(p.montant, AMOUNT_BOUNDS) as { value: number }).value,
    typeCompte: p.partenaireId || p.partenaireNom ? undefined : p.typeCompte,
    partenaireId: p.partenaireId ? p.partenaireId.toLowerCase() : undefined,
    partenaireNom: p.partenaireId ? undefined : p.partenaireNom || undefined,
    description: p.description || undefined,
    partnerPhone: p.telephone ?? p.telephoneLibre ?? undefined,
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
  const montant = parseAmountInput(form.montant);
  if (!montant || montant <= 0) return true;
  if (form.operationType === "partner_registered") return !form.partenaireId;
  if (form.operationType === "partner_libre") return form.partenaireNom.trim().length < PARTNER_NAME_MIN;
  return !form.typeCompte;
}

/** SPEC §5's combined message of the form schema. */
export const formCombinedMessage = (admin: boolean) =>
  admin ? "Vérifiez les champs requis selon le type d'opération" : "Vérifiez les champs requis";

/** A failed parse's issues with the admin check's problems spread over their fields (see the schema's params). */
export const fieldIssues = (issues: readonly z.core.$ZodIssue[]) =>
  issues.flatMap<{ path: readonly PropertyKey[]; message: string }>(
    (issue) => (issue.code === "custom" && (issue.params?.problems as TransactionProblem[] | undefined)) || [issue],
  );
