"use client";

// The tolerance form's state: the amount as typed (grouped thousands), the value saved, checked with the route's
// own schema before sending (the inline error), a 422 shown under the field too, any other failure in a toast.
// The error takes the place of the field's hint and leaves the focus where it is.
// The schema (zod and the shared fields: about 10 KB gzip) is left out of the page's first load, at its budget:
// asked for once the page is idle, and awaited by a save sent before it is there.
import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { ApiError, apiEnvelope, userMessage } from "@/lib/api-client";
import { whenIdle } from "@/components/ui/lazy-parts";
import { formatFcfa, groupThousands, parseAmountInput } from "@/lib/domain/money";
import { useFormFields } from "@/lib/forms/use-form-fields";

const validation = () => import("@/lib/validation/day-close");

export const TOLERANCE_IDS = { ecartTolerance: "ecart-tolerance" };

export function useToleranceForm(initial: number) {
  const [saved, setSaved] = useState(initial);
  const { values, setValues, edit, errors, show, reset } = useFormFields({ ecartTolerance: groupThousands(initial) }, TOLERANCE_IDS, { focus: false });
  const [saving, setSaving] = useState(false);
  const value = parseAmountInput(values.ecartTolerance);
  useEffect(() => whenIdle(() => void validation().catch(() => undefined)), []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    reset();
    try {
      const { CLOSE_VALIDATION, settingsSchema } = await validation();
      const parsed = settingsSchema.safeParse({ ecartTolerance: value ?? "" });
      if (!parsed.success) return show({ ecartTolerance: parsed.error.issues[0]?.message ?? CLOSE_VALIDATION.tolerance });
      const envelope = await apiEnvelope<{ ecartTolerance: number }>("/api/settings", { method: "PUT", body: parsed.data, retry: false });
      setSaved(envelope.data.ecartTolerance);
      setValues({ ecartTolerance: groupThousands(envelope.data.ecartTolerance) });
      toast.success(envelope.message, { description: `Tolérance d'écart : ${formatFcfa(envelope.data.ecartTolerance)}`, duration: 3000 });
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) show({ ecartTolerance: userMessage(e) });
      else toast.error(userMessage(e, "Erreur lors de l'enregistrement. Veuillez réessayer."), { duration: 5000 });
    } finally {
      setSaving(false);
    }
  }

  return { saved, values, value, errors, saving, changed: value !== saved, edit, submit };
}
