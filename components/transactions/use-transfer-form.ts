"use client";

// The transfer form's state, check and sending: the server's schema (lib/validation/transfers.ts) checks it in the
// browser with the same French messages, each under its field; it is sent once per entry, or kept on the device
// without the network (./use-entry-sender.ts). What it will do is said before Valider (transferSentence).
import { useState } from "react";
import { ApiError, userMessage } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { fieldErrors, serverFieldErrors } from "@/lib/forms/field-errors";
import { useFormFields } from "@/lib/forms/use-form-fields";
import type { AccountType } from "@/lib/domain/constants";
import { formatAmountInput, formatFcfa, parseAmountInput } from "@/lib/domain/money";
import { transferSentence } from "@/lib/domain/transfers";
import type { QueuedEntry } from "@/lib/offline/queue";
import { adminTransferCreateSchema, TRANSFER_MESSAGES, transferCreateSchema } from "@/lib/validation/transfers";
import { MOVEMENT_URLS } from "./movement-types";
import type { Option } from "./options-cache";
import { useEntrySender } from "./use-entry-sender";

export const TRANSFER_IDS = {
  fromSupervisorId: "transfer-from",
  fromAccount: "transfer-from-account",
  toSupervisorId: "transfer-to",
  toAccount: "transfer-to-account",
  montant: "transfer-amount",
  note: "transfer-note",
};
type Field = keyof typeof TRANSFER_IDS;

/** The server's answers that belong to one field (shown under it). */
const SERVER_FIELDS: Partial<Record<Field, string[]>> = {
  fromSupervisorId: [TRANSFER_MESSAGES.senderInactive],
  toSupervisorId: [TRANSFER_MESSAGES.self, TRANSFER_MESSAGES.receiverNotFound, TRANSFER_MESSAGES.receiverInactive],
  montant: [TRANSFER_MESSAGES.amount, TRANSFER_MESSAGES.amountFormat, TRANSFER_MESSAGES.amountTooHigh, TRANSFER_MESSAGES.amountWhole],
};

export type TransferFormState = Record<Field, string>;

function initial(draft: QueuedEntry | null | undefined, supervisorId: string | undefined): TransferFormState {
  const b = (draft?.body ?? {}) as Record<string, string | number | undefined>;
  return {
    fromSupervisorId: String(b.fromSupervisorId ?? supervisorId ?? ""),
    fromAccount: String(b.fromAccount ?? ""),
    toSupervisorId: String(b.toSupervisorId ?? ""),
    toAccount: String(b.toAccount ?? ""),
    montant: b.montant === undefined ? "" : formatAmountInput(String(b.montant)),
    note: String(b.note ?? ""),
  };
}

export function useTransferForm(options: {
  admin: boolean;
  userId: string | undefined;
  /** the supervisor sending from his own accounts (his form) */
  supervisorId?: string;
  myName?: string;
  supervisors: Option[] | null;
  draft?: QueuedEntry | null;
  onSent: (kept: boolean) => void;
}) {
  const { values: form, setValues, errors, show, clear } = useFormFields(initial(options.draft, options.supervisorId), TRANSFER_IDS);
  const [submitting, setSubmitting] = useState(false);
  const sender = useEntrySender(options.userId, options.draft);

  const set = (patch: Partial<TransferFormState>) => {
    setValues((f) => {
      const next = { ...f, ...patch };
      // the arriving account follows the departing one until it is chosen apart
      if (patch.fromAccount && (!f.toAccount || f.toAccount === f.fromAccount)) next.toAccount = patch.fromAccount;
      return next;
    });
    for (const field of Object.keys(patch) as Field[]) clear(field);
  };

  const nameOf = (id: string) => (id === options.supervisorId ? options.myName : undefined) ?? options.supervisors?.find((s) => s.id === id)?.nomComplet;
  const montant = parseAmountInput(form.montant);
  const fromName = nameOf(form.fromSupervisorId);
  const toName = nameOf(form.toSupervisorId);
  const complete = !!(form.fromSupervisorId && form.fromAccount && form.toSupervisorId && form.toAccount && montant);
  const sentence =
    complete && fromName && toName
      ? transferSentence({ fromName, fromAccount: form.fromAccount as AccountType, toName, toAccount: form.toAccount as AccountType, montant: montant! })
      : null;

  const payload = () => ({
    ...(options.admin ? { fromSupervisorId: form.fromSupervisorId } : {}),
    fromAccount: form.fromAccount,
    toSupervisorId: form.toSupervisorId,
    toAccount: form.toAccount,
    montant: montant ?? 0,
    ...(form.note.trim() ? { note: form.note.trim() } : {}),
  });

  async function submit(event?: React.FormEvent) {
    event?.preventDefault();
    if (submitting) return;
    const body = payload();
    // the server's check, here first: the admin names the sender; the supervisor's own id stands for the omitted one
    const parsed = options.admin
      ? adminTransferCreateSchema.safeParse({ ...body, fromSupervisorId: form.fromSupervisorId })
      : transferCreateSchema.safeParse({ ...body, fromSupervisorId: form.fromSupervisorId || undefined });
    if (!parsed.success) {
      const problems = fieldErrors<Field>(parsed.error.issues);
      show(problems);
      toast.error(Object.values(problems)[0] ?? TRANSFER_MESSAGES.amount, { duration: 4000 });
      return;
    }
    setSubmitting(true);
    try {
      const label = `Transfert ${formatFcfa(montant!)} → ${toName ?? "autre kiosque"}` + (options.admin && fromName ? ` · de ${fromName}` : "");
      const outcome = await sender.send(MOVEMENT_URLS.transfer, body, label);
      if (outcome.kind === "sent") toast.success(outcome.envelope.message || "Transfert enregistré", { description: sentence ?? undefined, duration: 4000 });
      options.onSent(outcome.kind === "kept");
    } catch (error) {
      const onField = error instanceof ApiError && serverFieldErrors<Field>(error.serverMessage, SERVER_FIELDS);
      if (onField) show(onField);
      toast.error("Erreur lors de l'enregistrement du transfert", { description: userMessage(error), duration: 5000 });
    } finally {
      setSubmitting(false);
    }
  }

  return { form, set, errors, submitting, submit, sentence, complete, fromName };
}
