"use client";

// 'Transactions récentes' (SPEC §2), admin and supervisor views: summary cards, filters (collapsible on
// small screens), a TanStack table of 5 rows a page, the detail dialog, refresh and JSON export. A list that
// cannot be loaded shows SPEC §8's error with Réessayer (a refresh that fails keeps the rows it refreshed, under
// a banner); 'Aucune transaction trouvée' is for an answer without rows.
import { Suspense, useMemo, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { HistoryTabs } from "@/components/layout/history-tabs";
import { LoadError } from "@/components/layout/load-error-slot";
import { loadView } from "@/lib/client/load-view";
import { lazyPart, onDemand } from "@/components/ui/lazy-parts";
import { EmptyList, StatCards, TransactionFilters, TransactionsHeader } from "./transactions-parts";
import type { TransactionsData, TransactionsOptions } from "./types";
import { useTransactions } from "./use-transactions";
import { useTransactionsExport } from "./use-transactions-export";

// The table (TanStack Table) comes in its own chunk: the first rows are in the server's HTML, readable at
// once, and become clickable when that chunk has arrived, after the rest of the page (docs/performance.md).
const TransactionsTable = lazyPart(() => import("./transactions-table").then((m) => m.TransactionsTable));
const LIST_SKELETON = <Skeleton className="h-72 w-full rounded-xl" />;
const TransactionDetailDialog = onDemand(() => import("./transaction-detail-dialog").then((m) => m.default));

export function TransactionsScreen({
  variant,
  initial,
  initialError,
  initialFilter,
  timeZone,
}: {
  variant: "admin" | "supervisor";
  initial: TransactionsData | null;
  /** why the server could not load the first list (the page then tries once more from the browser) */
  initialError?: string | null;
  /** the period and type the page was asked for (its address), the first list's */
  initialFilter?: TransactionsOptions["initialFilter"];
  /** APP_TIMEZONE, for the detail's "jusqu'à demain 14 h 05" */
  timeZone: string;
}) {
  const admin = variant === "admin";
  const { filters, setFilter, search, setSearch, query, data, loading, error, load, operators } = useTransactions({ admin, initial, initialError, initialFilter });
  const { exporting, exportJson } = useTransactionsExport(query, filters.period);
  const [selected, setSelected] = useState<string | null>(null);

  const rows = useMemo(() => data?.transactions ?? [], [data]);
  // A new filter starts the table again at its first page. The element is kept while its rows and
  // filters stay the same: the table may still be waiting for its code when the screen re-renders (the
  // operators loaded, a refresh), and React would give up the server's rows for the skeleton if the
  // waiting boundary received new props.
  const filtersKey = JSON.stringify(filters);
  const table = useMemo(
    () => (
      <Suspense fallback={LIST_SKELETON}>
        <TransactionsTable key={filtersKey} rows={rows} onSelect={setSelected} />
      </Suspense>
    ),
    [filtersKey, rows],
  );

  const stats = data?.stats;
  const truncated = stats && stats.total > rows.length;
  const view = loadView({ hasData: !!data, error, loading });
  const failure = (stale?: string) => (
    <LoadError title="Impossible de charger les transactions récentes." message={error} retrying={loading} onRetry={() => load()} stale={stale} />
  );

  return (
    <>
      <TransactionsHeader loading={loading} exporting={exporting} onRefresh={() => load()} onExport={exportJson} />

      <div className="mx-auto w-full max-w-7xl space-y-4 p-3 sm:p-6">
        {!admin && <HistoryTabs current="/supervisor/transactions" />}
        <StatCards stats={stats} />
        <TransactionFilters admin={admin} filters={filters} search={search} operators={operators} onSearch={setSearch} onFilter={setFilter} />

        <section aria-label="Liste des transactions" className="space-y-3">
          {view === "stale" && failure("Les transactions affichées sont celles du dernier chargement réussi.")}
          {view === "loading" ? (
            LIST_SKELETON
          ) : view === "failed" ? (
            failure()
          ) : rows.length === 0 ? (
            <EmptyList />
          ) : (
            <>
              {table}
              {truncated && (
                <p className="text-center text-xs text-muted-foreground">
                  Les {rows.length} transactions les plus récentes sont affichées sur {stats!.total} : précisez les filtres pour voir les autres.
                </p>
              )}
            </>
          )}
        </section>
      </div>

      {selected && <TransactionDetailDialog id={selected} timeZone={timeZone} onClose={() => setSelected(null)} onChanged={() => load()} />}
    </>
  );
}
