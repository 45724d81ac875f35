"use client";

// The reopen's form: the reason checked against the shared schema before sending; the server's 422 under the
// field, a 409 (someone else reopened it: not closed any more) closes the dialog and reads the dashboard again.
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { ApiError, apiEnvelope, userMessage } from "@/lib/api-client";
import { formatLongDayFr } from "@/lib/domain/periods";
import { CLOSE_VALIDATION, reopenDaySchema } from "@/lib/validation/day-close";

export function useReopenDayForm(options: {
  supervisor: { id: string; nom: string };
  /** the closed day (YYYY-MM-DD) */
  date: string;
  onOpenChange: (open: boolean) => void;
  onReopened: () => void;
}) {
  const { supervisor, date, onOpenChange, onReopened } = options;
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = reopenDaySchema.safeParse({ reason: reason.trim(), date });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? CLOSE_VALIDATION.reason);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const envelope = await apiEnvelope(`/api/transactions/supervisors/${supervisor.id}/reopen`, { method: "POST", body: parsed.data, retry: false });
      toast.success(envelope.message, { description: `${supervisor.nom} — ${formatLongDayFr(date)}`, duration: 4000 });
      onOpenChange(false);
      onReopened();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) {
        setError(userMessage(e));
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

  const type = (value: string) => {
    setReason(value);
    setError(null);
  };
  return { reason, type, error, saving, submit };
}
