"use client";

// "Saisie du matin" and "Saisie du soir": every account of the supervisor in one list, each with what it holds
// and one amount field (morning: what he adds to the Début carried from his last day; evening: the Fin he
// counted), one Valider for all. The morning closes once its rows are through; in the evening, once every Fin
// is in, the close is offered right here.
import { CheckCircle2, Loader2, Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { dayEntryRows, type DayEntryAccount, type DayEntryMode } from "@/lib/domain/day-entries";
import { accountKeyInfo } from "@/lib/domain/ledger";
import { useQueuedEntries, waitingByAccount } from "@/components/offline/use-queued-entries";
import { DayEntryRows } from "./day-entry-rows";
import { useDayEntries, useOfferedAccounts } from "./use-day-entries";

export interface DayEntryDay {
  supervisorId: string;
  comptes: { debut: Record<string, number>; sortie: Record<string, number> };
  reportes?: Record<string, string>;
  partenaires: Record<string, string>;
  /** the accounts still without their Fin, and whether the day is open */
  missingFin: string[];
  open: boolean;
}

const TEXTS = {
  matin: { title: "Saisie du matin", description: "Ce que vous mettez sur chaque compte aujourd'hui, ajouté au solde reporté. Un champ vide n'ajoute rien.", field: "Ajout" },
  soir: { title: "Saisie du soir", description: "Le solde compté sur chaque compte en fin de journée. Un champ vide n'envoie rien.", field: "Fin comptée" },
} as const;

export default function DayEntrySheet({
  open,
  onOpenChange,
  mode,
  known,
  day,
  userId,
  onSent,
  onCloseDay,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: DayEntryMode;
  /** the accounts the page was rendered with: shown at once, and all there is with no network */
  known: DayEntryAccount[];
  day: DayEntryDay;
  userId: string | undefined;
  onSent: () => void;
  /** "Clôturer la journée", offered in the evening once every Fin is in */
  onCloseDay: () => void;
}) {
  const accounts = useOfferedAccounts(open, known);
  const labelOf = (code: string) => accountKeyInfo(code, day.partenaires).label;
  const form = useDayEntries({ mode, supervisorId: day.supervisorId, userId, labelOf, onSent });
  const rows = accounts && dayEntryRows(accounts, day.comptes, day.reportes, labelOf, mode);
  // what he validated with no network shows under its account as waiting, the sheet open or opened again
  const waiting = waitingByAccount(useQueuedEntries(userId), mode === "matin" ? "depot" : "retrait");
  const text = TEXTS[mode];
  const allFins = mode === "soir" && day.open && day.missingFin.length === 0 && !!rows?.some((r) => r.fin !== null);

  return (
    <Dialog open={open} onOpenChange={(next) => !form.sending && onOpenChange(next)}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // the morning is done once its rows are through; the evening stays to offer the close
            void form.submit().then((done) => done && mode === "matin" && onOpenChange(false));
          }}
          className="space-y-3"
        >
          <DayEntryRows rows={rows} mode={mode} field={text.field} form={form} waiting={waiting} />

          {allFins && (
            <div role="status" className="flex flex-col gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900 sm:flex-row sm:items-center sm:justify-between">
              <span className="flex items-center gap-2">
                <CheckCircle2 className="size-4 shrink-0" aria-hidden /> Toutes les Fins sont saisies.
              </span>
              <Button type="button" onClick={onCloseDay} className="shrink-0">
                <Lock /> Clôturer la journée
              </Button>
            </div>
          )}

          <DialogFooter>
            <Button type="submit" disabled={form.sending || rows === null} variant={allFins ? "outline" : "default"}>
              {form.sending && <Loader2 className="animate-spin" />}
              {form.sending ? "Envoi…" : form.filled > 0 ? `Valider (${form.filled})` : "Valider"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
