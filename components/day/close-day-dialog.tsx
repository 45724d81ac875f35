"use client";

// 'Clôturer la journée': the day's Début, Fin and GR per account (partner lines together), the
// accounts without a Fin (counted as 0 F), the total GR with its colour, and the justification, required when
// the GR is below minus the network's tolerance (said before sending; the server's 422 shown under the field).
// On opening, the focus goes where the next step is: the confirm button when the justification is optional (a
// phone opens no keyboard for a field most closes leave empty), the justification when it is required (the
// only way forward is to write it; the button would only answer with its error, which focuses the field).
import { Loader2, Lock } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { justificationProblem } from "@/lib/domain/day-close";
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { formatLongDayFr } from "@/lib/domain/periods";
import { ClosingTable, GrTotal, MissingFinNotice } from "./close-day-parts";
import { closingRows } from "./closing-rows";
import { ReasonField } from "@/components/ui/reason-field";
import { CLOSE_IDS, useCloseDayForm } from "./use-close-day-form";

export interface CloseDayDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  supervisor: { id: string; nom: string };
  /** the day shown (YYYY-MM-DD) */
  date: string;
  comptes: { debut: Record<string, number>; sortie: Record<string, number> };
  /** account types with a Début and no Fin (the server's `day.missingFin`) */
  missingFin: string[];
  /** the network's ecartTolerance, F CFA */
  tolerance: number;
  onClosed: () => void;
  /** reloads the dashboard when the server's answer shows it out of date (another tolerance, a closed day) */
  onRefresh: () => void;
}

export default function CloseDayDialog({
  open,
  onOpenChange,
  supervisor,
  date,
  comptes,
  missingFin,
  tolerance,
  onClosed,
  onRefresh,
}: CloseDayDialogProps) {
  const rows = closingRows(comptes);
  const gr = rows.reduce((sum, row) => sum + row.gr, 0);
  const requirement = justificationProblem(gr, tolerance, null);
  const form = useCloseDayForm({ supervisor, date, requirement, onOpenChange, onClosed, onRefresh });
  const saving = form.saving;
  const confirm = useRef<HTMLButtonElement>(null);
  const focusNextStep = (event: Event) => {
    event.preventDefault();
    if (requirement) document.getElementById(CLOSE_IDS.justification)?.focus();
    else confirm.current?.focus();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent className="max-w-xl" onOpenAutoFocus={focusNextStep}>
        <DialogHeader>
          <DialogTitle>Clôturer la journée</DialogTitle>
          <DialogDescription>
            {supervisor.nom} — {formatLongDayFr(date)}. Une journée clôturée n&apos;accepte plus aucune saisie ; seul l&apos;administrateur peut la rouvrir.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={form.submit} className="space-y-4">
          <ClosingTable rows={rows} />
          <MissingFinNotice missingFin={missingFin} />
          <GrTotal gr={gr} />

          <div className="space-y-1.5">
            <Label htmlFor={CLOSE_IDS.justification}>
              Justification {requirement ? <span className="text-destructive">*</span> : <span className="font-normal text-muted-foreground">(facultative)</span>}
            </Label>
            {requirement && (
              <p data-testid="justification-required" className="text-xs text-muted-foreground">
                {requirement}.
              </p>
            )}
            {!requirement && gr < 0 && (
              <p className="text-xs text-muted-foreground">
                Écart de {formatSignedFcfa(gr)}, dans la tolérance de {formatFcfa(tolerance)} : la justification est facultative.
              </p>
            )}
            <ReasonField
              id={CLOSE_IDS.justification}
              value={form.values.justification}
              onChange={form.edit("justification")}
              placeholder="Ex. billet de 5 000 F manquant, recompté deux fois"
              disabled={saving}
              error={form.errors.justification ?? null}
            />
          </div>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              Annuler
            </Button>
            <Button ref={confirm} type="submit" disabled={saving}>
              {saving ? <Loader2 className="animate-spin" /> : <Lock />}
              {saving ? "Clôture..." : "Clôturer la journée"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
