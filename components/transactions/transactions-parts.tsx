"use client";

// The recent transactions' presentational parts: the header's actions, the summary cards, the filters (collapsible
// below 768 px, open from there) and the empty list.
import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight, Download, Filter, Inbox, RefreshCw, Search, Sigma } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useMediaQuery } from "@/lib/client/use-media-query";
import type { ListPeriod } from "@/lib/domain/periods";
import { cn } from "@/lib/utils";
import { SupervisorFilter } from "./supervisor-filter";
import type { Filters, Option, TransactionsData } from "./types";

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

export function TransactionsHeader({ loading, exporting, onRefresh, onExport }: { loading: boolean; exporting: boolean; onRefresh: () => void; onExport: () => void }) {
  return (
    <PageHeader title="Transactions récentes">
      <Button variant="outline" size="icon-sm" onClick={onRefresh} disabled={loading} aria-label="Actualiser">
        <RefreshCw className={cn(loading && "animate-spin")} />
      </Button>
      <Button variant="outline" size="sm" onClick={onExport} disabled={exporting || loading} aria-label="Exporter">
        <Download /> <span className="hidden sm:inline">{exporting ? "Export..." : "Exporter"}</span>
      </Button>
    </PageHeader>
  );
}

export function StatCards({ stats }: { stats?: TransactionsData["stats"] }) {
  return (
    <section aria-label="Résumé" className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
      <StatCard label="Dépôts" icon={<ArrowDownLeft className="text-emerald-600" />} amount={stats?.byCategory.depot.compact} count={stats?.byCategory.depot.count} />
      <StatCard label="Retraits" icon={<ArrowUpRight className="text-red-600" />} amount={stats?.byCategory.retrait.compact} count={stats?.byCategory.retrait.count} />
      <StatCard label="Transferts" icon={<ArrowLeftRight className="text-sky-600" />} amount={stats?.byCategory.transfert.compact} count={stats?.byCategory.transfert.count} />
      <StatCard label="Total" icon={<Sigma className="text-slate-600" />} amount={stats?.formatted.volume} count={stats?.total} />
    </section>
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

export function TransactionFilters({
  admin,
  filters,
  search,
  operators,
  onSearch,
  onFilter,
}: {
  admin: boolean;
  filters: Filters;
  /** the search as typed (the filter takes it once the typing pauses) */
  search: string;
  operators: Option[];
  onSearch: (search: string) => void;
  onFilter: (patch: Partial<Filters>) => void;
}) {
  const wide = useMediaQuery("(min-width: 768px)");
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
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
            <Input value={search} onChange={(e) => onSearch(e.target.value)} placeholder={admin ? "Nom partenaire, superviseur..." : "Nom partenaire, opérateur..."} aria-label="Rechercher" className="pl-9" />
          </div>
          {admin && <SupervisorFilter value={filters.supervisorId} onChange={(supervisorId) => onFilter({ supervisorId })} />}
          <NativeSelect aria-label="Opérateur" value={filters.operatorId} onChange={(e) => onFilter({ operatorId: e.target.value })}>
            <option value="all">Tous les opérateurs</option>
            {operators.map((o) => (
              <option key={o.id} value={o.id}>
                {o.nomComplet}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect aria-label="Type" value={filters.type} onChange={(e) => onFilter({ type: e.target.value })}>
            {TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div role="group" aria-label="Période" className="flex flex-wrap gap-1.5">
          {PERIODS.map((p) => (
            <Button key={p.value} size="sm" variant={filters.period === p.value ? "default" : "outline"} aria-pressed={filters.period === p.value} onClick={() => onFilter({ period: p.value })}>
              {p.label}
            </Button>
          ))}
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}

export function EmptyList() {
  return (
    <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed p-10 text-center">
      <Inbox className="mb-2 size-10 text-muted-foreground" aria-hidden />
      <p className="font-medium">Aucune transaction trouvée</p>
      <p className="text-sm text-muted-foreground">Essayez de modifier vos filtres</p>
    </div>
  );
}
