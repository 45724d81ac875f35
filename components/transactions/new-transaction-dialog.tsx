"use client";

// 'Nouvelle Transaction' (SPEC §2, §4, §5), admin and supervisor forms: operation type, supervisor (admin),
// account / registered partner / free partner name and phone, Début or Fin, amount, the summary with what the
// entry will do to the day's line, Valider or "Saisir la suivante"; and the + menu's movements (a transfer, the
// admin's UV Master allocation), each in its own short form. This component lays the parts out: the lists come from
// ./use-transaction-options.ts, the values, check and sending from ./use-new-transaction-form.ts.
import { useState, type RefObject } from "react";
import { ListPlus, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { DayFigures } from "@/lib/domain/entry-preview";
import type { QueuedEntry } from "@/lib/offline/queue";
import { AmountField } from "./movement-fields";
import { MovementForm, movementOf, type MovementKind } from "./movement-forms";
import { AccountField, FreePartnerFields, OperationToggle, OperationTypePicker, PartnerField, SupervisorField } from "./entry-fields";
import { EntrySummary, SavedNote } from "./entry-summary";
import { ENTRY_IDS } from "./new-transaction-model";
import type { Option } from "./options-cache";
import { useNewTransactionForm } from "./use-new-transaction-form";
import { ShellHandOver, useShellFocus } from "./shell-hand-over";
import { useTransactionOptions } from "./use-transaction-options";

export interface NewTransactionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant: "admin" | "supervisor";
  /** the supervisor recording for himself (supervisor form) */
  supervisorId?: string;
  /** the admin's fallback when the supervisors list cannot be loaded: the dashboard cards */
  fallbackSupervisors?: Option[];
  /** the day's figures the dashboard shows, per supervisor: the summary says what the entry will change */
  figures?: (DayFigures & { id: string })[];
  onCreated: () => void;
  /** an entry kept on the device that the server refused: the form opens with its values (Corriger) */
  draft?: QueuedEntry | null;
  /** the form's HTML frame, still there: the form takes over what was chosen and typed in it (./shell-hand-over.ts) */
  shell?: RefObject<HTMLElement | null>;
  /** called with false once the frame has been read: it can go */
  onShellRead?: (framed: false) => void;
}

/** the default fallback, one array: a new one per render would start the lists' loading again at every render */
const NO_SUPERVISORS: Option[] = [];

export default function NewTransactionDialog({ open, onOpenChange, variant, supervisorId, fallbackSupervisors = NO_SUPERVISORS, figures, onCreated, draft, shell, onShellRead }: NewTransactionDialogProps) {
  const admin = variant === "admin";
  const options = useTransactionOptions(open, admin, fallbackSupervisors);
  const entry = useNewTransactionForm({ open, admin, supervisorId, draft, figures, options, onOpenChange, onCreated });
  const shellFocus = useShellFocus();
  // the + menu's other operations: a transfer between kiosks, the admin's UV Master allocation (./movement-forms.tsx)
  const [movement, setMovement] = useState<MovementKind | null>(() => movementOf(draft));
  const [movementBusy, setMovementBusy] = useState(false);
  const busy = entry.submitting || movementBusy;

  function close(next: boolean) {
    if (busy) return;
    if (!next) {
      entry.reset();
      setMovement(null);
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg" onInteractOutside={(e) => busy && e.preventDefault()} onOpenAutoFocus={shellFocus.onOpenAutoFocus}>
        <ShellHandOver shell={shell} focusRef={shellFocus.focusRef} apply={entry.set} onRead={onShellRead} />
        {movement ? (
          <MovementForm
            kind={movement}
            variant={variant}
            supervisorId={supervisorId}
            fallbackSupervisors={fallbackSupervisors}
            draft={movementOf(draft) ? draft : null}
            onBack={() => setMovement(null)}
            onBusy={setMovementBusy}
            onCancel={() => close(false)}
            onDone={(recorded) => {
              setMovementBusy(false);
              setMovement(null);
              onOpenChange(false);
              if (recorded) onCreated();
            }}
          />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Nouvelle Transaction</DialogTitle>
              <DialogDescription>
                {draft ? `Corriger l'opération refusée : ${draft.message ?? ""}` : admin ? "Enregistrer une opération pour un superviseur" : "Enregistrer une opération d'aujourd'hui"}
              </DialogDescription>
            </DialogHeader>
            <EntryFormFields entry={entry} options={options} admin={admin} onMovement={setMovement} onCancel={() => close(false)} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EntryFormFields({
  entry,
  options,
  admin,
  onMovement,
  onCancel,
}: {
  entry: ReturnType<typeof useNewTransactionForm>;
  options: ReturnType<typeof useTransactionOptions>;
  admin: boolean;
  onMovement: (kind: MovementKind) => void;
  onCancel: () => void;
}) {
  const { form, set, facts, errors, submitting, submit } = entry;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
      className="space-y-4"
      aria-busy={submitting}
    >
      <fieldset disabled={submitting} className="space-y-4">
        <OperationTypePicker value={form.operationType} directType={entry.directType} admin={admin} onChoose={entry.chooseType} onMovement={onMovement} />
        {admin && <SupervisorField value={form.superviseurId} onChange={(superviseurId) => set({ superviseurId })} supervisors={options.supervisors} error={errors.superviseurId} />}
        {facts.direct && <AccountField value={form.typeCompte} onChange={(typeCompte) => set({ typeCompte })} accounts={facts.accounts} error={errors.typeCompte} />}
        {form.operationType === "partner_registered" && (
          <PartnerField value={form.partenaireId} onChange={(partenaireId) => set({ partenaireId })} partners={options.partners} admin={admin} error={errors.partenaireId} />
        )}
        {form.operationType === "partner_libre" && (
          <FreePartnerFields
            name={form.partenaireNom}
            phone={form.telephone}
            onChange={set}
            tooShort={facts.nameTooShort}
            nameError={errors.partenaireNom}
            phoneError={errors.telephone ?? errors.telephoneLibre}
          />
        )}
        {form.operationType && <OperationToggle value={facts.typeOperation} onChange={(typeOperation) => set({ typeOperation })} error={errors.typeOperation} debutRefusal={facts.debutRefusal} />}
        {form.operationType && <AmountField id={ENTRY_IDS.montant} value={form.montant} onChange={(montant) => set({ montant })} error={errors.montant} />}
        {entry.saved && <SavedNote text={entry.saved} />}
        {!facts.incomplete && facts.montant && <EntrySummary form={form} facts={facts} admin={admin} />}
      </fieldset>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
          Annuler
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => submit(true)}
          disabled={facts.incomplete || submitting}
          title="Enregistre cette transaction et garde le type et l'opération pour la suivante"
        >
          <ListPlus /> Saisir la suivante
        </Button>
        <Button type="submit" disabled={facts.incomplete || submitting}>
          {submitting && <Loader2 className="animate-spin" />}
          {submitting ? "En cours..." : "Valider"}
        </Button>
      </DialogFooter>
    </form>
  );
}
