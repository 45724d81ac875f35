"use client";

// "Transfert entre kiosques", from the + menu of both dashboards: from (the admin chooses the kiosk; a supervisor
// sends from his own), the account, to which kiosk and account, the amount, a note, and the sentence of what it will
// do before Valider. Both sides are recorded together; no GR changes (docs/decisions/0039-transferts-entre-kiosques.md).
// Laid out for 360 px first: one column, the two kiosks side by side from 640 px.
import { useEffect } from "react";
import { ArrowDown, ArrowLeftRight } from "lucide-react";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useViewer } from "@/components/layout/viewer-context";
import { NOTE_MAX } from "@/lib/validation/transfers";
import type { MovementFormProps } from "./movement-types";
import { AmountField, ChoiceField, MovementFooter, NoteField } from "./movement-fields";
import { useMovementOptions } from "./use-movement-options";
import { TRANSFER_IDS, useTransferForm } from "./use-transfer-form";

export default function TransferForm({ variant, supervisorId, fallbackSupervisors, draft, onBack, onBusy, onDone, onCancel }: MovementFormProps) {
  const admin = variant === "admin";
  const viewer = useViewer();
  const { supervisors, accounts } = useMovementOptions(admin, fallbackSupervisors);
  const { form, set, errors, submitting, submit, sentence } = useTransferForm({
    admin,
    userId: viewer?.id,
    supervisorId: admin ? undefined : supervisorId,
    myName: viewer?.nomComplet,
    supervisors,
    draft,
    onSent: (kept) => onDone(!kept),
  });
  useEffect(() => onBusy(submitting), [submitting, onBusy]);
  const kiosks = (except: string) => (supervisors ?? []).filter((s) => s.id !== except).map((s) => ({ value: s.id, label: s.nomComplet }));
  const accountOptions = accounts.map((a) => ({ value: a.code, label: `${a.icon} ${a.label}` }));
  const loading = supervisors === null ? "Chargement..." : "Choisir un kiosque";

  return (
    <>
      <DialogHeader>
        <DialogTitle>Transfert entre kiosques</DialogTitle>
        <DialogDescription>{draft ? `Corriger l'opération refusée : ${draft.message ?? ""}` : "Les deux côtés sont enregistrés ensemble : aucun GR ne change."}</DialogDescription>
      </DialogHeader>
      <form id="transfer-form" onSubmit={submit} className="space-y-4" aria-busy={submitting} noValidate>
        <fieldset disabled={submitting} className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-2">
            {admin ? (
              <ChoiceField id={TRANSFER_IDS.fromSupervisorId} label="De (kiosque qui envoie)" value={form.fromSupervisorId} onChange={(fromSupervisorId) => set({ fromSupervisorId })} options={kiosks(form.toSupervisorId)} placeholder={loading} error={errors.fromSupervisorId} />
            ) : (
              <div className="space-y-1.5">
                <p className="text-sm font-medium">De</p>
                <p className="flex h-10 items-center rounded-md border bg-muted/50 px-3 text-sm">Mon kiosque ({viewer?.nomComplet})</p>
              </div>
            )}
            <ChoiceField id={TRANSFER_IDS.fromAccount} label="Compte de départ" value={form.fromAccount} onChange={(fromAccount) => set({ fromAccount })} options={accountOptions} placeholder="Choisir un compte" error={errors.fromAccount} />
          </div>
          <p className="flex items-center justify-center text-muted-foreground" aria-hidden>
            <ArrowDown className="size-4" />
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <ChoiceField id={TRANSFER_IDS.toSupervisorId} label="Vers (kiosque qui reçoit)" value={form.toSupervisorId} onChange={(toSupervisorId) => set({ toSupervisorId })} options={kiosks(form.fromSupervisorId)} placeholder={loading} error={errors.toSupervisorId} />
            <ChoiceField id={TRANSFER_IDS.toAccount} label="Compte d'arrivée" value={form.toAccount} onChange={(toAccount) => set({ toAccount })} options={accountOptions} placeholder="Choisir un compte" error={errors.toAccount} />
          </div>
          <AmountField id={TRANSFER_IDS.montant} value={form.montant} onChange={(montant) => set({ montant })} error={errors.montant} />
          <NoteField id={TRANSFER_IDS.note} value={form.note} onChange={(note) => set({ note })} error={errors.note} max={NOTE_MAX} placeholder="Ex. appoint de float" />
          {sentence && (
            <div data-testid="transfer-summary" className="rounded-lg border bg-muted/50 p-3 text-sm">
              <p className="flex items-start gap-2 font-medium">
                <ArrowLeftRight className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span data-testid="transfer-sentence">{sentence}</span>
              </p>
              <p className="mt-1 text-xs text-muted-foreground">Aucun GR ne change : chaque kiosque compte sa Fin comme d&apos;habitude.</p>
            </div>
          )}
        </fieldset>
      </form>
      <MovementFooter form="transfer-form" submitting={submitting} onBack={onBack} onCancel={onCancel} />
    </>
  );
}
