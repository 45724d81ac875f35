"use client";

// The admin dashboard (SPEC §2): period, global performance summary (with the days' states and the
// "provisoire" mark while Fins are missing), one card per supervisor, line actions, closing and reopening a
// supervisor's day, the floating add button (today), pull-to-refresh and the daily reload. A dashboard that
// cannot be loaded shows SPEC §8's error with Réessayer; 'Aucune donnée disponible' is for an answer without cards.
// Its parts are in ./admin-parts.tsx, the dialogs it opens in ./admin-dashboard-dialogs.tsx.
import { useMemo, useState, type ReactNode } from "react";
import { FileDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ShownAdminDashboard } from "@/lib/presenters/dashboards";
import { LoadError } from "@/components/layout/load-error-slot";
import { loadView } from "@/lib/client/load-view";
import type { QueuedEntry } from "@/lib/offline/queue";
import { onDemand } from "@/components/ui/lazy-parts";
import { accountDialogs, dateDialog, dayDialog, exportDialog, type DayAction, type ToolTarget } from "./admin-dashboard-dialogs";
import { DashboardSkeleton, globalSummary, historyNotice, supervisorsSection, topBar } from "./admin-parts";
import { DashboardHeader, NewTransactionEntry, usePrefetchNewTransaction } from "./dashboard-chrome";
import { PullToRefresh } from "./pull-to-refresh";
import { TrendPanel } from "./trend-slot";
import { useDailyRefresh } from "./use-daily-refresh";
import { useDashboard } from "./use-dashboard";
import { useLineActions } from "./use-line-actions";

const OfflinePanel = onDemand(() => import("@/components/offline/client").then((m) => m.OfflinePanel));

export type AdminDashboardData = ShownAdminDashboard;
/** A card with the dashboard's partner names, as the card, its dialogs and the transaction form read them. */
export type AdminCardData = AdminDashboardData["supervisorCards"][number] & { partenaires: Record<string, string> };

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
  const [dateOpen, setDateOpen] = useState(false);
  const [draft, setDraft] = useState<QueuedEntry | null>(null);
  const [exportOpen, setExportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [tool, setTool] = useState<ToolTarget | null>(null);
  const [dayAction, setDayAction] = useState<DayAction | null>(null);
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
          {topBar(userName, day, choice, loading, load, setDateOpen)}
          {userId && <OfflinePanel userId={userId} offlineAt={offlineAt} timeZone={timeZone} onSent={refresh} onCorrect={setDraft} onCopy={showCopy} />}
          {choice.period === "custom" && data && historyNotice(data)}

          {view === "loading" ? (
            <DashboardSkeleton />
          ) : view === "failed" || !data ? (
            <LoadError title="Impossible de charger le tableau de bord." message={error} retrying={loading} onRetry={() => refresh({ announce: true })} />
          ) : (
            <>
              {globalSummary(g!, data, cards, initial, initialMissingFins)}
              <TrendPanel scope="admin" refreshKey={data} />
              {supervisorsSection(cards, lines, day, timeZone, setTool, setDayAction, refresh)}
            </>
          )}
        </div>
      </PullToRefresh>

      {dateDialog(dateOpen, setDateOpen, today, choice, load)}
      {exportDialog(exportOpen, setExportOpen, exporting, setExporting, today, choice)}
      {accountDialogs(tool, setTool, day, reload)}
      {dayDialog(dayAction, setDayAction, data, timeZone, reload)}
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
