"use client";

// The new transaction form's state, check and sending. It opens on the most likely entry: a direct one, Début
// before the supervisor's first Fin of the day and Fin after (likelyOperation), until he chooses otherwise. The
// server's schema checks it in the browser with the same French messages, each under its field; it is sent once
// per entry or kept on the device without the network (./use-entry-sender.ts). "Saisir la suivante" records it
// and keeps the type, the supervisor and Début/Fin, not the account: the next entry nearly always changes it.
import { useEffect, useRef, useState } from "react";
import { userMessage } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { useViewer } from "@/components/layout/viewer-context";
import { fieldErrors, useFieldErrors, type FieldErrors } from "@/lib/forms/field-errors";
import type { LineType } from "@/lib/domain/constants";
import type { DayFigures, WrittenLine } from "@/lib/domain/entry-preview";
import { formatFcfa } from "@/lib/domain/money";
import { entryLabel, type QueuedEntry } from "@/lib/offline/queue";
import { fieldIssues, transactionPayloadSchema, type OperationType } from "@/lib/validation/transactions";
import { clearOptionsCache } from "./options-cache";
import { movementOf } from "./movement-forms";
import { ENTRY_IDS, entryFacts, entryPayload, formOf, startForm, targetField, type EntryForm, type FormField } from "./new-transaction-model";
import { useEntrySender } from "./use-entry-sender";
import type { TransactionOptions } from "./use-transaction-options";

/** What the create routes answer: the transaction's line and its value after it. */
interface Created {
  transaction: { superviseurId: string; lineType: LineType; accountKey: string; montant: number };
  lineValue: number;
}

export interface NewTransactionFormOptions {
  open: boolean;
  admin: boolean;
  supervisorId?: string;
  draft?: QueuedEntry | null;
  figures?: (DayFigures & { id: string })[];
  options: TransactionOptions;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}

/** SPEC §5's check, by the server's schema: false after showing each problem under its field and SPEC's toast. */
function checked(payload: object, showErrors: (errors: FieldErrors<FormField>) => void) {
  const parsed = transactionPayloadSchema.safeParse(payload);
  if (parsed.success) return true;
  showErrors(fieldErrors(fieldIssues(parsed.error.issues)));
  toast.error(parsed.error.issues[0]!.message, { duration: 4000 });
  return false;
}

/** The element (by id) to focus once the form is enabled again: after "Saisir la suivante", the next entry's first field. */
function useFocusWhenFree(busy: boolean) {
  const toFocusRef = useRef<string | null>(null);
  useEffect(() => {
    if (busy || !toFocusRef.current) return;
    document.getElementById(toFocusRef.current)?.focus();
    toFocusRef.current = null;
  }, [busy]);
  return toFocusRef;
}

export function useNewTransactionForm({ open, admin, supervisorId, draft, figures, options, onOpenChange, onCreated }: NewTransactionFormOptions) {
  const directType: OperationType = admin ? "depot_retrait" : "direct";
  const [form, setForm] = useState<EntryForm>(() => (draft && !movementOf(draft) ? formOf(draft, directType) : startForm(directType, supervisorId)));
  const [submitting, setSubmitting] = useState(false);
  const sender = useEntrySender(useViewer()?.id, draft);
  // the line the previous entry wrote ("Saisir la suivante"), and what was recorded
  const [written, setWritten] = useState<(WrittenLine & { supervisorId: string }) | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const toFocusRef = useFocusWhenFree(submitting);
  const { errors, show: showErrors, clear: clearError, reset: resetErrors } = useFieldErrors(ENTRY_IDS);

  // one key per opening of the form: a re-render (a new `fallbackSupervisors` array, the submit's own state)
  // must not change it, or a resend of an entry whose answer was lost would be recorded twice
  const { renew } = sender;
  useEffect(() => {
    if (open) renew();
  }, [open, renew]);

  const set = (patch: Partial<EntryForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    for (const field of Object.keys(patch)) if (field in ENTRY_IDS) clearError(field as FormField);
    if ("telephone" in patch) clearError(admin ? "telephone" : "telephoneLibre");
  };
  // switching the type clears the other types' fields (SPEC §4)
  const chooseType = (operationType: OperationType) => set({ operationType, typeCompte: "", partenaireId: "", partenaireNom: "", telephone: "" });

  const facts = entryFacts({ form, admin, directType, options, figures, written });

  const reset = () => {
    setForm(startForm(directType, supervisorId));
    setWritten(null);
    setSaved(null);
    resetErrors();
  };
  const finish = () => {
    reset();
    onOpenChange(false);
  };
  /** The next entry: a key of its own, the same type, supervisor and Début/Fin, another account and amount. */
  const next = (recorded: string | null) => {
    sender.renew();
    setSaved(recorded);
    setForm((f) => ({ ...f, typeOperation: facts.typeOperation, typeCompte: "", partenaireId: "", partenaireNom: "", telephone: "", montant: "" }));
    toFocusRef.current = ENTRY_IDS[targetField(form.operationType, directType)];
  };

  async function submit(keepGoing: boolean) {
    if (facts.incomplete || submitting) return;
    const payload = entryPayload(form, facts, admin);
    if (!checked(payload, showErrors)) return;
    const url = admin ? "/api/transactions/admin/create" : "/api/transactions/create";
    const label = entryLabel(payload, facts.target) + (admin && facts.supervisorName ? ` · ${facts.supervisorName}` : "");
    setSubmitting(true);
    try {
      const outcome = await sender.send<Created>(url, payload, label);
      if (outcome.kind === "kept") return keepGoing ? next(null) : finish();
      const { message, data } = outcome.envelope;
      toast.success("Succès", { description: message, duration: 3000 });
      if (admin) clearOptionsCache();
      if (keepGoing) {
        const { transaction: t, lineValue } = data;
        if (facts.preview?.before != null) setWritten({ supervisorId: t.superviseurId, lineType: t.lineType, accountKey: t.accountKey, before: facts.preview.before, value: lineValue });
        next(`Transaction enregistrée : ${facts.what} ${facts.target}, ${formatFcfa(t.montant)}`);
      } else finish();
      onCreated();
    } catch (error) {
      if (facts.direct) options.reloadAccounts();
      toast.error("Erreur lors de la création de la transaction", { description: userMessage(error), duration: 4000 });
    } finally {
      setSubmitting(false);
    }
  }

  return { form, set, chooseType, directType, facts, errors, saved, submitting, submit, reset };
}

export type NewTransactionForm = ReturnType<typeof useNewTransactionForm>;
