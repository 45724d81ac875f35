"use client";

// The admin dashboard (SPEC §2): period, global performance summary (with the days' states and the
// "provisoire" mark while Fins are missing), one card per supervisor, line actions, closing and reopening a
// supervisor's day, the floating add button (today), pull-to-refresh and the daily reload. A dashboard that
// cannot be loaded shows SPEC §8's error with Réessayer; 'Aucune donnée disponible' is for an answer without cards.
import { useMemo, useState, type ReactNode } from "react";
import { CalendarDays, Database, FileDown, RefreshCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { getAdminDashboard } from "@/lib/services/ledger/dashboards";
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { formatLongDayFr } from "@/lib/domain/periods";
import { initials } from "@/lib/domain/users";
import { cn } from "@/lib/utils";
import { LoadError } from "@/components/layout/load-error-slot";
import { loadView } from "@/lib/client/load-view";
import { DashboardHeader, NewTransactionEntry, usePrefetchNewTransaction } from "./dashboard-chrome";
import { GrBadge, grTextClass } from "./gr-badge";
import { PeriodBar } from "./period-bar";
import { PullToRefresh } from "./pull-to-refresh";
import { DayCounts, GlobalMissingFins, ProvisionalMark } from "./day-state";
import { SupervisorCard } from "./supervisor-card";
import { TrendPanel } from "./trend-slot";
import { useDailyRefresh } from "./use-daily-refresh";
import { useDashboard } from "./use-dashboard";
import type { QueuedEntry } from "@/lib/offline/queue";
import { useLineActions } from "./use-line-actions";
import { onDemand } from "@/components/ui/lazy-parts";

const DateDialog = onDemand(() => import("./date-dialog").then((m) => m.DateDialog));
const OfflinePanel = onDemand(() => import("@/components/offline/client").then((m) => m.OfflinePanel));
const AccountDialogs = onDemand(() => import("./account-dialogs").then((m) => m.default));
const ExportDialog = onDemand(() => import("./export-dialog").then((m) => m.default));
const CloseDayDialog = onDemand(() => import("./close-day-dialog").then((m) => m.default));
const ReopenDayDialog = onDemand(() => import("./reopen-day-dialog").then((m) => m.default));

export type AdminDashboardData = Awaited<ReturnType<typeof getAdminDashboard>>;
/** A card with the dashboard's partner names, as the card, its dialogs and the transaction form read them. */
type CardData = AdminDashboardData["supervisorCards"][number] & { partenaires: Record<string, string> };

export function AdminDashboard({
  initial,
  initialError,
  renderedAt,
  newTransactionShell,
  newTransactionEarlyShell,
  initialMissingFins,
  userName,
  dailyRefreshAt,
  timeZone,
}: {
  initial: AdminDashboardData | null;
  /** when the server rendered `initial` (Date.now()): an old copy, from the service worker, is said so */
  renderedAt?: number;
  /** why the server could not load today's dashboard for the first render */
  initialError?: string | null;
  /** what a tap on + shows until the dialog's code is there (new-transaction-shell.tsx, rendered by the page) */
  newTransactionShell: ReactNode;
  /** the same, for a tap before hydration (lib/early/events.ts) */
  newTransactionEarlyShell: ReactNode;
  /** `initial`'s missing Fins (when it has some), rendered by the page (global-missing-fins.tsx): in the first paint */
  initialMissingFins?: ReactNode;
  userName: string;
  dailyRefreshAt: string;
  timeZone: string;
}) {
  const { data, choice, loading, error, offlineAt, userId, showCopy, load, refresh } = useDashboard<AdminDashboardData>("/api/transactions/dashboard/admin", initial, initialError, renderedAt);
  const [dateOpen, setDateOpen] = useState(false);
  const [draft, setDraft] = useState<QueuedEntry | null>(null);
  const [exportOpen, setExportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [tool, setTool] = useState<{ kind: "set" | "create"; card: CardData } | null>(null);
  const [dayAction, setDayAction] = useState<{ kind: "close" | "reopen"; card: CardData; date: string } | null>(null);
  const today = data?.today ?? initial?.today ?? "";
  const day = data?.date ?? today;
  const isToday = (data?.isToday ?? true) && choice.period === "today";
  const lines = useLineActions(day, () => refresh());
  useDailyRefresh(dailyRefreshAt, timeZone, () => refresh());
  usePrefetchNewTransaction(isToday);

  // the partner lines' names come once for the whole dashboard: each card reads them from the same map
  const cards = useMemo(() => (data ? data.supervisorCards.map((card) => ({ ...card, partenaires: data.partenaires })) : []), [data]);
  const g = data?.globalTotals;
  const view = loadView({ hasData: !!data, error, loading });

  return (
    <>
      <DashboardHeader userName={userName} loading={loading} onRefresh={() => refresh({ announce: true })}>
        <Button variant="outline" size="sm" onClick={() => setExportOpen(true)} disabled={loading || exporting || cards.length === 0} aria-label="Exporter">
          <FileDown /> <span className="hidden sm:inline">{exporting ? "Export..." : "Exporter"}</span>
        </Button>
      </DashboardHeader>

      <PullToRefresh onRefresh={() => refresh({ announce: true })}>
        <div className="mx-auto w-full max-w-7xl space-y-5 p-3 pb-28 sm:p-6 sm:pb-28">
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
              onToday={() => load({ period: "today" })}
              onYesterday={() => load({ period: "yesterday" })}
              onCustom={() => setDateOpen(true)}
            />
          </div>

          {userId && <OfflinePanel userId={userId} offlineAt={offlineAt} timeZone={timeZone} onSent={refresh} onCorrect={setDraft} onCopy={showCopy} />}

          {choice.period === "custom" && data && (
            <div role="status" className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
              {/* the Date button's icon: already in this page's first load (/admin is within 0.1 KB of its 160 KB) */}
              <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="min-w-0 break-words">
                <span className="font-semibold">Données historiques</span> — {formatLongDayFr(data.date)}
              </span>
            </div>
          )}

          {view === "loading" ? (
            <DashboardSkeleton />
          ) : view === "failed" || !data ? (
            <LoadError title="Impossible de charger le tableau de bord." message={error} retrying={loading} onRetry={() => refresh({ announce: true })} />
          ) : (
            <>
              <section aria-labelledby="global-title" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 id="global-title" className="text-sm font-medium text-muted-foreground">
                      GR total global
                    </h2>
                    <p data-testid="gr-global" className={cn("text-3xl font-bold tracking-tight tabular-nums sm:text-4xl", grTextClass(g!.grTotalGlobal, g!.missingFin > 0))}>
                      {formatSignedFcfa(g!.grTotalGlobal)}
                    </p>
                  </div>
                  <div className="flex flex-col items-end gap-1.5">
                    {/* while Fins are missing the figure is no gain or loss yet: its mark, not Positif / Négatif */}
                    {g!.missingFin > 0 ? <ProvisionalMark className="text-[11px]" /> : <GrBadge value={g!.grTotalGlobal} className="text-sm" />}
                  </div>
                </div>
                {g!.missingFin > 0 && (data === initial ? initialMissingFins : <GlobalMissingFins count={g!.missingFin} cards={cards} className="mt-2" />)}
                <DayCounts days={g!.days} className="mt-3" />
                <p className="mt-1 text-xs text-muted-foreground md:hidden">GR Total = Sorties - Débuts</p>
                <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
                  <Tile label="Début Total" value={g!.debutTotalGlobal} />
                  <Tile label="Sortie Total" value={g!.sortieTotalGlobal} />
                  <Tile label="UV Master Début" hint="Soldes initiaux" value={g!.uvMaster.solde} />
                  <Tile label="UV Master Sorties" hint="Soldes actuels" value={g!.uvMaster.sorties} />
                </dl>
              </section>
              <TrendPanel scope="admin" refreshKey={data} />

              <section aria-labelledby="supervisors-title" className="space-y-3">
                <h2 id="supervisors-title" className="flex items-center gap-2 text-lg font-semibold">
                  Superviseurs <Badge variant="secondary">{cards.length}</Badge>
                </h2>
                {cards.length === 0 ? (
                  <EmptyState onRefresh={() => refresh({ announce: true })} />
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
                        onTool={(kind) => setTool({ kind, card })}
                        onDay={(kind) => setDayAction({ kind, card, date: day })}
                        timeZone={timeZone}
                      />
                    ))}
                  </div>
                )}
              </section>
            </>
          )}
        </div>
      </PullToRefresh>

      {dateOpen && (
        <DateDialog
          open={dateOpen}
          onOpenChange={setDateOpen}
          today={today}
          initial={choice.period === "custom" ? choice.date : undefined}
          variant="admin"
          onConfirm={(date) => load({ period: "custom", date })}
        />
      )}
      {(exportOpen || exporting) && (
        <ExportDialog
          open={exportOpen}
          onOpenChange={setExportOpen}
          today={today}
          initial={choice.period === "custom" ? { period: "custom", date: choice.date } : { period: choice.period }}
          onBusyChange={setExporting}
        />
      )}
      {tool && (
        <AccountDialogs
          tool={tool.kind}
          onClose={() => setTool(null)}
          supervisor={{ id: tool.card.id, nom: tool.card.nom }}
          day={day}
          keys={[...new Set([...Object.keys(tool.card.comptes.debut), ...Object.keys(tool.card.comptes.sortie)])]}
          names={tool.card.partenaires}
          onDone={() => refresh()}
        />
      )}
      {dayAction?.kind === "close" && (
        <CloseDayDialog
          open
          onOpenChange={(open) => !open && setDayAction(null)}
          supervisor={{ id: dayAction.card.id, nom: dayAction.card.nom }}
          date={dayAction.date}
          comptes={dayAction.card.comptes}
          missingFin={dayAction.card.day.missingFin}
          tolerance={data?.settings.ecartTolerance ?? 0}
          onClosed={() => refresh()}
          onRefresh={() => refresh()}
        />
      )}
      {dayAction?.kind === "reopen" && (
        <ReopenDayDialog
          open
          onOpenChange={(open) => !open && setDayAction(null)}
          supervisor={{ id: dayAction.card.id, nom: dayAction.card.nom }}
          date={dayAction.date}
          day={dayAction.card.day}
          timeZone={timeZone}
          onReopened={() => refresh()}
        />
      )}
      <NewTransactionEntry
        button={isToday}
        earlyShell={newTransactionEarlyShell}
        shell={newTransactionShell}
        draft={draft}
        onDraftClosed={() => setDraft(null)}
        variant="admin"
        fallbackSupervisors={cards.map((c) => ({ id: c.id, nomComplet: c.nom }))}
        figures={cards}
        onCreated={() => refresh()}
      />
    </>
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

function EmptyState({ onRefresh }: { onRefresh: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <Database className="size-10 text-muted-foreground" aria-hidden />
      <p className="font-medium">Aucune donnée disponible</p>
      <Button variant="outline" onClick={onRefresh}>
        <RefreshCw /> Actualiser
      </Button>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Chargement">
      <Skeleton className="h-40 w-full rounded-xl" />
      <div className="grid gap-3 lg:grid-cols-2">
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    </div>
  );
}
