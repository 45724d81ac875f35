"use client";

// The supervisor's dashboard (SPEC §2): period sheet, overview tiles, the activity panel with its
// sections and the day's state (the "provisoire" GR while Fins are missing, 'Clôturer la journée' today, a
// closed day's closing), line actions and the floating add button on today's open day only. A dashboard that
// cannot be loaded shows SPEC §8's error with Réessayer; 'Aucune donnée' is for an answer without lines.
import { useState, type ReactNode } from "react";
import { CalendarDays, Database, History, Info, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { isMovementKey } from "@/lib/domain/ledger";
import { formatFcfa } from "@/lib/domain/money";
import { formatDayFr, formatLongDayFr } from "@/lib/domain/periods";
import { initials } from "@/lib/domain/users";
import type { getSupervisorDashboard } from "@/lib/services/ledger/dashboards";
import { LoadError } from "@/components/layout/load-error-slot";
import { loadView } from "@/lib/client/load-view";
import { DashboardHeader, NewTransactionEntry, usePrefetchNewTransaction } from "./dashboard-chrome";
import { ClosedNotice } from "./day-state";
import { SupervisorActivity } from "./supervisor-activity";
import { DayEntryActions } from "./day-entry-actions";
import type { DayEntryMode } from "@/lib/domain/day-entries";
import { PullToRefresh } from "./pull-to-refresh";
import { TrendPanel } from "./trend-slot";
import { useDashboard, type PeriodChoice } from "./use-dashboard";
import type { QueuedEntry } from "@/lib/offline/queue";
import { useLineActions } from "./use-line-actions";
import { onDemand } from "@/components/ui/lazy-parts";
import { useHydrated } from "@/lib/client/use-hydrated";

const DateDialog = onDemand(() => import("./date-dialog").then((m) => m.DateDialog));
const OfflinePanel = onDemand(() => import("@/lib/offline/client").then((m) => m.OfflinePanel));
const PeriodSheet = onDemand(() => import("./period-sheet").then((m) => m.default));
const CloseDayDialog = onDemand(() => import("./close-day-dialog").then((m) => m.default));
const DayEntrySheet = onDemand(() => import("./day-entry-sheet").then((m) => m.default));

const unavailableFor = (choice: PeriodChoice) =>
  choice.period === "today" ? "aujourd'hui" : choice.period === "yesterday" ? "hier" : `le ${choice.date ? formatDayFr(choice.date) : ""}`;

export type SupervisorDashboardData = Awaited<ReturnType<typeof getSupervisorDashboard>>;

const periodLabel = (choice: PeriodChoice) =>
  choice.period === "today" ? "Aujourd'hui" : choice.period === "yesterday" ? "Hier" : choice.date ? formatDayFr(choice.date) : "Date personnalisée";

export function SupervisorDashboard({
  initial,
  initialError,
  renderedAt,
  newTransactionShell,
  newTransactionEarlyShell,
  userName,
  timeZone,
}: {
  initial: SupervisorDashboardData | null;
  /** when the server rendered `initial` (Date.now()): an old copy, from the service worker, is said so */
  renderedAt?: number;
  /** why the server could not load today's dashboard for the first render */
  initialError?: string | null;
  /** what a tap on + shows until the dialog's code is there (new-transaction-shell.tsx, rendered by the page) */
  newTransactionShell: ReactNode;
  /** the same, for a tap before hydration (lib/early/events.ts) */
  newTransactionEarlyShell: ReactNode;
  userName: string;
  timeZone: string;
}) {
  const { data, choice, loading, error, offlineAt, userId, showCopy, load, refresh } = useDashboard<SupervisorDashboardData>("/api/transactions/dashboard/supervisor", initial, initialError, renderedAt);
  const [draft, setDraft] = useState<QueuedEntry | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [dateOpen, setDateOpen] = useState(false);
  const hydrated = useHydrated();
  const [closing, setClosing] = useState(false);
  const [entryMode, setEntryMode] = useState<DayEntryMode | null>(null);
  const today = data?.today ?? initial?.today ?? "";
  const isToday = !!data?.isToday && choice.period === "today";
  const closed = data?.day.status === "closed";
  /** today's day, not closed: the only one the supervisor writes to */
  const writable = isToday && !closed;
  usePrefetchNewTransaction(writable);
  const lines = useLineActions(data?.date ?? today, () => refresh());

  const choose = (next: PeriodChoice) => {
    setSheetOpen(false);
    load(next);
  };

  const debut = Object.entries(data?.comptes.debut ?? {});
  const sortie = Object.entries(data?.comptes.sortie ?? {});
  const hasLines = debut.length + sortie.length > 0;
  const view = loadView({ hasData: !!data, error, loading });


  return (
    <>
      <DashboardHeader userName={userName} loading={loading} onRefresh={() => refresh({ announce: true })} />

      <PullToRefresh onRefresh={() => refresh({ announce: true })}>
        <div className="mx-auto w-full max-w-3xl space-y-4 p-3 pb-28 sm:p-6 sm:pb-28">
          <div className="flex items-center justify-between gap-3">
            <div className="flex min-w-0 items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-accent-foreground sm:hidden" aria-hidden>
                {initials(userName)}
              </span>
              <p className="truncate text-sm text-muted-foreground">
                <span className="sm:hidden">{data?.date ? formatDayFr(data.date) : ""}</span>
                <span className="hidden sm:inline">{data?.date ? formatLongDayFr(data.date) : ""}</span>
              </p>
            </div>
            <Button variant="outline" onClick={() => setSheetOpen(true)} disabled={loading || !hydrated} aria-label={`${periodLabel(choice)}, choisir la période`}>
              <CalendarDays /> {periodLabel(choice)}
            </Button>
          </div>

          {userId && <OfflinePanel userId={userId} offlineAt={offlineAt} timeZone={timeZone} onSent={refresh} onCorrect={setDraft} onCopy={showCopy} />}

          {choice.period === "custom" && data && (
            <div role="status" className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
              <History className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="min-w-0 break-words">
                <span className="font-semibold">Historique</span> — {formatLongDayFr(data.date)}
              </span>
            </div>
          )}
          {!isToday && data && (
            <p className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
              <Info className="size-4 shrink-0" aria-hidden /> Transactions disponibles uniquement aujourd&apos;hui
            </p>
          )}
          {isToday && closed && <ClosedNotice />}

          {view === "loading" ? (
            <Skeleton className="h-80 w-full rounded-xl" />
          ) : view === "failed" || !data ? (
            <LoadError title="Impossible de charger le tableau de bord." message={error} retrying={loading} onRetry={() => refresh({ announce: true })} />
          ) : !isToday && !hasLines ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
              <Database className="size-10 text-muted-foreground" aria-hidden />
              <p className="font-medium">Aucune donnée</p>
              <p className="text-sm text-muted-foreground">Données indisponibles pour {unavailableFor(choice)}</p>
              <Button variant="outline" onClick={() => refresh({ announce: true })} className="mt-2">
                <RefreshCw /> Actualiser
              </Button>
            </div>
          ) : (
            <div className="flex flex-col gap-4">
              {/* on a phone his actions and lines first, the figures and the chart after */}
              {writable && <DayEntryActions evening={Object.keys(data.comptes.sortie).some((key) => !isMovementKey(key))} onOpen={setEntryMode} />}
              <section aria-label="Vue d'ensemble" className="grid grid-cols-2 gap-2 rounded-xl border bg-card p-3 shadow-sm max-sm:order-2 sm:grid-cols-4 sm:gap-3 sm:p-4">
                <Tile label="UV Master Sortie" value={data.uvMaster.personal.sortie} />
                <Tile label="UV Master Début" value={data.uvMaster.personal.debut} />
                <Tile label="Total Début" value={data.totaux.debutTotal} />
                <Tile label="Total Sortie" value={data.totaux.sortieTotal} />
              </section>
              <div className="max-sm:order-3">
                <TrendPanel scope="supervisor" supervisorId={data.superviseur.id} refreshKey={data} />
              </div>

              <SupervisorActivity data={data} isToday={isToday} writable={writable} timeZone={timeZone} lines={lines} onClose={() => setClosing(true)} />
            </div>
          )}
        </div>
      </PullToRefresh>

      {sheetOpen && (
        <PeriodSheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          choice={choice}
          onChoose={choose}
          onCustom={() => {
            setSheetOpen(false);
            setDateOpen(true);
          }}
        />
      )}
      {dateOpen && (
        <DateDialog
          open={dateOpen}
          onOpenChange={setDateOpen}
          today={today}
          initial={choice.period === "custom" ? choice.date : undefined}
          variant="supervisor"
          onConfirm={(date) => load({ period: "custom", date })}
        />
      )}
      {entryMode && data && (
        <DayEntrySheet
          open={!!entryMode}
          onOpenChange={(open) => !open && setEntryMode(null)}
          mode={entryMode}
          day={{ supervisorId: data.superviseur.id, comptes: data.comptes, reportes: data.reportes, partenaires: data.partenaires, missingFin: data.day.missingFin, open: data.day.status === "open" }}
          userId={userId}
          onSent={() => refresh()}
          onCloseDay={() => {
            setEntryMode(null);
            setClosing(true);
          }}
        />
      )}
      {closing && data && (
        <CloseDayDialog
          open={closing}
          onOpenChange={setClosing}
          supervisor={{ id: data.superviseur.id, nom: data.superviseur.nom }}
          date={data.date}
          comptes={data.comptes}
          missingFin={data.day.missingFin}
          tolerance={data.settings.ecartTolerance}
          onClosed={() => refresh()}
          onRefresh={() => refresh()}
        />
      )}
      {data && (
        <NewTransactionEntry
          button={writable}
          earlyShell={newTransactionEarlyShell}
          shell={newTransactionShell}
          draft={draft}
          onDraftClosed={() => setDraft(null)}
          variant="supervisor"
          supervisorId={data.superviseur.id}
          figures={[{ ...data, id: data.superviseur.id }]}
          onCreated={() => refresh()}
        />
      )}
    </>
  );
}

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-muted/40 p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="mt-1 text-base font-semibold tabular-nums">{formatFcfa(value)}</p>
    </div>
  );
}
