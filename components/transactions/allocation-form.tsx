"use client";

// "Allocation UV Master" (the admin, from the + menu): credit of UV Master for a supervisor, added to his UV Master
// Début like a Début (docs/decisions/0043-allocation-uv-master.md). Checked by the route's schema, sent once per
// entry or kept on the device without the network.
import { useEffect, useState } from "react";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useViewer } from "@/components/layout/viewer-context";
import { userMessage } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { fieldErrors } from "@/lib/forms/field-errors";
import { useFormFields } from "@/lib/forms/use-form-fields";
import { formatAmountInput, formatFcfa, parseAmountInput } from "@/lib/domain/money";
import { allocationSchema, NOTE_MAX } from "@/lib/validation/transfers";
import { MOVEMENT_URLS, type MovementFormProps } from "./movement-types";
import { AmountField, ChoiceField, MovementFooter, NoteField } from "./movement-fields";
import { loadSupervisors, type Option } from "./options-cache";
import { useEntrySender } from "./use-entry-sender";

const IDS = { superviseurId: "allocation-supervisor", montant: "allocation-amount", note: "allocation-note" };
type Field = keyof typeof IDS;

export default function AllocationForm({ fallbackSupervisors, draft, onBack, onBusy, onDone, onCancel }: MovementFormProps) {
  const viewer = useViewer();
  const body = (draft?.body ?? {}) as Record<string, string | number | undefined>;
  const { values, edit, errors, show } = useFormFields(
    { superviseurId: String(body.superviseurId ?? ""), montant: body.montant ? formatAmountInput(String(body.montant)) : "", note: String(body.note ?? "") },
    IDS,
  );
  const [supervisors, setSupervisors] = useState<Option[] | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const sender = useEntrySender(viewer?.id, draft);
  useEffect(() => onBusy(submitting), [submitting, onBusy]);
  useEffect(() => {
    loadSupervisors(fallbackSupervisors).then(setSupervisors, () => setSupervisors(fallbackSupervisors));
  }, [fallbackSupervisors]);

  const montant = parseAmountInput(values.montant);
  const name = supervisors?.find((s) => s.id === values.superviseurId)?.nomComplet;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const payload = { superviseurId: values.superviseurId, montant: montant ?? 0, ...(values.note.trim() ? { note: values.note.trim() } : {}) };
    const parsed = allocationSchema.safeParse(payload);
    if (!parsed.success) return show(fieldErrors<Field>(parsed.error.issues));
    setSubmitting(true);
    try {
      const outcome = await sender.send(MOVEMENT_URLS.allocation, payload, `Allocation UV Master ${formatFcfa(montant ?? 0)} · ${name ?? ""}`.trim());
      if (outcome.kind === "sent") toast.success(outcome.envelope.message, { duration: 3000 });
      onDone(outcome.kind === "sent");
    } catch (error) {
      toast.error("Erreur lors de l'allocation", { description: userMessage(error), duration: 5000 });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Allocation UV Master</DialogTitle>
        <DialogDescription>{draft ? `Corriger l'opération refusée : ${draft.message ?? ""}` : "Créditer le UV Master d'un superviseur : s'ajoute à son Début UV Master."}</DialogDescription>
      </DialogHeader>
      <form id="allocation-form" onSubmit={submit} className="space-y-4" aria-busy={submitting} noValidate>
        <fieldset disabled={submitting} className="space-y-4">
          <ChoiceField
            id={IDS.superviseurId}
            label="Superviseur"
            value={values.superviseurId}
            onChange={edit("superviseurId")}
            options={(supervisors ?? []).map((s) => ({ value: s.id, label: s.nomComplet }))}
            placeholder={supervisors === null ? "Chargement..." : "Choisir un superviseur"}
            error={errors.superviseurId}
          />
          <AmountField id={IDS.montant} value={values.montant} onChange={edit("montant")} error={errors.montant} />
          <NoteField id={IDS.note} value={values.note} onChange={edit("note")} error={errors.note} max={NOTE_MAX} placeholder="Ex. dotation du mois" />
          {name && montant ? (
            <p data-testid="allocation-summary" className="rounded-lg border bg-muted/50 p-3 text-sm font-medium">
              ⭐ UV Master de {name} : +{formatFcfa(montant)} au Début
            </p>
          ) : null}
        </fieldset>
      </form>
      <MovementFooter form="allocation-form" submitting={submitting} onBack={onBack} onCancel={onCancel} />
    </>
  );
}
