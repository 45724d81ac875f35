"use client";

// The parts of a partner's history: his balance, his figures, the period's fields and the movements.
import { ArrowDownLeft, ArrowUpRight, Inbox } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDirectedFcfa, formatFcfa } from "@/lib/domain/money";
import { formatDateTimeFr } from "@/lib/domain/periods";
import type { ShownPartnerBalance } from "@/lib/presenters/partner-balance";
import { cn } from "@/lib/utils";
import { BalanceAmount, StateChip } from "./balance-format";
import type { History, Period } from "./use-partner-history";

export function HistoryBalance({ solde }: { solde: ShownPartnerBalance["solde"] }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/40 px-4 py-3" data-testid="history-balance">
      <div className="space-y-1">
        <StateChip etat={solde.etat} />
        <p className="text-sm text-muted-foreground">{solde.label}</p>
      </div>
      <BalanceAmount etat={solde.etat} formatted={solde.formatted} className="text-2xl" />
    </div>
  );
}

export function HistoryStats({ stats, timeZone }: { stats: ShownPartnerBalance["statistiques"]; timeZone: string }) {
  const when = (iso: string | null) => (iso ? formatDateTimeFr(iso, timeZone) : "—");
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3" data-testid="history-stats">
      <Stat label="Total des dépôts" value={formatFcfa(stats.totalDepots)} sub={`${stats.nombreDepots} dépôt${stats.nombreDepots > 1 ? "s" : ""}`} tone="text-emerald-700" />
      <Stat label="Total des retraits" value={formatFcfa(stats.totalRetraits)} sub={`${stats.nombreRetraits} retrait${stats.nombreRetraits > 1 ? "s" : ""}`} tone="text-red-700" />
      <Stat label="Opérations" value={String(stats.nombreTransactions)} sub={`moyenne ${formatFcfa(stats.moyenneTransaction)}`} />
      <Stat label="Plus gros dépôt" value={formatFcfa(stats.plusGrosDepot)} />
      <Stat label="Plus gros retrait" value={formatFcfa(stats.plusGrosRetrait)} />
      <Stat label="Superviseurs" value={String(stats.nombreSuperviseurs)} />
      <Stat label="Première opération" value={when(stats.premiereTransaction)} />
      <Stat label="Dernière opération" value={when(stats.derniereTransaction)} />
    </dl>
  );
}

function Stat({ label, value, sub, tone }: { label: string; value: string; sub?: string; tone?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn("font-semibold tabular-nums", tone)}>{value}</dd>
      {sub && <dd className="text-xs text-muted-foreground">{sub}</dd>}
    </div>
  );
}

export function PeriodFields({ period, onDay }: { period: Period; onDay: (field: keyof Period, value: string) => void }) {
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="mb-1 text-sm font-medium">Période</legend>
      <div className="space-y-1">
        <Label htmlFor="history-from" className="text-xs text-muted-foreground">
          Du
        </Label>
        <Input id="history-from" type="date" value={period.from} max={period.to || undefined} onChange={(e) => onDay("from", e.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="history-to" className="text-xs text-muted-foreground">
          Au
        </Label>
        <Input id="history-to" type="date" value={period.to} min={period.from || undefined} onChange={(e) => onDay("to", e.target.value)} />
      </div>
    </fieldset>
  );
}

export function PeriodFigures({ history, inPeriod }: { history: History; inPeriod: boolean }) {
  const figures = history.periode;
  return (
    <p className="text-xs text-muted-foreground tabular-nums" data-testid="history-period">
      {inPeriod ? "Sur la période : " : "En tout : "}
      {figures.nombreTransactions} opération{figures.nombreTransactions > 1 ? "s" : ""}, dépôts {formatFcfa(figures.totalDepots)}, retraits{" "}
      {formatFcfa(figures.totalRetraits)}
    </p>
  );
}

export function NoMovement({ inPeriod }: { inPeriod: boolean }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed p-6 text-center text-sm">
      <Inbox className="mb-1 size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium">Aucun mouvement</p>
      <p className="text-muted-foreground">{inPeriod ? "Aucune opération sur cette période." : "Aucune opération enregistrée."}</p>
    </div>
  );
}

export function Movements({ movements, loading, timeZone }: { movements: History["transactions"]; loading: boolean; timeZone: string }) {
  return (
    <ul className={cn("divide-y rounded-lg border", loading && "opacity-60")} data-testid="history-movements">
      {movements.map((m) => (
        <li key={m.id} data-testid="history-movement" className="flex items-start gap-3 px-3 py-2.5">
          {m.type === "DEPOT" ? (
            <ArrowDownLeft className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
          ) : (
            <ArrowUpRight className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
          )}
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-baseline justify-between gap-x-2">
              <span className="font-medium">{m.type === "DEPOT" ? "Dépôt" : "Retrait"}</span>
              <span className={cn("font-semibold whitespace-nowrap tabular-nums", m.type === "DEPOT" ? "text-emerald-700" : "text-red-700")}>
                {formatDirectedFcfa(m.type === "DEPOT" ? "+" : "-", m.montant)}
              </span>
            </p>
            <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
              <span className="tabular-nums">{formatDateTimeFr(m.createdAt, timeZone)}</span>
              <span>· {m.superviseur.nomComplet}</span>
            </p>
            {m.note && <p className="mt-0.5 text-xs break-words">{m.note}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
