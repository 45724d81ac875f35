"use client";

// 'Transactions récentes' (SPEC §2), admin and supervisor views: summary cards, filters (collapsible on
// small screens), a TanStack table of 5 rows a page, the detail dialog, refresh and JSON export. A list that
// cannot be loaded shows SPEC §8's error with Réessayer (a refresh that fails keeps the rows it refreshed, under
// a banner); 'Aucune transaction trouvée' is for an answer without rows.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight, Download, Filter, Inbox, RefreshCw, Search, Sigma } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { api, apiFetch, userMessage } from "@/lib/api-client";
import { LoadError, usePreloadLoadError } from "@/components/layout/load-error-slot";
import { leaveIfExpired } from "@/lib/client/expired";
import { loadView } from "@/lib/client/load-view";
import { useMediaQuery } from "@/lib/client/use-media-query";
import { SPEC_ACCOUNT_TYPES } from "@/lib/domain/account-types";
import { ACCOUNT_INFO } from "@/lib/domain/ledger";
import type { ListPeriod } from "@/lib/domain/periods";
import type { listTransactions } from "@/lib/services/ledger/queries";
import { cn } from "@/lib/utils";
import { SupervisorFilter } from "./supervisor-filter";
import { lazyPart, onDemand } from "@/components/ui/lazy-parts";

// The table (TanStack Table) comes in its own chunk: the first rows are in the server's HTML, readable at
// once, and become clickable when that chunk has arrived, after the rest of the page (docs/performance.md).
const TransactionsTable = lazyPart(() => import("./transactions-table").then((m) => m.TransactionsTable));
const LIST_SKELETON = <Skeleton className="h-72 w-full rounded-xl" />;
const TransactionDetailDialog = onDemand(() => import("./transaction-detail-dialog").then((m) => m.default));

export type TransactionsData = Pick<Awaited<ReturnType<typeof listTransactions>>, "transactions" | "stats">;
type Option = { id: string; nomComplet: string };

const PERIODS: { value: ListPeriod; label: string }[] = [
  { value: "today", label: "Aujourd'hui" },
  { value: "yesterday", label: "Hier" },
  { value: "week", label: "Cette semaine" },
  { value: "month", label: "Mois" },
  { value: "all", label: "Tout" },
];
const TYPES = [
  { value: "all", label: "Tous les types" },
  { value: "depot", label: "Dépôt" },
  { value: "retrait", label: "Retrait" },
  { value: "transfert", label: "Transfert" },
  { value: "allocation", label: "Allocation" },
];
// SPEC §9's fallback, the five account types; the server's answer lists the types switched on
const STATIC_OPERATORS: Option[] = SPEC_ACCOUNT_TYPES.map((id) => ({ id, nomComplet: ACCOUNT_INFO[id].label }));

interface Filters {
  period: ListPeriod;
  search: string;
  supervisorId: string;
  operatorId: string;
  type: string;
}

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
  initialFilter?: { period: Filters["period"]; type: string };
  /** APP_TIMEZONE, for the detail's "jusqu'à demain 14 h 05" */
  timeZone: string;
}) {
  const admin = variant === "admin";
  const [filters, setFilters] = useState<Filters>({ period: "today", search: "", supervisorId: "all", operatorId: "all", type: "all", ...initialFilter });
  const [search, setSearch] = useState("");
  const [data, setData] = useState<TransactionsData | null>(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(initial ? null : (initialError ?? null));
  const [exporting, setExporting] = useState(false);
  const [operators, setOperators] = useState<Option[]>(STATIC_OPERATORS);
  const [selected, setSelected] = useState<string | null>(null);
  const wide = useMediaQuery("(min-width: 768px)");
  const [filtersOpen, setFiltersOpen] = useState(false);
  const request = useRef(0);
  const first = useRef(true);
  usePreloadLoadError();

  const query = useMemo(
    () => ({
      period: filters.period,
      search: filters.search || undefined,
      supervisorId: admin && filters.supervisorId !== "all" ? filters.supervisorId : undefined,
      operatorId: filters.operatorId !== "all" ? filters.operatorId : undefined,
      type: filters.type !== "all" ? filters.type : undefined,
    }),
    [filters, admin],
  );
  /** the request whose answer is on screen (the server's first list is for the first filters) */
  const shown = useRef<string | null>(initial ? JSON.stringify(query) : null);

  const load = useCallback(async () => {
    const id = ++request.current;
    const key = JSON.stringify(query);
    setLoading(true);
    try {
      const answer = await api<TransactionsData>("/api/transactions/recent", { query });
      if (id !== request.current) return;
      setData(answer);
      setError(null);
      shown.current = key;
    } catch (e) {
      if (id !== request.current || leaveIfExpired(e)) return;
      // the rows of other filters would read as this filter's: only the same request's rows stay on screen
      if (shown.current !== key) {
        setData(null);
        shown.current = null;
      }
      setError(userMessage(e));
      toast.error("Erreur", { description: "Impossible de charger les transactions récentes.", duration: 4000 });
    } finally {
      if (id === request.current) setLoading(false);
    }
  }, [query]);

  useEffect(() => {
    if (first.current && initial) {
      first.current = false;
      return;
    }
    first.current = false;
    void load();
  }, [load, initial]);

  // the search waits for the typing to pause
  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.search === search.trim() ? f : { ...f, search: search.trim() })), 400);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    api<{ results: Option[] }>("/api/transactions/entities/search", { query: { type: "operators", limit: 10 } })
      .then((r) => r.results.length && setOperators(r.results))
      .catch(() => setOperators(STATIC_OPERATORS));
  }, []);

  const rows = useMemo(() => data?.transactions ?? [], [data]);
  // A new filter starts the table again at its first page. The element is kept while its rows and
  // filters stay the same: the table may still be waiting for its code when the screen re-renders (the
  // screen's width known, the operators loaded), and React would give up the server's rows for the
  // skeleton if the waiting boundary received new props.
  const filtersKey = JSON.stringify(filters);
  const table = useMemo(
    () => (
      <Suspense fallback={LIST_SKELETON}>
        <TransactionsTable key={filtersKey} rows={rows} onSelect={setSelected} />
      </Suspense>
    ),
    [filtersKey, rows],
  );
  const setFilter = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));

  async function exportJson() {
    setExporting(true);
    try {
      const response = await apiFetch("/api/transactions/recent/export", { query, kind: "download" });
      const blob = await response.blob();
      const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? `transactions_${filters.period}.json`;
      const count = (JSON.parse(await blob.text()) as { count: number }).count;
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement("a"), { href: url, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
      toast.success("Export réussi", { description: `${count} transactions exportées.`, duration: 3000 });
    } catch {
      toast.error("Erreur d'export", { description: "Impossible d'exporter les transactions.", duration: 5000 });
    } finally {
      setExporting(false);
    }
  }

  const stats = data?.stats;
  const truncated = stats && stats.total > rows.length;
  const view = loadView({ hasData: !!data, error, loading });
  const failure = (stale?: string) => (
    <LoadError title="Impossible de charger les transactions récentes." message={error} retrying={loading} onRetry={() => load()} stale={stale} />
  );

  return (
    <>
      <PageHeader title="Transactions récentes">
        <Button variant="outline" size="icon-sm" onClick={() => load()} disabled={loading} aria-label="Actualiser">
          <RefreshCw className={cn(loading && "animate-spin")} />
        </Button>
        <Button variant="outline" size="sm" onClick={exportJson} disabled={exporting || loading} aria-label="Exporter">
          <Download /> <span className="hidden sm:inline">{exporting ? "Export..." : "Exporter"}</span>
        </Button>
      </PageHeader>

      <div className="mx-auto w-full max-w-7xl space-y-4 p-3 sm:p-6">
        <section aria-label="Résumé" className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
          <StatCard label="Dépôts" icon={<ArrowDownLeft className="text-emerald-600" />} amount={stats?.byCategory.depot.compact} count={stats?.byCategory.depot.count} />
          <StatCard label="Retraits" icon={<ArrowUpRight className="text-red-600" />} amount={stats?.byCategory.retrait.compact} count={stats?.byCategory.retrait.count} />
          <StatCard label="Transferts" icon={<ArrowLeftRight className="text-sky-600" />} amount={stats?.byCategory.transfert.compact} count={stats?.byCategory.transfert.count} />
          <StatCard label="Total" icon={<Sigma className="text-slate-600" />} amount={stats?.formatted.volume} count={stats?.total} />
        </section>

        <Collapsible open={wide || filtersOpen} onOpenChange={setFiltersOpen} className="rounded-xl border bg-card p-3 shadow-sm sm:p-4">
          <CollapsibleTrigger asChild>
            <Button variant="ghost" size="sm" className="w-full justify-start md:hidden">
              <Filter /> Filtres
            </Button>
          </CollapsibleTrigger>
          <CollapsibleContent className="space-y-3 pt-2 md:pt-0">
            <div className={cn("grid gap-2", admin ? "md:grid-cols-[1.6fr_1fr_1fr_1fr]" : "md:grid-cols-[1.6fr_1fr_1fr]")}>
              <div className="relative">
                <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
                <Input
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  placeholder={admin ? "Nom partenaire, superviseur..." : "Nom partenaire, opérateur..."}
                  aria-label="Rechercher"
                  className="pl-9"
                />
              </div>
              {admin && (
                <SupervisorFilter value={filters.supervisorId} onChange={(supervisorId) => setFilter({ supervisorId })} />
              )}
              <NativeSelect aria-label="Opérateur" value={filters.operatorId} onChange={(e) => setFilter({ operatorId: e.target.value })}>
                <option value="all">Tous les opérateurs</option>
                {operators.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.nomComplet}
                  </option>
                ))}
              </NativeSelect>
              <NativeSelect aria-label="Type" value={filters.type} onChange={(e) => setFilter({ type: e.target.value })}>
                {TYPES.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div role="group" aria-label="Période" className="flex flex-wrap gap-1.5">
              {PERIODS.map((p) => (
                <Button key={p.value} size="sm" variant={filters.period === p.value ? "default" : "outline"} aria-pressed={filters.period === p.value} onClick={() => setFilter({ period: p.value })}>
                  {p.label}
                </Button>
              ))}
            </div>
          </CollapsibleContent>
        </Collapsible>

        <section aria-label="Liste des transactions" className="space-y-3">
          {view === "stale" && failure("Les transactions affichées sont celles du dernier chargement réussi.")}
          {view === "loading" ? (
            LIST_SKELETON
          ) : view === "failed" ? (
            failure()
          ) : rows.length === 0 ? (
            <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed p-10 text-center">
              <Inbox className="mb-2 size-10 text-muted-foreground" aria-hidden />
              <p className="font-medium">Aucune transaction trouvée</p>
              <p className="text-sm text-muted-foreground">Essayez de modifier vos filtres</p>
            </div>
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

function StatCard({ label, icon, amount, count }: { label: string; icon: React.ReactNode; amount?: string; count?: number }) {
  return (
    <div className="rounded-xl border bg-card p-3 shadow-sm sm:p-4" data-testid={`stat-${label}`}>
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        {label}
        <span className="[&_svg]:size-4">{icon}</span>
      </div>
      <p className="mt-1 text-lg font-bold tabular-nums sm:text-xl">{amount ?? "—"}</p>
      <p className="text-xs text-muted-foreground">{count === undefined ? "—" : `${count} transaction${count > 1 ? "s" : ""}`}</p>
    </div>
  );
}
