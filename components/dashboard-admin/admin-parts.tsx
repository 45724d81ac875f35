"use client";

// The admin dashboard's presentational parts: the line under the header (on a phone his initials and role, the
// day from 640 px, the period bar), the notice of a chosen past day, the global summary (the closed days' GR
// and its badge, the open days' GR apart with its "provisoire" mark, the days' states and the four totals), the supervisors' cards, and the states around
// them (loading, no card).
//
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { onDemand } from "@/components/ui/lazy-parts";
import { formatFcfa } from "@/lib/domain/money";
import { formatLongDayFr } from "@/lib/domain/day-format";
import { initials } from "@/lib/domain/users";
import { cn } from "@/lib/utils";
import type { AdminCardData, AdminDashboardData, DayAction, ToolTarget } from "./types";
import { GrBadge, grTextClass, PROVISIONAL_TEXT } from "@/components/day/gr-badge";
import { PeriodBar } from "./period-bar";
import { DayCounts, GlobalMissingFins, ProvisionalMark } from "@/components/day/day-state";
import { SupervisorCard } from "./supervisor-card";

// the states around the cards that a working dashboard does not show (a network without supervisors, a first
// load under way with nothing from the server), loaded when shown
const EmptyState = onDemand(() => import("./dashboard-states").then((m) => m.EmptyState));
export const DashboardSkeleton = onDemand(() => import("./dashboard-states").then((m) => m.DashboardSkeleton));
/** A chosen past day's figures are history: said above them (loaded when a day is chosen, with its figures). */
export const HistoryNotice = onDemand(() => import("./dashboard-states").then((m) => m.HistoryNotice));
import type { PeriodChoice } from "@/components/dashboard/use-dashboard";
import type { useLineActions } from "@/components/day/use-line-actions";

/** The user (on a phone), the day shown (from 640 px) and the period bar; Date opens the date dialog. */
export function TopBar({
  userName,
  day,
  choice,
  loading,
  onLoad,
  onChooseDate,
}: {
  userName: string;
  day: string;
  choice: PeriodChoice;
  loading: boolean;
  onLoad: (choice: PeriodChoice) => void;
  onChooseDate: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3 sm:hidden">
        <span className="flex size-10 items-center justify-center rounded-full bg-primary/15 font-semibold text-accent-foreground" aria-hidden>
          {initials(userName)}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold">{userName}</p>
          <p className="text-xs text-muted-foreground">Administrateur</p>
        </div>
      </div>
      <p className="hidden text-sm text-muted-foreground sm:block">{day && formatLongDayFr(day)}</p>
      <PeriodBar
        choice={choice}
        disabled={loading}
        onToday={() => onLoad({ period: "today" })}
        onYesterday={() => onLoad({ period: "yesterday" })}
        onCustom={onChooseDate}
      />
    </div>
  );
}

/**
 * The network's figures: the closed days' GR first (SPEC's GR total global once no day is open), the open days'
 * apart, grey and marked provisional. While the server's answer (`initial`) is the one shown, its missing Fins
 * are the page's own rendering of them (`initialMissingFins`: in the first paint).
 */
export function GlobalSummary({
  data,
  cards,
  initial,
  initialMissingFins,
}: {
  data: AdminDashboardData;
  cards: AdminCardData[];
  initial: AdminDashboardData | null;
  initialMissingFins: ReactNode;
}) {
  const g = data.globalTotals;
  // the figure read first is the closed days' GR (final); the open days' changes until they close: apart, grey
  const open = g.days.open > 0;
  return (
    <section aria-labelledby="global-title" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="global-title" className="text-sm font-medium text-muted-foreground">
            {open ? "GR des journées clôturées" : "GR total global"}
          </h2>
          <p data-testid="gr-global" className={cn("text-3xl font-bold tracking-tight tabular-nums sm:text-4xl", grTextClass(g.grClosedGlobal))}>
            {g.formatted.grClosedGlobal}
          </p>
          {open && (
            <p data-testid="gr-open-global" className={cn("mt-1 text-sm tabular-nums", PROVISIONAL_TEXT)}>
              Journées ouvertes : {g.formatted.grOpenGlobal} <ProvisionalMark />
            </p>
          )}
        </div>
        {g.days.closed > 0 && <GrBadge value={g.grClosedGlobal} className="text-sm" />}
      </div>
      {g.missingFin > 0 && (data === initial ? initialMissingFins : <GlobalMissingFins count={g.missingFin} cards={cards} className="mt-2" />)}
      <DayCounts days={g.days} className="mt-3" />
      <p className="mt-1 text-xs text-muted-foreground md:hidden">GR Total = Sorties - Débuts</p>
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        <Tile label="Début Total" value={g.debutTotalGlobal} />
        <Tile label="Sortie Total" value={g.sortieTotalGlobal} />
        <Tile label="UV Master Début" hint="Soldes initiaux" value={g.uvMaster.solde} />
        <Tile label="UV Master Sorties" hint="Soldes actuels" value={g.uvMaster.sorties} />
      </dl>
    </section>
  );
}

/** One card per supervisor, with the line actions; its menu opens the account tools and the day's close or reopening (of `day`). */
export function SupervisorsSection({
  cards,
  lines,
  day,
  timeZone,
  onTool,
  onDay,
  onRefresh,
}: {
  cards: AdminCardData[];
  lines: ReturnType<typeof useLineActions>;
  day: string;
  timeZone: string;
  onTool: (tool: ToolTarget) => void;
  onDay: (action: DayAction) => void;
  /** Actualiser, when there is no card */
  onRefresh: () => void;
}) {
  return (
    <section aria-labelledby="supervisors-title" className="space-y-3">
      <h2 id="supervisors-title" className="flex items-center gap-2 text-lg font-semibold">
        Superviseurs <Badge variant="secondary">{cards.length}</Badge>
      </h2>
      {cards.length === 0 ? (
        <EmptyState onRefresh={onRefresh} />
      ) : (
        <div className="grid grid-cols-1 gap-3 2xl:grid-cols-2">
          {cards.map((card) => (
            <SupervisorCard
              key={card.id}
              card={card}
              canAct
              isBusy={lines.isBusy}
              onReset={lines.reset}
              onDelete={lines.remove}
              onTool={(kind) => onTool({ kind, card })}
              onDay={(kind) => onDay({ kind, card, date: day })}
              timeZone={timeZone}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function Tile({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="rounded-lg border bg-muted/30 p-3">
      <dt className="text-xs text-muted-foreground">
        {label}
        {hint && <span className="block text-[11px]">{hint}</span>}
      </dt>
      <dd className="mt-1 text-base font-semibold tabular-nums sm:text-lg">{formatFcfa(value)}</dd>
    </div>
  );
}
