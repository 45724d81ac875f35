"use client";

// The supervisor's dashboard (SPEC §2): first the morning reminder of the past days he left open, then the period
// sheet, overview tiles, the activity panel with its sections and the day's state (the "provisoire" GR while Fins
// are missing, 'Clôturer la journée' on an open day of his, past ones too, a closed day's closing), line actions and
// the floating add button on today's open day only. A dashboard that
// cannot be loaded shows SPEC §8's error with Réessayer; 'Aucune donnée' is for an answer without lines.
import { useState, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { DayEntryAccount } from "@/lib/domain/day-entries";
import { eveningStarted } from "@/lib/domain/evening";
import { LoadError } from "@/components/layout/load-error-slot";
import { loadView } from "@/lib/client/load-view";
import type { QueuedEntry } from "@/lib/offline/queue";
import { onDemand } from "@/components/ui/lazy-parts";
import { useHydrated } from "@/lib/client/use-hydrated";
import { DashboardHeader, NewTransactionEntry, usePrefetchNewTransaction } from "@/components/dashboard/dashboard-chrome";
import { SupervisorActivity } from "./supervisor-activity";
import { DayEntryActions } from "./day-entry-actions";
import { SupervisorDialogs, useSupervisorDialogs } from "./supervisor-dialogs";
import { DayNotices, NoData, OverviewTiles, SupervisorTopBar } from "./supervisor-parts";
import { PullToRefresh } from "@/components/dashboard/pull-to-refresh";
import { TrendPanel } from "@/components/trend/trend-slot";
import { useDashboard } from "@/components/dashboard/use-dashboard";
import { useLineActions } from "@/components/day/use-line-actions";
import { useCloseAfterLoad, useUnclosedDays } from "./use-unclosed-days";
import { MorningReminder } from "./morning-reminder";
import { useReceivedTransfers } from "./use-received-transfers";
import type { SupervisorDashboardData } from "./types";

const OfflinePanel = onDemand(() => import("@/components/offline/client").then((m) => m.OfflinePanel));
const ReceivedTransfers = onDemand(() => import("./received-transfers").then((m) => m.default));

export interface SupervisorDashboardProps {
  initial: SupervisorDashboardData | null;
  /** when the server rendered `initial` (Date.now()): an old copy, from the service worker, is said so */
  renderedAt?: number;
  /** why the server could not load today's dashboard for the first render */
  initialError?: string | null;
  /** the past days he left open, read by the server for the first render (null: not known, read once idle) */
  initialUnclosed?: string[] | null;
  /** the form in plain HTML, shown at a tap on + until its code is there (new-transaction-shell.tsx, rendered by the page) */
  newTransactionShell: ReactNode;
  /** the accounts his forms offer, as the page was rendered: the morning and evening screens open with them */
  accounts: DayEntryAccount[];
  userName: string;
  timeZone: string;
}

export function SupervisorDashboard({ initial, initialError, initialUnclosed = null, renderedAt, newTransactionShell, accounts, userName, timeZone }: SupervisorDashboardProps) {
  const { data, choice, loading, error, offlineAt, userId, showCopy, load, refresh } = useDashboard<SupervisorDashboardData>("/api/transactions/dashboard/supervisor", initial, initialError, renderedAt);
  const [draft, setDraft] = useState<QueuedEntry | null>(null);
  const dialogs = useSupervisorDialogs();
  const hydrated = useHydrated();
  const today = data?.today ?? initial?.today ?? "";
  const isToday = !!data?.isToday && choice.period === "today";
  const closed = data?.day.status === "closed";
  /** today's day, not closed: the only one the supervisor writes to */
  const writable = isToday && !closed;
  usePrefetchNewTransaction(writable);
  const lines = useLineActions(data?.date ?? today, () => refresh());
  const announce = () => refresh({ announce: true });
  const hasLines = !!data && Object.keys(data.comptes.debut).length + Object.keys(data.comptes.sortie).length > 0;
  const view = loadView({ hasData: !!data, error, loading });
  const unclosed = useUnclosedDays(initialUnclosed);
  const closeDay = useCloseAfterLoad(data && { date: data.date, open: data.day.status === "open" }, loading, load, dialogs.setClosing);
  const received = useReceivedTransfers(data, hydrated);
  const answered = () => {
    received.reload();
    refresh();
  };
  const afterClose = () => {
    refresh();
    unclosed.reload();
  };

  return (
    <>
      <DashboardHeader userName={userName} loading={loading} onRefresh={announce} />

      <PullToRefresh onRefresh={announce}>
        <div className="mx-auto w-full max-w-3xl space-y-4 p-3 pb-28 sm:p-6 sm:pb-28">
          {received.waiting.length > 0 && <ReceivedTransfers waiting={received.waiting} timeZone={timeZone} onAnswered={answered} />}
          {unclosed.days.length > 0 && <MorningReminder days={unclosed.days} disabled={loading || !hydrated} onClose={closeDay} />}
          <SupervisorTopBar userName={userName} date={data?.date} choice={choice} disabled={loading || !hydrated} onPeriod={() => dialogs.setSheetOpen(true)} />
          {userId && <OfflinePanel userId={userId} offlineAt={offlineAt} timeZone={timeZone} onSent={refresh} onCorrect={setDraft} onCopy={showCopy} />}
          <DayNotices choice={choice} date={data?.date} isToday={isToday} closed={closed} />

          {view === "loading" ? (
            <Skeleton className="h-80 w-full rounded-xl" />
          ) : view === "failed" || !data ? (
            <LoadError title="Impossible de charger le tableau de bord." message={error} retrying={loading} onRetry={announce} />
          ) : !isToday && !hasLines ? (
            <NoData choice={choice} onRefresh={announce} />
          ) : (
            <div className="flex flex-col gap-4">
              {/* on a phone his actions and lines first, the figures and the chart after */}
              {writable && <DayEntryActions evening={eveningStarted(data.comptes.sortie)} onOpen={dialogs.setEntryMode} />}
              <OverviewTiles uvSortie={data.uvMaster.personal.sortie} uvDebut={data.uvMaster.personal.debut} debutTotal={data.totaux.debutTotal} sortieTotal={data.totaux.sortieTotal} />
              <div className="max-sm:order-3">
                <TrendPanel scope="supervisor" supervisorId={data.superviseur.id} refreshKey={data} />
              </div>
              <SupervisorActivity data={data} isToday={isToday} writable={writable} timeZone={timeZone} lines={lines} onClose={() => dialogs.setClosing(true)} />
            </div>
          )}
        </div>
      </PullToRefresh>

      <SupervisorDialogs dialogs={dialogs} data={data} accounts={accounts} choice={choice} today={today} userId={userId} onLoad={load} onRefresh={() => refresh()} onClosed={afterClose} />
      {data && (
        <NewTransactionEntry
          button={writable}
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
