"use client";

// The close's form: the justification checked against the shared schema before sending, required when the GR
// is below minus the tolerance; the server's 422 under the field (and the dashboard read again, the tolerance
// may have changed), a 409 closes the dialog and reads the dashboard again (already closed, nothing to close).
// The field takes the focus itself when its error appears (ReasonField): the errors are shown without moving it.
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { ApiError, apiEnvelope, userMessage } from "@/lib/api-client";
import { formatSignedFcfa } from "@/lib/domain/money";
import { useFormFields } from "@/lib/forms/use-form-fields";
import { closeDaySchema } from "@/lib/validation/day-close";

export const CLOSE_IDS = { justification: "close-justification" };

export function useCloseDayForm(options: {
  supervisor: { id: string; nom: string };
  date: string;
  /** what the justification requires, null when it is optional */
  requirement: string | null;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
  onRefresh: () => void;
}) {
  const { supervisor, date, requirement, onOpenChange, onClosed, onRefresh } = options;
  const { values, edit, errors, show, reset } = useFormFields({ justification: "" }, CLOSE_IDS, { focus: false });
  const [saving, setSaving] = useState(false);
  const refuse = (justification: string) => show({ justification });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const text = values.justification.trim();
    if (requirement && !text) return refuse("Saisissez la justification de l'écart pour clôturer la journée");
    const parsed = closeDaySchema.safeParse({ justification: text || null, date });
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? "Justification invalide");
    setSaving(true);
    reset();
    try {
      const envelope = await apiEnvelope<{ gr: number }>(`/api/transactions/supervisors/${supervisor.id}/close`, { method: "POST", body: parsed.data, retry: false });
      toast.success(envelope.message, { description: `${supervisor.nom} : GR ${formatSignedFcfa(envelope.data.gr)}`, duration: 4000 });
      onOpenChange(false);
      onClosed();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) {
        refuse(userMessage(e));
        // the tolerance may have changed since the dashboard was read: the hint above the field follows it
        onRefresh();
      } else {
        toast.error(userMessage(e, "Erreur lors de la clôture. Veuillez réessayer."), { duration: 5000 });
        // already closed, nothing to close: what the dashboard shows is out of date
        if (e instanceof ApiError && e.status === 409) {
          onOpenChange(false);
          onRefresh();
        }
      }
    } finally {
      setSaving(false);
    }
  }

  return { values, edit, errors, saving, submit };
}
