"use client";

// What may be done with a transfer from its detail: contest it (the receiver), correct or confirm its amount (the
// admin), delete it after a confirmation (the admin). Each needs a reason, checked by the route's own schema, its
// error under the field; both kiosks move at once on the server.
import { useEffect, useState } from "react";
import { Loader2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiEnvelope, userMessage } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { fieldErrors, invalidProps } from "@/lib/forms/field-errors";
import { useFormFields } from "@/lib/forms/use-form-fields";
import { formatAmountInput, parseAmountInput } from "@/lib/domain/money";
import { transferContestSchema, transferCorrectSchema, transferDeleteSchema } from "@/lib/validation/transfers";
import type { TransferRights } from "@/lib/domain/transfers";
import type { ShownTransfer } from "@/lib/presenters/transfers";
import { AmountField } from "./movement-fields";

/** A transfer as its detail receives it: the transfer and what the viewer may do with it. */
export type TransferDetailData = ShownTransfer & { rights: TransferRights };

const IDS = { montant: "transfer-correct-amount", reason: "transfer-reason" };
type Field = keyof typeof IDS;
const DELETE_IDS = { reason: "transfer-delete-reason" };

function ReasonField({ id, value, onChange, error, label, disabled }: { id: string; value: string; onChange: (v: string) => void; error?: string; label: string; disabled?: boolean }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label} <span className="text-destructive">*</span>
      </Label>
      <Textarea id={id} value={value} onChange={(e) => onChange(e.target.value)} maxLength={500} rows={2} disabled={disabled} {...invalidProps(id, error)} />
      <FieldError inputId={id} message={error} alert />
    </div>
  );
}

/** Each change of a transfer: its call. The receiver's answers (contest, confirm) have their own paths. */
const CHANGES = {
  contest: { method: "PATCH", path: (id: string) => `/api/transactions/transfers/${id}/contest` },
  confirm: { method: "PATCH", path: (id: string) => `/api/transactions/transfers/${id}/confirm` },
  correct: { method: "PUT", path: (id: string) => `/api/transactions/transfers/${id}` },
  delete: { method: "DELETE", path: (id: string) => `/api/transactions/transfers/${id}` },
} as const;

/** Sends one change of a transfer; true once the server has recorded it. */
export function useTransferChange(transfer: Pick<TransferDetailData, "id">, onBusy: (busy: boolean) => void) {
  const [sending, setSending] = useState(false);
  useEffect(() => onBusy(sending), [sending, onBusy]);
  return {
    sending,
    async send(kind: keyof typeof CHANGES, body: object | undefined, failure: string): Promise<boolean> {
      setSending(true);
      try {
        const { method, path } = CHANGES[kind];
        const envelope = await apiEnvelope(path(transfer.id), { method, ...(body ? { body } : {}), retry: false });
        toast.success(envelope.message, { duration: 4000 });
        return true;
      } catch (error) {
        toast.error(failure, { description: userMessage(error), duration: 5000 });
        return false;
      } finally {
        setSending(false);
      }
    },
  };
}

export function TransferAction({
  kind,
  transfer,
  onBusy,
  onCancel,
  onDone,
}: {
  kind: "contest" | "correct";
  transfer: Pick<TransferDetailData, "id" | "montant" | "status">;
  onBusy: (busy: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { values, edit, errors, show } = useFormFields({ montant: formatAmountInput(String(transfer.montant)), reason: "" }, IDS);
  const { sending, send } = useTransferChange(transfer, onBusy);
  const contest = kind === "contest";

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = contest ? { reason: values.reason } : { montant: parseAmountInput(values.montant) ?? 0, reason: values.reason };
    const parsed = contest ? transferContestSchema.safeParse(body) : transferCorrectSchema.safeParse(body);
    if (!parsed.success) return show(fieldErrors<Field>(parsed.error.issues));
    if (await send(kind, parsed.data, contest ? "Erreur lors de la contestation" : "Erreur lors de la correction")) onDone();
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-md bg-muted/50 p-3" noValidate data-testid={contest ? "transfer-contest-form" : "transfer-correct-form"}>
      {!contest && (
        <AmountField id={IDS.montant} value={values.montant} onChange={edit("montant")} error={errors.montant} />
      )}
      <ReasonField
        id={IDS.reason}
        label={contest ? "Pourquoi contestez-vous ce transfert ?" : "Raison de la correction"}
        value={values.reason}
        onChange={edit("reason")}
        error={errors.reason}
        disabled={sending}
      />
      {!contest && transfer.status === "CONTESTE" && (
        <p className="text-xs text-muted-foreground">Le même montant confirme le transfert ; un autre le corrige chez les deux kiosques.</p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={sending}>
          Annuler
        </Button>
        <Button type="submit" disabled={sending || !values.reason.trim()}>
          {sending && <Loader2 className="animate-spin" />}
          {contest ? "Envoyer la contestation" : "Enregistrer la correction"}
        </Button>
      </div>
    </form>
  );
}

export function TransferDeleteConfirm({ transfer, onBusy, onCancel, onDone }: { transfer: TransferDetailData; onBusy: (busy: boolean) => void; onCancel: () => void; onDone: () => void }) {
  const { values, edit, errors, show } = useFormFields({ reason: "" }, DELETE_IDS);
  const { sending, send } = useTransferChange(transfer, onBusy);

  async function remove() {
    const parsed = transferDeleteSchema.safeParse(values);
    if (!parsed.success) return show(fieldErrors(parsed.error.issues, "reason"));
    if (await send("delete", parsed.data, "Erreur lors de la suppression")) onDone();
  }

  return (
    <AlertDialog open onOpenChange={(open) => !open && !sending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Supprimer le transfert</AlertDialogTitle>
          <AlertDialogDescription>
            Cette action est irréversible : les deux côtés ({transfer.from.nom} et {transfer.to.nom}) seront supprimés ensemble et leurs lignes recalculées.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ReasonField
          id={DELETE_IDS.reason}
          label="Raison de la suppression"
          value={values.reason}
          onChange={edit("reason")}
          error={errors.reason}
          disabled={sending}
        />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={sending}>Annuler</AlertDialogCancel>
          <Button variant="destructive" onClick={remove} disabled={!values.reason.trim() || sending}>
            {sending && <Loader2 className="animate-spin" />}
            Supprimer définitivement
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
