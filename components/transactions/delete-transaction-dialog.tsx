"use client";

// 'Confirmer la suppression' (SPEC §2): deleting a transaction needs a reason, kept in the audit history.
// 'Supprimer définitivement' stays off while the reason is blank; the server's refusal of the reason goes under it.
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/client/toast";
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
import { Label } from "@/components/ui/label";
import { ReasonField } from "@/components/ui/reason-field";
import { ApiError } from "@/lib/api-client";
import { fieldErrors, serverFieldErrors } from "@/lib/forms/field-errors";
import { useFormFields } from "@/lib/forms/use-form-fields";
import { DELETE_REASON_MESSAGES, transactionDeleteSchema } from "@/lib/validation/transaction-filters";
import { changeErrorMessage } from "./transaction-errors";

const REASON_IDS = { reason: "delete-reason" };
const REASON_SERVER_FIELDS = { reason: Object.values(DELETE_REASON_MESSAGES) };

export function DeleteTransactionDialog({
  open,
  onOpenChange,
  deleting,
  remove,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deleting: boolean;
  remove: (body: { reason: string }) => Promise<string>;
  onDeleted: () => void;
}) {
  const { values, edit, errors, show } = useFormFields({ reason: "" }, REASON_IDS);

  async function confirm() {
    const parsed = transactionDeleteSchema.safeParse(values);
    if (!parsed.success) return show(fieldErrors(parsed.error.issues, "reason"));
    try {
      const message = await remove(parsed.data);
      toast.success(message || "Transaction supprimée avec succès", { duration: 3000 });
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      const onField = error instanceof ApiError && serverFieldErrors(error.serverMessage, REASON_SERVER_FIELDS);
      if (onField) show(onField);
      else toast.error("Erreur", { description: changeErrorMessage(error, "supprimer"), duration: 4000 });
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Confirmer la suppression</AlertDialogTitle>
          <AlertDialogDescription>Cette action est irréversible. La transaction sera définitivement supprimée.</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor={REASON_IDS.reason}>
            Raison de la suppression <span className="text-destructive">*</span>
          </Label>
          <ReasonField
            id={REASON_IDS.reason}
            value={values.reason}
            onChange={edit("reason")}
            placeholder="Ex. saisie en double"
            disabled={deleting}
            error={errors.reason ?? null}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Annuler</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={!values.reason.trim() || deleting}>
            {deleting && <Loader2 className="animate-spin" />}
            Supprimer définitivement
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
