// The new transaction form's values and what follows from them: the entry it opens on, a refused entry's values
// (Corriger), the payload the create routes read, and the figures the form shows (names, what is missing, what
// the entry will do to the day's line). No React here: ./use-new-transaction-form.ts holds the state.
import { likelyOperation } from "@/lib/domain/day-entries";
import { ACCOUNT_INFO } from "@/lib/domain/ledger";
import { directEntryRule, withHeldAccounts } from "@/lib/domain/uv-master";
import { applyWrite, entryPreview, grChangeSentence, type DayFigures, type WrittenLine } from "@/lib/domain/entry-preview";
import { formatAmountInput, parseAmountInput } from "@/lib/domain/money";
import { freePartnerKey, registeredPartnerKey } from "@/lib/domain/partners";
import type { QueuedEntry } from "@/lib/offline/queue";
import { formMissing, PARTNER_NAME_MIN, type OperationType, type TransactionField } from "@/lib/validation/transactions";
import type { TransactionOptions } from "./use-transaction-options";

export type EntryForm = {
  operationType: OperationType | "";
  superviseurId: string;
  typeCompte: string;
  partenaireId: string;
  partenaireNom: string;
  /** a free partner's phone (optional) */
  telephone: string;
  /** empty: not chosen yet (a direct entry then takes the likely one) */
  typeOperation: "depot" | "retrait" | "";
  montant: string;
};

/** each field's input (a choice: its first button, which takes the focus) */
export type FormField = TransactionField;
export const ENTRY_IDS: Record<FormField, string> = {
  superviseurId: "tx-supervisor",
  typeCompte: "tx-account",
  partenaireId: "tx-partner",
  partenaireNom: "tx-partner-name",
  // the admin's form sends `telephone`, the supervisor's `telephoneLibre` (ORIGINAL-CLIENT.md): one field
  telephone: "tx-partner-phone",
  telephoneLibre: "tx-partner-phone",
  typeOperation: "tx-operation-depot",
  montant: "tx-amount",
};

/** the names of the radio groups of the form's HTML frame (components/dashboard/new-transaction-shell.tsx), read by ./shell-hand-over.ts */
export const SHELL_NAMES = { type: "tx-shell-type", operation: "tx-shell-operation" } as const;

const EMPTY: EntryForm = { operationType: "", superviseurId: "", typeCompte: "", partenaireId: "", partenaireNom: "", telephone: "", typeOperation: "", montant: "" };

/** The form as it opens: a direct entry for the supervisor (his own, or the admin's choice). */
export const startForm = (directType: OperationType, supervisorId?: string): EntryForm => ({ ...EMPTY, operationType: directType, superviseurId: supervisorId ?? "" });

/** A refused entry kept on the device, in the form again (Corriger). */
export function formOf(draft: QueuedEntry, directType: OperationType): EntryForm {
  const b = draft.body as Record<string, string | number | undefined>;
  const operationType: OperationType = b.typeCompte ? directType : b.partenaireId ? "partner_registered" : "partner_libre";
  return {
    operationType,
    superviseurId: String(b.superviseurId ?? ""),
    typeCompte: String(b.typeCompte ?? ""),
    partenaireId: String(b.partenaireId ?? ""),
    partenaireNom: String(b.partenaireNom ?? ""),
    telephone: String(b.telephone ?? b.telephoneLibre ?? ""),
    typeOperation: b.typeOperation === "retrait" ? "retrait" : "depot",
    montant: formatAmountInput(String(b.montant ?? "")),
  };
}

/** The field that names the entry's line: where the next entry starts. */
export const targetField = (operationType: OperationType | "", directType: OperationType): FormField =>
  operationType === "partner_registered" ? "partenaireId" : operationType === "partner_libre" ? "partenaireNom" : operationType === directType ? "typeCompte" : "montant";

interface FactsInput {
  form: EntryForm;
  admin: boolean;
  directType: OperationType;
  options: Pick<TransactionOptions, "accounts" | "partners" | "supervisorName">;
  figures?: (DayFigures & { id: string })[];
  written: (WrittenLine & { supervisorId: string }) | null;
}

/** UV Master as a supervisor's form offers it on a day he holds it (his role's list does not carry it). */
const UV_MASTER_OPTION = { code: "UV_MASTER" as const, ...ACCOUNT_INFO.UV_MASTER, adminOnly: true };

/** What the form shows and sends, from its values and the day's figures. */
export function entryFacts({ form, admin, directType, options, figures, written }: FactsInput) {
  const direct = form.operationType === directType;
  const dayFigures = figures?.find((f) => f.id === form.superviseurId);
  // his accounts, UV Master on a day he holds it; its Début is never his (lib/domain/uv-master.ts)
  const accounts = admin ? options.accounts : withHeldAccounts(options.accounts, dayFigures?.comptes, UV_MASTER_OPTION);
  const debutRule = direct && form.typeCompte ? directEntryRule(admin ? "ADMIN" : "SUPERVISEUR", form.typeCompte, "depot") : null;
  const debutRefusal = debutRule?.kind === "refused" ? debutRule.refusal : null;
  const typeOperation: EntryForm["typeOperation"] = debutRefusal ? "retrait" : form.typeOperation || (direct ? likelyOperation(dayFigures?.comptes.sortie) : "");
  const montant = parseAmountInput(form.montant);
  const incomplete = formMissing({ ...form, typeOperation, needsSupervisor: admin });
  const partnerName = options.partners?.find((p) => p.id === form.partenaireId)?.nomComplet;
  const accountLabel = accounts.find((a) => a.code === form.typeCompte)?.label;
  const target = direct ? (accountLabel ?? form.typeCompte) : (partnerName ?? form.partenaireNom.trim());
  const lineKey = direct ? form.typeCompte : form.operationType === "partner_registered" ? form.partenaireId && registeredPartnerKey(form.partenaireId) : freePartnerKey(form.partenaireNom);
  const preview =
    !incomplete && montant && typeOperation
      ? entryPreview(
          { kind: direct ? "direct" : "partner", typeOperation, accountKey: lineKey || null, partnerName: partnerName ?? form.partenaireNom.trim(), amount: montant },
          applyWrite(dayFigures, written?.supervisorId === form.superviseurId ? written : null),
        )
      : null;
  return {
    direct,
    /** the accounts the form offers */
    accounts,
    /** why Début is not offered for the chosen account (it is then a Fin), or null */
    debutRefusal,
    typeOperation,
    montant,
    incomplete,
    nameTooShort: form.operationType === "partner_libre" && form.partenaireNom.length > 0 && form.partenaireNom.trim().length < PARTNER_NAME_MIN,
    supervisorName: options.supervisorName(form.superviseurId),
    accountLabel,
    /** the entry's line as the summary names it: the account, or the partner */
    target,
    /** what the entry is, in the saved note */
    what: direct ? (typeOperation === "depot" ? "Début" : "Fin") : typeOperation === "depot" ? "Dépôt" : "Retrait",
    preview,
    grChange: preview && grChangeSentence(preview),
  };
}

export type EntryFacts = ReturnType<typeof entryFacts>;

/** The body of the create routes (SPEC §4): only the chosen type's fields. */
export function entryPayload(form: EntryForm, facts: EntryFacts, admin: boolean) {
  const partnerLibre = form.operationType === "partner_libre";
  return {
    superviseurId: form.superviseurId,
    typeOperation: facts.typeOperation,
    montant: facts.montant ?? 0,
    ...(facts.direct ? { typeCompte: form.typeCompte } : {}),
    ...(form.operationType === "partner_registered" ? { partenaireId: form.partenaireId } : {}),
    ...(partnerLibre ? { partenaireNom: form.partenaireNom.trim() } : {}),
    ...(partnerLibre && form.telephone.trim() ? { [admin ? "telephone" : "telephoneLibre"]: form.telephone.trim() } : {}),
  };
}
