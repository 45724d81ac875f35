"use client";

// The supervisor's dashboard (SPEC §2): period sheet, overview tiles, the activity panel with its
// sections and the day's state (the "provisoire" GR while Fins are missing, 'Clôturer la journée' today, a
// closed day's closing), line actions and the floating add button on today's open day only. A dashboard that
// cannot be loaded shows SPEC §8's error with Réessayer; 'Aucune donnée' is for an answer without lines.
import { useState, type ReactNode } from "react";
import { CalendarDays, ChevronDown, Database, History, Info, Lock, RefreshCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Skeleton } from "@/components/ui/skeleton";
import type { LineType } from "@/lib/domain/constants";
import { isMovementKey, isPartnerKey } from "@/lib/domain/ledger";
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { formatDayFr, formatLongDayFr } from "@/lib/domain/periods";
import { initials } from "@/lib/domain/users";
import type { getSupervisorDashboard } from "@/lib/services/ledger/dashboards";
import { cn } from "@/lib/utils";
import { LoadError } from "@/components/layout/load-error-slot";
import { loadView } from "@/lib/client/load-view";
import { DashboardHeader, NewTransactionEntry, usePrefetchNewTransaction } from "./dashboard-chrome";
import { ClosedNotice, isProvisional, ProvisionalMark, SupervisorDayBar } from "./day-state";
import { DayEntryActions } from "./day-entry-actions";
import type { DayEntryMode } from "@/lib/domain/day-entries";
import { grTextClass } from "./gr-badge";
import { LineRow } from "./line-row";
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
  const uvShown = (data?.uvMaster.personal.debut ?? 0) > 0 || (data?.uvMaster.personal.sortie ?? 0) > 0;
  const accountsOf = (list: [string, number][]) => list.filter(([k]) => !isPartnerKey(k) && (k !== "UV_MASTER" || uvShown));
  const partnersOf = (list: [string, number][]) => list.filter(([k]) => isPartnerKey(k));
  const hasLines = debut.length + sortie.length > 0;
  const view = loadView({ hasData: !!data, error, loading });

  const section = (title: string, lineType: LineType, entries: [string, number][], empty: string, defaultOpen: boolean) => (
    <Collapsible defaultOpen={defaultOpen} className="border-t first:border-t-0">
      <CollapsibleTrigger className="group/s flex w-full items-center gap-2 px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground hover:bg-muted/40">
        <span className="flex-1">{title}</span>
        <Badge variant="outline">{entries.length}</Badge>
        <ChevronDown className="size-4 transition-transform group-data-[state=open]/s:rotate-180" aria-hidden />
      </CollapsibleTrigger>
      <CollapsibleContent>
        {entries.length === 0 ? (
          <p className="px-4 pb-3 text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="space-y-0.5 px-2 pb-2">
            {entries.map(([accountKey, value]) => {
              const line = { supervisorId: data!.superviseur.id, supervisorName: data!.superviseur.nom, lineType, accountKey, value, name: data!.partenaires[accountKey] };
              return (
                <LineRow
                  key={accountKey}
                  line={line}
                  busy={lines.isBusy(line)}
                  actions={{ reset: writable, delete: writable && accountKey !== "UV_MASTER" }}
                  onReset={lines.reset}
                  onDelete={lines.remove}
                />
              );
            })}
          </ul>
        )}
      </CollapsibleContent>
    </Collapsible>
  );

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

              <section aria-label="Activité" className="overflow-hidden rounded-xl border bg-card shadow-sm max-sm:order-1">
                <header className="flex items-center gap-2 border-b px-4 py-3">
                  <h2 className="min-w-0 flex-1 truncate font-semibold">{data.superviseur.nom}</h2>
                  {closed ? (
                    <Badge variant="secondary" data-testid="day-status" data-status="closed">
                      <Lock aria-hidden /> Clôturée
                    </Badge>
                  ) : (
                    !isToday && <Badge variant="outline">Lecture seule</Badge>
                  )}
                  <Badge variant={data.superviseur.status === "ACTIVE" ? "success" : "warning"}>{data.superviseur.status === "ACTIVE" ? "Actif" : "En cours"}</Badge>
                </header>
                {section("ENTRÉES - Soldes de Début", "debut", accountsOf(debut), "Aucun solde", true)}
                {section("SORTIES - Soldes Actuels", "sortie", accountsOf(sortie), "Aucun solde", true)}
                {data.hasPartnerLines && section("DÉPÔTS PARTENAIRES", "debut", partnersOf(debut), "Aucun dépôt", false)}
                {data.hasPartnerLines && section("RETRAITS PARTENAIRES", "sortie", partnersOf(sortie), "Aucun retrait", false)}
                <footer className="grid grid-cols-3 border-t bg-muted/40 text-center">
                  <Total label="DÉBUT" value={formatFcfa(data.totaux.debutTotal)} />
                  <Total label="GR TOTAL" value={formatSignedFcfa(data.totaux.grTotal)} className={grTextClass(data.totaux.grTotal, isProvisional(data.day))} testId="supervisor-gr">
                    {isProvisional(data.day) && <ProvisionalMark className="mt-1" />}
                  </Total>
                  <Total label="SORTIE" value={formatFcfa(data.totaux.sortieTotal)} />
                </footer>
                <SupervisorDayBar day={data.day} timeZone={timeZone} canClose={isToday} onClose={() => setClosing(true)} />
              </section>
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

function Total({ label, value, className, testId, children }: { label: string; value: string; className?: string; testId?: string; children?: React.ReactNode }) {
  return (
    <div className="px-2 py-3">
      <p className="text-[11px] font-semibold tracking-wide text-muted-foreground">{label}</p>
      <p data-testid={testId} className={cn("text-sm font-bold tabular-nums", className)}>
        {value}
      </p>
      {children}
    </div>
  );
}
