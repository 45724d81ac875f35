"use client";

// The detail's edit form: its three fields (montant, typeCompte for a Début/Fin only, description) start from the
// transaction; on submit only the changed ones are checked by the shared schema (transactionUpdateSchema) and sent.
// A problem goes under its field (the schema's, or the server's when it names one field) and into a toast.
import { toast } from "@/lib/client/toast";
import { ApiError } from "@/lib/api-client";
import { formatAmountInput, parseAmountInput } from "@/lib/domain/money";
import { fieldErrors, serverFieldErrors } from "@/lib/forms/field-errors";
import { useFormFields } from "@/lib/forms/use-form-fields";
import { transactionUpdateSchema, UPDATE_SERVER_FIELDS } from "@/lib/validation/transaction-filters";
import { changeErrorMessage } from "./transaction-errors";
import type { DetailTransaction, TransactionChanges } from "./use-transaction-details";

export const EDIT_FORM_ID = "transaction-edit";
export const EDIT_IDS = { montant: "edit-montant", typeCompte: "edit-compte", description: "edit-description" };
export type EditField = keyof typeof EDIT_IDS;

/** A Début or a Fin: the only transactions whose account may be changed. */
export const isDirectEntry = (t: Pick<DetailTransaction, "type">) => t.type.code === "DEBUT_JOURNEE" || t.type.code === "FIN_JOURNEE";

/** The fields that differ from the transaction; empty when nothing changed. */
function changesOf(t: DetailTransaction, values: Record<EditField, string>): TransactionChanges {
  const changes: TransactionChanges = {};
  const amount = parseAmountInput(values.montant);
  if (amount !== t.montantFrancs) changes.montant = amount;
  if (isDirectEntry(t) && values.typeCompte && values.typeCompte !== t.accountType) changes.typeCompte = values.typeCompte;
  if (values.description.trim() !== (t.description ?? "")) changes.description = values.description.trim();
  return changes;
}

/** SPEC §8's text; a 403 adds the server's reason (the time limit that ran out, say). */
function saveErrorText(error: unknown): string {
  const reason = error instanceof ApiError && error.status === 403 && error.serverMessage ? ` (${error.serverMessage})` : "";
  return `${changeErrorMessage(error, "modifier")}${reason}`;
}

export function useTransactionEditForm(t: DetailTransaction, save: (changes: TransactionChanges) => Promise<string>, onSaved: () => void) {
  const { values, edit, errors, show } = useFormFields<Record<EditField, string>>(
    {
      montant: formatAmountInput(String(t.montantFrancs)),
      typeCompte: t.accountType ?? "",
      description: t.description ?? "",
    },
    EDIT_IDS,
  );
  const set = (field: EditField, value: string) => edit(field)(value);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const changes = changesOf(t, values);
    if (Object.keys(changes).length === 0) {
      toast.info("Aucune modification détectée", { duration: 3000 });
      return;
    }
    const parsed = transactionUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      const problems = fieldErrors<EditField>(parsed.error.issues);
      show(problems);
      toast.error("Erreur lors de la modification", { description: Object.values(problems)[0], duration: 4000 });
      return;
    }
    try {
      const message = await save(changes);
      toast.success(message || "Transaction modifiée avec succès", { duration: 3000 });
      onSaved();
    } catch (error) {
      const onField = error instanceof ApiError && error.status !== 403 && serverFieldErrors(error.serverMessage, UPDATE_SERVER_FIELDS);
      if (onField) show(onField);
      toast.error("Erreur lors de la modification", { description: saveErrorText(error), duration: 4000 });
    }
  }

  return { values, errors, direct: isDirectEntry(t), set, submit };
}
