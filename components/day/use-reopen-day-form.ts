"use client";

// The reopen's form: the reason checked against the shared schema before sending; the server's 422 under the
// field, a 409 (someone else reopened it: not closed any more) closes the dialog and reads the dashboard again.
// The field takes the focus itself when its error appears (ReasonField): the errors are shown without moving it.
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { ApiError, apiEnvelope, userMessage } from "@/lib/api-client";
import { formatLongDayFr } from "@/lib/domain/periods";
import { useFormFields } from "@/lib/forms/use-form-fields";
import { CLOSE_VALIDATION, reopenDaySchema } from "@/lib/validation/day-close";

export const REOPEN_IDS = { reason: "reopen-reason" };

export function useReopenDayForm(options: {
  supervisor: { id: string; nom: string };
  /** the closed day (YYYY-MM-DD) */
  date: string;
  onOpenChange: (open: boolean) => void;
  onReopened: () => void;
}) {
  const { supervisor, date, onOpenChange, onReopened } = options;
  const { values, edit, errors, show, reset } = useFormFields({ reason: "" }, REOPEN_IDS, { focus: false });
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = reopenDaySchema.safeParse({ reason: values.reason.trim(), date });
    if (!parsed.success) return show({ reason: parsed.error.issues[0]?.message ?? CLOSE_VALIDATION.reason });
    setSaving(true);
    reset();
    try {
      const envelope = await apiEnvelope(`/api/transactions/supervisors/${supervisor.id}/reopen`, { method: "POST", body: parsed.data, retry: false });
      toast.success(envelope.message, { description: `${supervisor.nom} — ${formatLongDayFr(date)}`, duration: 4000 });
      onOpenChange(false);
      onReopened();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) {
        show({ reason: userMessage(e) });
      } else {
        toast.error(userMessage(e, "Erreur lors de la réouverture. Veuillez réessayer."), { duration: 5000 });
        // not closed any more: someone else reopened it
        if (e instanceof ApiError && e.status === 409) {
          onOpenChange(false);
          onReopened();
        }
      }
    } finally {
      setSaving(false);
    }
  }

  return { values, edit, errors, saving, submit };
}
