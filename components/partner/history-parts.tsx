"use client";

// The parts of the partner's movements (./partner-space.tsx): the period's buttons and its custom form, the
// period's totals, the empty state, and a day with its net and its movements.
import { ArrowDownLeft, ArrowUpRight, Inbox } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { invalidProps } from "@/lib/forms/invalid-props";
import { formatDirectedFcfa, formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { HISTORY_PERIOD_LABELS, HISTORY_PERIODS } from "@/lib/domain/partner-history";
import { formatLongDayFr, timeIn } from "@/lib/domain/periods";
import { cn } from "@/lib/utils";
import type { History, useHistoryPeriod } from "./use-partner-history";

/** A day of the page (lib/domain/partner-history.ts groupByDay) */
type DayGroup = { day: string; figures: History["jours"][number] | undefined; movements: History["transactions"][number][] };

function DateField({ id, label, value, today, error, onChange }: { id: string; label: string; value: string; today: string; error?: string; onChange: (value: string) => void }) {
  return (
    <div className="min-w-0 space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" max={today} value={value} onChange={(e) => onChange(e.target.value)} {...invalidProps(id, error)} />
      <FieldError inputId={id} message={error} alert />
    </div>
  );
}

export function PeriodPicker({ form }: { form: ReturnType<typeof useHistoryPeriod> }) {
  const { period, custom, errors, today } = form;
  return (
    <>
      <div role="group" aria-label="Période" className="flex flex-wrap gap-2">
        {HISTORY_PERIODS.map((p) => (
          <Button key={p} type="button" size="sm" variant={period === p ? "default" : "outline"} aria-pressed={period === p} onClick={() => form.choose(p)}>
            {HISTORY_PERIOD_LABELS[p]}
          </Button>
        ))}
      </div>
      {period === "custom" ? (
        <form onSubmit={form.apply} noValidate aria-label="Période personnalisée" className="grid gap-2 rounded-xl border bg-card p-3 sm:flex sm:items-start">
          <DateField id="history-from" label="Du" value={custom.from} today={today} error={errors.from} onChange={(v) => form.type("from", v)} />
          <DateField id="history-to" label="Au" value={custom.to} today={today} error={errors.to} onChange={(v) => form.type("to", v)} />
          <Button type="submit" className="sm:mt-5.5">
            Afficher
          </Button>
        </form>
      ) : null}
    </>
  );
}

export function PeriodTotals({ periode, periodText }: { periode: History["periode"]; periodText: string }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="period-totals">
      {periode.nombreTransactions} {periode.nombreTransactions > 1 ? "mouvements" : "mouvement"} {periodText} · dépôts{" "}
      <span className="font-medium text-foreground tabular-nums">{formatFcfa(periode.totalDepots)}</span> · retraits{" "}
      <span className="font-medium text-foreground tabular-nums">{formatFcfa(periode.totalRetraits)}</span>
    </p>
  );
}

/** No movement in the period; `ever`: whether he has any at all. */
export function HistoryEmpty({ ever, periodText }: { ever: boolean; periodText: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-10 text-center" data-testid="history-empty">
      <Inbox className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium">Aucun mouvement</p>
      <p className="max-w-sm text-sm text-muted-foreground">{ever ? `Aucun dépôt ni retrait ${periodText}.` : "Vos dépôts et retraits avec la boutique apparaîtront ici."}</p>
    </div>
  );
}

export function HistoryDay({ group, timeZone }: { group: DayGroup; timeZone: string }) {
  const net = group.figures?.net;
  return (
    <section aria-label={formatLongDayFr(group.day)} className="rounded-xl border bg-card shadow-sm" data-testid="history-day" data-day={group.day}>
      <header className="flex flex-col gap-0.5 border-b px-4 py-2.5 sm:flex-row sm:items-baseline sm:gap-3">
        <h3 className="font-semibold first-letter:uppercase sm:flex-1">{formatLongDayFr(group.day)}</h3>
        {net !== undefined ? (
          <span className="text-sm text-muted-foreground">
            Solde du jour{" "}
            <span className={cn("font-semibold tabular-nums", net > 0 ? "text-emerald-700" : net < 0 ? "text-orange-700" : "text-foreground")} data-testid="day-net">
              {formatSignedFcfa(net)}
            </span>
          </span>
        ) : null}
      </header>
      <ul className="divide-y">
        {group.movements.map((m) => (
          <li key={m.id} className="flex items-center gap-3 px-4 py-2.5 text-sm" data-testid="movement" data-type={m.type}>
            {m.type === "DEPOT" ? <ArrowDownLeft className="size-4 shrink-0 text-emerald-600" aria-hidden /> : <ArrowUpRight className="size-4 shrink-0 text-orange-600" aria-hidden />}
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{m.type === "DEPOT" ? "Dépôt" : "Retrait"}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {timeIn(timeZone, new Date(m.createdAt))} · {m.superviseur.nomComplet}
              </span>
            </span>
            <span className={cn("font-semibold whitespace-nowrap tabular-nums", m.type === "DEPOT" ? "text-emerald-700" : "text-orange-700")} data-testid="movement-amount">
              {formatDirectedFcfa(m.type === "DEPOT" ? "+" : "-", m.montant)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
