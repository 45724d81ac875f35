"use client";

// "Saisie du matin" and "Saisie du soir": every account of the supervisor in one list, each with what it holds
// and one amount field (morning: what he adds to the Début carried from his last day; evening: the Fin he
// counted), one Valider for all. The morning closes once its rows are through; in the evening, once every Fin
// is in, the close is offered right here.
import { useEffect, useState } from "react";
import { CheckCircle2, Loader2, Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AmountInput } from "@/components/ui/amount-input";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { errorIdOf } from "@/lib/forms/invalid-props";
import { Skeleton } from "@/components/ui/skeleton";
import { dayEntryRows, type DayEntryAccount, type DayEntryMode, type DayEntryRow } from "@/lib/domain/day-entries";
import { accountKeyInfo } from "@/lib/domain/ledger";
import { formatFcfa } from "@/lib/domain/money";
import { formatDayFr } from "@/lib/domain/periods";
import { loadFormAccountTypes } from "@/components/transactions/account-types-cache";
import { useDayEntries } from "./use-day-entries";

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

/** The accounts the form offers him, loaded once the screen opens (kept a minute in the page). */
function useOfferedAccounts(open: boolean): DayEntryAccount[] | null {
  const [accounts, setAccounts] = useState<DayEntryAccount[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    loadFormAccountTypes()
      .then((list) => !cancelled && setAccounts(list.map((a) => ({ code: a.code, label: a.label }))))
      .catch(() => !cancelled && setAccounts([]));
    return () => {
      cancelled = true;
    };
  }, [open]);
  return accounts;
}

function RowHint({ row, mode }: { row: DayEntryRow; mode: DayEntryMode }) {
  const debut = row.carriedFrom ? `Reporté du ${formatDayFr(row.carriedFrom)} : ${formatFcfa(row.debut)}` : `Début : ${formatFcfa(row.debut)}`;
  return (
    <p className="text-xs text-muted-foreground tabular-nums">
      {debut}
      {mode === "soir" && row.fin !== null && <span className="block text-emerald-800">Fin saisie : {formatFcfa(row.fin)}</span>}
    </p>
  );
}

export default function DayEntrySheet({
  open,
  onOpenChange,
  mode,
  day,
  userId,
  onSent,
  onCloseDay,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: DayEntryMode;
  day: DayEntryDay;
  userId: string | undefined;
  onSent: () => void;
  /** "Clôturer la journée", offered in the evening once every Fin is in */
  onCloseDay: () => void;
}) {
  const accounts = useOfferedAccounts(open);
  const labelOf = (code: string) => accountKeyInfo(code, day.partenaires).label;
  const form = useDayEntries({ mode, supervisorId: day.supervisorId, userId, labelOf, onSent });
  const rows = accounts && dayEntryRows(accounts, day.comptes, day.reportes, labelOf);
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
          {rows === null ? (
            <div className="space-y-2" aria-busy="true" aria-label="Chargement des comptes">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-14 w-full" />
              ))}
            </div>
          ) : (
            <ul className="divide-y rounded-lg border" data-testid="day-entry-rows">
              {rows.map((row, i) => {
                const id = `day-entry-${row.code}`;
                return (
                  <li key={row.code} className="grid grid-cols-[1fr_8.5rem] items-center gap-x-3 gap-y-1 px-3 py-2.5" data-testid="day-entry-row" data-account={row.code}>
                    <div className="min-w-0">
                      <label htmlFor={id} className="block truncate text-sm font-medium">
                        {row.label}
                      </label>
                      <RowHint row={row} mode={mode} />
                    </div>
                    <AmountInput
                      id={id}
                      aria-label={`${text.field} ${row.label}`}
                      aria-invalid={!!form.problems[row.code]}
                      aria-describedby={form.problems[row.code] ? errorIdOf(id) : undefined}
                      placeholder={text.field}
                      autoFocus={i === 0}
                      enterKeyHint={i === rows.length - 1 ? "done" : "next"}
                      value={form.amounts[row.code] ?? ""}
                      onValueChange={(value) => form.setAmount(row.code, value)}
                      disabled={form.sending}
                      className="text-right tabular-nums"
                    />
                    <div className="col-span-2 empty:hidden">
                      <FieldError inputId={id} message={form.problems[row.code]} />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}

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
