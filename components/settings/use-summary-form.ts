"use client";

// The form of "Résumé du soir et alertes": its seven fields as typed, checked with the route's own schema before
// sending (each error under its field), the grave threshold at least the warning one as the server requires;
// only these fields are sent. A 422 goes under the field its message names, else under the form (FORM). The
// errors take the place of the fields' hints and leave the focus where it is; a change to a field clears its
// error and the form's.
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { ApiError, apiEnvelope, userMessage } from "@/lib/api-client";
import { fieldErrors, FORM, type FieldErrors } from "@/lib/forms/field-errors";
import { useFormFields } from "@/lib/forms/use-form-fields";
import { ecartLevelsProblem, SETTINGS_MESSAGES, settingsSchema } from "@/lib/validation/day-close";

export const SUMMARY_FIELDS = ["summaryTime", "unclosedDaysAlert", "ecartWarnPercent", "ecartGravePercent", "bandWidth", "bandMinDays", "deletionsPerDay"] as const;
export type SummaryField = (typeof SUMMARY_FIELDS)[number];
export type SummarySettings = { summaryTime: string } & Record<Exclude<SummaryField, "summaryTime">, number>;
type Errors = FieldErrors<SummaryField | typeof FORM>;

export const SUMMARY_IDS = Object.fromEntries(SUMMARY_FIELDS.map((f) => [f, `settings-${f}`])) as Record<SummaryField, string>;

/** The field a server message is about; the two thresholds share theirs (then under the form). */
const FIELD_OF: Record<string, SummaryField> = {
  [SETTINGS_MESSAGES.summaryTime]: "summaryTime",
  [SETTINGS_MESSAGES.unclosedDays]: "unclosedDaysAlert",
  [SETTINGS_MESSAGES.levels]: "ecartGravePercent",
  [SETTINGS_MESSAGES.bandWidth]: "bandWidth",
  [SETTINGS_MESSAGES.bandMinDays]: "bandMinDays",
  [SETTINGS_MESSAGES.deletions]: "deletionsPerDay",
};

const typed = (settings: SummarySettings) => Object.fromEntries(SUMMARY_FIELDS.map((f) => [f, String(settings[f])])) as Record<SummaryField, string>;
const pick = (settings: SummarySettings): SummarySettings => Object.fromEntries(SUMMARY_FIELDS.map((f) => [f, settings[f]])) as SummarySettings;

/** Every problem of the fields as typed, one per field (the first), before anything is sent. */
function problems(values: Record<SummaryField, string>): { errors: Errors; input?: Partial<SummarySettings> } {
  const parsed = settingsSchema.safeParse({ ...values, summaryTime: values.summaryTime.trim() });
  if (!parsed.success) return { errors: fieldErrors<SummaryField | typeof FORM>(parsed.error.issues, FORM) };
  const input = parsed.data as SummarySettings;
  const levels = ecartLevelsProblem(input);
  if (levels) return { errors: { ecartGravePercent: levels } };
  return { errors: {}, input };
}

export function useSummaryForm(initial: SummarySettings) {
  const [saved, setSaved] = useState(() => pick(initial));
  const { values, setValues, input, errors, show } = useFormFields(typed(initial), SUMMARY_IDS, { focus: false });
  const [saving, setSaving] = useState(false);
  const changed = SUMMARY_FIELDS.some((f) => values[f] !== String(saved[f]));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = problems(values);
    show(checked.errors);
    if (!checked.input) return;
    setSaving(true);
    try {
      const envelope = await apiEnvelope<SummarySettings>("/api/settings", { method: "PUT", body: checked.input, retry: false });
      setSaved(pick(envelope.data));
      setValues(typed(envelope.data));
      toast.success(envelope.message, { description: `Résumé du soir à ${envelope.data.summaryTime}`, duration: 3000 });
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) show({ [FIELD_OF[userMessage(e)] ?? FORM]: userMessage(e) });
      else toast.error(userMessage(e, "Erreur lors de l'enregistrement. Veuillez réessayer."), { duration: 5000 });
    } finally {
      setSaving(false);
    }
  }

  return { saved, values, input, errors, saving, changed, submit };
}
