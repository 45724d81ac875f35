"use client";

// The supervisor dashboard's presentational parts: the line under the header (his initials, the day, the period
// button), the notices above his lines (a past day, a closed one), the empty state of a past day without lines,
// and the overview tiles (SPEC §2's four figures, small on a phone: they come after his lines there).
import { CalendarDays, Database, History, Info, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatFcfa } from "@/lib/domain/money";
import { formatDayFr, formatLongDayFr } from "@/lib/domain/day-format";
import { initials } from "@/lib/domain/users";
import { ClosedNotice } from "@/components/day/day-state";
import type { PeriodChoice } from "@/components/dashboard/use-dashboard";

export const periodLabel = (choice: PeriodChoice) =>
  choice.period === "today" ? "Aujourd'hui" : choice.period === "yesterday" ? "Hier" : choice.date ? formatDayFr(choice.date) : "Date personnalisée";

const unavailableFor = (choice: PeriodChoice) =>
  choice.period === "today" ? "aujourd'hui" : choice.period === "yesterday" ? "hier" : `le ${choice.date ? formatDayFr(choice.date) : ""}`;

export function SupervisorTopBar({ userName, date, choice, disabled, onPeriod }: { userName: string; date?: string; choice: PeriodChoice; disabled: boolean; onPeriod: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="flex min-w-0 items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-accent-foreground sm:hidden" aria-hidden>
          {initials(userName)}
        </span>
        <p className="truncate text-sm text-muted-foreground">
          <span className="sm:hidden">{date ? formatDayFr(date) : ""}</span>
          <span className="hidden sm:inline">{date ? formatLongDayFr(date) : ""}</span>
        </p>
      </div>
      <Button variant="outline" onClick={onPeriod} disabled={disabled} aria-label={`${periodLabel(choice)}, choisir la période`}>
        <CalendarDays /> {periodLabel(choice)}
      </Button>
    </div>
  );
}

/** What the day shown is, when it is not today's open one. */
export function DayNotices({ choice, date, isToday, closed }: { choice: PeriodChoice; date?: string; isToday: boolean; closed: boolean }) {
  return (
    <>
      {choice.period === "custom" && date && (
        <div role="status" className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          <History className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words">
            <span className="font-semibold">Historique</span> — {formatLongDayFr(date)}
          </span>
        </div>
      )}
      {!isToday && date && (
        <p className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Info className="size-4 shrink-0" aria-hidden /> Transactions disponibles uniquement aujourd&apos;hui
        </p>
      )}
      {isToday && closed && <ClosedNotice />}
    </>
  );
}

export function NoData({ choice, onRefresh }: { choice: PeriodChoice; onRefresh: () => void }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
      <Database className="size-10 text-muted-foreground" aria-hidden />
      <p className="font-medium">Aucune donnée</p>
      <p className="text-sm text-muted-foreground">Données indisponibles pour {unavailableFor(choice)}</p>
      <Button variant="outline" onClick={onRefresh} className="mt-2">
        <RefreshCw /> Actualiser
      </Button>
    </div>
  );
}

export function OverviewTiles({ uvSortie, uvDebut, debutTotal, sortieTotal }: { uvSortie: number; uvDebut: number; debutTotal: number; sortieTotal: number }) {
  return (
    <section aria-label="Vue d'ensemble" className="grid grid-cols-2 gap-1.5 rounded-xl border bg-card p-2 shadow-sm max-sm:order-2 sm:grid-cols-4 sm:gap-3 sm:p-4">
      <Tile label="UV Master Sortie" value={uvSortie} />
      <Tile label="UV Master Début" value={uvDebut} />
      <Tile label="Total Début" value={debutTotal} />
      <Tile label="Total Sortie" value={sortieTotal} />
    </section>
  );
}

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-muted/40 px-2.5 py-1.5 sm:p-3">
      <p className="text-[11px] text-muted-foreground sm:text-xs">{label}</p>
      <p className="text-sm font-semibold tabular-nums sm:mt-1 sm:text-base">{formatFcfa(value)}</p>
    </div>
  );
}
