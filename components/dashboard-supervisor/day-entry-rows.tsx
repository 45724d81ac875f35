"use client";

// The rows of the morning and evening screens (day-entry-sheet.tsx): each account with what it holds and its
// amount field, the first one active, its refusal under it; three placeholders while the accounts load. A row
// the screen takes no amount for (UV Master in the morning: its credit is allocated) shows what it holds.
import { AmountInput } from "@/components/ui/amount-input";
import { FieldError } from "@/components/ui/field-error";
import { Skeleton } from "@/components/ui/skeleton";
import { errorIdOf } from "@/lib/forms/invalid-props";
import type { DayEntryMode, DayEntryRow } from "@/lib/domain/day-entries";
import { formatFcfa } from "@/lib/domain/money";
import { formatDayFr } from "@/lib/domain/periods";
import type { useDayEntries } from "./use-day-entries";

function RowHint({ row, mode, waiting }: { row: DayEntryRow; mode: DayEntryMode; waiting: number | undefined }) {
  const debut = row.carriedFrom ? `Reporté du ${formatDayFr(row.carriedFrom)} : ${formatFcfa(row.debut)}` : `Début : ${formatFcfa(row.debut)}`;
  return (
    <p className="text-xs text-muted-foreground tabular-nums">
      {debut}
      {mode === "soir" && row.fin !== null && <span className="block text-emerald-800">Fin saisie : {formatFcfa(row.fin)}</span>}
      {waiting !== undefined && (
        <span className="block font-medium text-amber-800" data-testid="day-entry-waiting">
          En attente d&apos;envoi : {formatFcfa(waiting)}
        </span>
      )}
    </p>
  );
}

/** `field`: what each amount is (its placeholder, and its name after the account's); `waiting`: kept on the device, per account. */
export function DayEntryRows({ rows, mode, field, form, waiting = {} }: {
  rows: DayEntryRow[] | null;
  mode: DayEntryMode;
  field: string;
  form: ReturnType<typeof useDayEntries>;
  waiting?: Record<string, number>;
}) {
  if (rows === null) {
    return (
      <div className="space-y-2" role="status" aria-busy="true" aria-label="Chargement des comptes">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  const firstOpen = rows.findIndex((r) => !r.refusal);
  const lastOpen = rows.findLastIndex((r) => !r.refusal);
  return (
    <ul className="divide-y rounded-lg border" data-testid="day-entry-rows">
      {rows.map((row, i) => {
        const id = `day-entry-${row.code}`;
        return (
          <li key={row.code} className="grid grid-cols-[1fr_8.5rem] items-center gap-x-3 gap-y-1 px-3 py-2.5" data-testid="day-entry-row" data-account={row.code}>
            <div className="min-w-0">
              <label htmlFor={row.refusal ? undefined : id} className="block truncate text-sm font-medium">
                {row.label}
              </label>
              <RowHint row={row} mode={mode} waiting={waiting[row.code]} />
            </div>
            {row.refusal ? (
              // what he holds, shown; its credit is the admin's to add (lib/domain/uv-master.ts)
              <p className="text-right text-xs text-muted-foreground">Alloué par l&apos;administrateur</p>
            ) : (
              <AmountInput
                id={id}
                aria-label={`${field} ${row.label}`}
                aria-invalid={!!form.problems[row.code]}
                aria-describedby={form.problems[row.code] ? errorIdOf(id) : undefined}
                placeholder={field}
                autoFocus={i === firstOpen}
                enterKeyHint={i === lastOpen ? "done" : "next"}
                value={form.amounts[row.code] ?? ""}
                onValueChange={(value) => form.setAmount(row.code, value)}
                disabled={form.sending}
                className="text-right tabular-nums"
              />
            )}
            <div className="col-span-2 empty:hidden">
              <FieldError inputId={id} message={form.problems[row.code]} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
