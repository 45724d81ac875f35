"use client";

// The admin dashboard (SPEC §2): period, global performance summary (with the days' states and the
// "provisoire" mark while Fins are missing), one card per supervisor, line actions, closing and reopening a
// supervisor's day, the floating add button (today), pull-to-refresh and the daily reload. A dashboard that
// cannot be loaded shows SPEC §8's error with Réessayer; 'Aucune donnée disponible' is for an answer without cards.
// Its parts are in ./admin-parts.tsx, the dialogs it opens in ./admin-dashboard-dialogs.tsx, what they share in ./types.ts.
import { useMemo, useState, type ReactNode } from "react";
import { FileDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/layout/load-error-slot";
import { loadView } from "@/lib/client/load-view";
import type { QueuedEntry } from "@/lib/offline/queue";
import { onDemand } from "@/components/ui/lazy-parts";
import { AdminDialogs, useAdminDialogs } from "./admin-dashboard-dialogs";
import { DashboardSkeleton, GlobalSummary, HistoryNotice, SupervisorsSection, TopBar } from "./admin-parts";
import { DashboardHeader, NewTransactionEntry, usePrefetchNewTransaction } from "@/components/dashboard/dashboard-chrome";
import { PullToRefresh } from "@/components/dashboard/pull-to-refresh";
import { TrendPanel } from "@/components/trend/trend-slot";
import { useDailyRefresh } from "./use-daily-refresh";
import { useDashboard } from "@/components/dashboard/use-dashboard";
import { useLineActions } from "@/components/day/use-line-actions";
import type { AdminDashboardData } from "./types";

const OfflinePanel = onDemand(() => import("@/components/offline/client").then((m) => m.OfflinePanel));

interface AdminDashboardProps {
  initial: AdminDashboardData | null;
  /** when the server rendered `initial` (Date.now()): an old copy, from the service worker, is said so */
  renderedAt?: number;
  /** why the server could not load today's dashboard for the first render */
  initialError?: string | null;
  /** the form in plain HTML, shown at a tap on + until its code is there (new-transaction-shell.tsx, rendered by the page) */
  newTransactionShell: ReactNode;
  /** `initial`'s missing Fins (when it has some), rendered by the page (global-missing-fins.tsx): in the first paint */
  initialMissingFins?: ReactNode;
  userName: string;
  dailyRefreshAt: string;
  timeZone: string;
}

export function AdminDashboard({ initial, initialError, renderedAt, newTransactionShell, initialMissingFins, userName, dailyRefreshAt, timeZone }: AdminDashboardProps) {
  const { data, choice, loading, error, offlineAt, userId, showCopy, load, refresh } = useDashboard<AdminDashboardData>("/api/transactions/dashboard/admin", initial, initialError, renderedAt);
  const [draft, setDraft] = useState<QueuedEntry | null>(null);
  const dialogs = useAdminDialogs();
  const today = data?.today ?? initial?.today ?? "";
  const day = data?.date ?? today;
  const isToday = (data?.isToday ?? true) && choice.period === "today";
  /** a refresh that says nothing (the one the user asks for is announced) */
  const reload = () => refresh();
  const lines = useLineActions(day, reload);
  useDailyRefresh(dailyRefreshAt, timeZone, reload);
  usePrefetchNewTransaction(isToday);

  // the partner lines' names come once for the whole dashboard: each card reads them from the same map
  const cards = useMemo(() => (data ? data.supervisorCards.map((card) => ({ ...card, partenaires: data.partenaires })) : []), [data]);
  const view = loadView({ hasData: !!data, error, loading });

  return (
    <>
      <DashboardHeader userName={userName} loading={loading} onRefresh={() => refresh({ announce: true })}>
        <Button variant="outline" size="sm" onClick={() => dialogs.setExportOpen(true)} disabled={loading || dialogs.exporting || cards.length === 0} aria-label="Exporter">
          <FileDown /> <span className="hidden sm:inline">{dialogs.exporting ? "Export..." : "Exporter"}</span>
        </Button>
      </DashboardHeader>

      <PullToRefresh onRefresh={() => refresh({ announce: true })}>
        <div className="mx-auto w-full max-w-7xl space-y-5 p-3 pb-28 sm:p-6 sm:pb-28">
          <TopBar userName={userName} day={day} choice={choice} loading={loading} onLoad={load} onChooseDate={() => dialogs.setDateOpen(true)} />
          {userId && <OfflinePanel userId={userId} offlineAt={offlineAt} timeZone={timeZone} onSent={refresh} onCorrect={setDraft} onCopy={showCopy} />}
          {choice.period === "custom" && data && <HistoryNotice date={data.date} />}

          {view === "loading" ? (
            <DashboardSkeleton />
          ) : view === "failed" || !data ? (
            <LoadError title="Impossible de charger le tableau de bord." message={error} retrying={loading} onRetry={() => refresh({ announce: true })} />
          ) : (
            <>
              <GlobalSummary data={data} cards={cards} initial={initial} initialMissingFins={initialMissingFins} />
              <TrendPanel scope="admin" refreshKey={data} />
              <SupervisorsSection
                cards={cards}
                lines={lines}
                day={day}
                timeZone={timeZone}
                onTool={dialogs.setTool}
                onDay={dialogs.setDayAction}
                onRefresh={() => refresh({ announce: true })}
              />
            </>
          )}
        </div>
      </PullToRefresh>

      <AdminDialogs dialogs={dialogs} data={data} today={today} day={day} choice={choice} timeZone={timeZone} onLoad={load} onDone={reload} />
      <NewTransactionEntry
        button={isToday}
        shell={newTransactionShell}
        draft={draft}
        onDraftClosed={() => setDraft(null)}
        variant="admin"
        fallbackSupervisors={cards.map((c) => ({ id: c.id, nomComplet: c.nom }))}
        figures={cards}
        onCreated={reload}
      />
    </>
  );
}
