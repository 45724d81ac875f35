"use client";

// "Prendre en compte": the admin says what he did about an alert. The comment is required (500 characters at
// most), checked with the API's own schema before sending; its errors, ours or the server's, go under the field,
// any other refusal (already taken into account by another admin) in a toast, and the list is read again.
import { useState } from "react";
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
import { Label } from "@/components/ui/label";
import { ReasonField } from "@/components/ui/reason-field";
import { ApiError, userMessage } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { ALERT_KIND_LABELS } from "@/lib/domain/alerts";
import { fieldErrors, serverFieldErrors } from "@/lib/forms/field-errors";
import { useFormFields } from "@/lib/forms/use-form-fields";
import type { AlertView } from "@/lib/services/alerts/list";
import { acknowledgeSchema, ALERT_VALIDATION } from "@/lib/validation/alerts";
import { acknowledgeAlert } from "./use-alerts";

const IDS = { comment: "acknowledge-comment" };
const SERVER_FIELDS = { comment: [ALERT_VALIDATION.comment, ALERT_VALIDATION.commentLong, ALERT_VALIDATION.commentChars] };

export function AcknowledgeDialog({ alert, onClose, onDone }: { alert: AlertView | null; onClose: () => void; onDone: () => void }) {
  const { values, setValues, edit, errors, show, reset } = useFormFields({ comment: "" }, IDS);
  const [sending, setSending] = useState(false);

  function close() {
    if (sending) return;
    setValues({ comment: "" });
    reset();
    onClose();
  }

  async function confirm() {
    if (!alert) return;
    const parsed = acknowledgeSchema.safeParse(values);
    if (!parsed.success) return show(fieldErrors(parsed.error.issues, "comment"));
    setSending(true);
    try {
      await acknowledgeAlert(alert.id, parsed.data.comment);
      toast.success("Alerte prise en compte", { duration: 3000 });
      setSending(false);
      close();
    } catch (error) {
      setSending(false);
      const onField = error instanceof ApiError && serverFieldErrors(error.serverMessage, SERVER_FIELDS);
      if (onField) return show(onField);
      toast.error("Erreur", { description: userMessage(error, "Impossible de prendre l'alerte en compte"), duration: 4000 });
      close();
    }
    onDone();
  }

  return (
    <AlertDialog open={alert !== null} onOpenChange={(open) => !open && close()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Prendre en compte l&apos;alerte</AlertDialogTitle>
          <AlertDialogDescription>
            {alert ? `${ALERT_KIND_LABELS[alert.kind]} : ${alert.reason}` : ""}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor={IDS.comment}>
            Commentaire <span className="text-destructive">*</span>
          </Label>
          <ReasonField
            id={IDS.comment}
            value={values.comment}
            onChange={edit("comment")}
            placeholder="Ex. écart vérifié avec le superviseur"
            disabled={sending}
            error={errors.comment ?? null}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={sending}>Annuler</AlertDialogCancel>
          <Button onClick={confirm} disabled={sending}>
            {sending && <Loader2 className="animate-spin" />}
            Prendre en compte
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
