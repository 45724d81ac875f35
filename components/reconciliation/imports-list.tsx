"use client";

// « Imports »: who imported which statement, when, how many rows and for which days; the admin deletes a
// wrong one (a reason, kept in the audit history), which removes its operations and reconciles its days again.
import { Loader2, Trash2 } from "lucide-react";
import { useState } from "react";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { ReasonField } from "@/components/ui/reason-field";
import { api, userMessage } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { ACCOUNT_INFO } from "@/lib/domain/ledger";
import { formatDateTimeFr, formatDayFr } from "@/lib/domain/periods";
import type { StatementImport } from "./use-imports";

export function ImportsList({ imports, timeZone, onDeleted }: { imports: StatementImport[]; timeZone: string; onDeleted: () => void }) {
  const [deleting, setDeleting] = useState<StatementImport | null>(null);
  if (!imports.length) return <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">Aucun relevé importé pour ce compte.</p>;
  return (
    <>
      <ul className="space-y-2" aria-label="Relevés importés">
        {imports.map((s) => (
          <li key={s.id} className="flex flex-wrap items-start gap-2 rounded-xl border bg-card p-3 text-sm shadow-sm" data-testid="statement-import">
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className="font-medium break-all">{s.fileName}</p>
              <p>
                {s.supervisorName} · {ACCOUNT_INFO[s.accountType].label} · du {formatDayFr(s.from)} au {formatDayFr(s.to)}
              </p>
              <p className="text-muted-foreground">
                {s.rows} ligne{s.rows > 1 ? "s" : ""} lue{s.rows > 1 ? "s" : ""}, {s.stored} enregistrée{s.stored > 1 ? "s" : ""}, {s.duplicates} en double · importé le {formatDateTimeFr(s.importedAt, timeZone)}
                {s.importedBy ? ` par ${s.importedBy}` : ""}
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => setDeleting(s)} aria-label={`Supprimer l'import ${s.fileName}`}>
              <Trash2 /> Supprimer
            </Button>
          </li>
        ))}
      </ul>
      {deleting && <DeleteImportDialog target={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />}
    </>
  );
}

/** What deleting an import changes: the operations it brought first leave, their days are reconciled again. */
function deletionEffect(s: StatementImport): string {
  const period = `du ${formatDayFr(s.from)} au ${formatDayFr(s.to)}`;
  if (s.stored === 0) return `« ${s.fileName} » n'a apporté aucune opération nouvelle : le rapprochement ${period} ne change pas.`;
  const what = s.stored === 1 ? `L'opération apportée par « ${s.fileName} » sera retirée` : `Les ${s.stored} opérations apportées par « ${s.fileName} » seront retirées`;
  return `${what} et le rapprochement ${period} recalculé.`;
}

function DeleteImportDialog({ target, onClose, onDeleted }: { target: StatementImport; onClose: () => void; onDeleted: () => void }) {
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await api(`/api/reconciliation/statements/${target.id}`, { method: "DELETE", body: { reason: reason.trim() }, retry: false });
      toast.success("Import supprimé : ses opérations sont retirées et le rapprochement recalculé", { duration: 3000 });
      onClose();
      onDeleted();
    } catch (err) {
      setError(userMessage(err, "L'import n'a pas pu être supprimé"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open onOpenChange={(next) => !busy && !next && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Supprimer cet import ?</AlertDialogTitle>
          <AlertDialogDescription>
            {deletionEffect(target)} Le motif reste dans l&apos;historique d&apos;audit.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor="statement-delete-reason">
            Motif de la suppression <span className="text-destructive">*</span>
          </Label>
          <ReasonField id="statement-delete-reason" value={reason} onChange={setReason} placeholder="Ex. relevé d'un autre superviseur" disabled={busy} error={error} />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Annuler</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={!reason.trim() || busy}>
            {busy && <Loader2 className="animate-spin" />}
            Supprimer l&apos;import
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
