"use client";

// The tolerance form's state: the amount as typed (grouped thousands), the value saved, checked with the route's
// own schema before sending (the inline error), a 422 shown under the field too, any other failure in a toast.
// The schema (zod and the shared fields: about 10 KB gzip) is left out of the page's first load, at its budget:
// asked for once the page is idle, and awaited by a save sent before it is there.
import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { ApiError, apiEnvelope, userMessage } from "@/lib/api-client";
import { whenIdle } from "@/components/ui/lazy-parts";
import { formatFcfa, groupThousands, parseAmountInput } from "@/lib/domain/money";

const validation = () => import("@/lib/validation/day-close");

export function useToleranceForm(initial: number) {
  const [saved, setSaved] = useState(initial);
  const [tolerance, setTolerance] = useState(groupThousands(initial));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const value = parseAmountInput(tolerance);
  useEffect(() => whenIdle(() => void validation().catch(() => undefined)), []);

  function type(grouped: string) {
    setTolerance(grouped);
    setError(null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const { CLOSE_VALIDATION, settingsSchema } = await validation();
      const parsed = settingsSchema.safeParse({ ecartTolerance: value ?? "" });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? CLOSE_VALIDATION.tolerance);
        return;
      }
      const envelope = await apiEnvelope<{ ecartTolerance: number }>("/api/settings", { method: "PUT", body: parsed.data, retry: false });
      setSaved(envelope.data.ecartTolerance);
      setTolerance(groupThousands(envelope.data.ecartTolerance));
      toast.success(envelope.message, { description: `Tolérance d'écart : ${formatFcfa(envelope.data.ecartTolerance)}`, duration: 3000 });
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(userMessage(e));
      else toast.error(userMessage(e, "Erreur lors de l'enregistrement. Veuillez réessayer."), { duration: 5000 });
    } finally {
      setSaving(false);
    }
  }

  return { saved, tolerance, value, error, saving, changed: value !== saved, type, submit };
}
