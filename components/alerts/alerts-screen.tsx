"use client";

// "Alertes": what looks wrong in the network's days (écarts, unusual GR, late changes, bursts of deletions,
// transfers left contested), filterable by status, supervisor, type and period, each taken into account by the
// admin with a comment; below them the days left open.
// Its data: ./use-alerts.ts (filters: ./alert-filters.ts); its parts: ./alert-list.tsx, ./alerts-filters-bar.tsx,
// ./unclosed-days.tsx, ./acknowledge-dialog.tsx.
import { useState } from "react";
import { RefreshCw } from "lucide-react";
import { LoadError } from "@/components/layout/load-error-slot";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { lazyRoot } from "@/components/ui/lazy-parts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { AlertView } from "@/lib/services/alerts/list";
import { ALERT_STATUS_FILTERS, type AlertFilters, type AlertStatusFilter } from "./alert-filters";
import { AlertList, AlertsEmpty } from "./alert-list";
import { AlertsFiltersBar } from "./alerts-filters-bar";
import { UnclosedDays } from "./unclosed-days";
import { useAlerts, type AlertsData } from "./use-alerts";

// the dialog and its form's rule (zod) arrive with the first "Prendre en compte", out of the first load
const AcknowledgeDialog = lazyRoot(
  () => import("./acknowledge-dialog").then((m) => m.AcknowledgeDialog),
  (props) => props.alert !== null,
);

const STATUS_LABELS: Record<AlertStatusFilter, string> = { open: "Ouvertes", acknowledged: "Prises en compte", all: "Toutes" };

function countOf(status: AlertStatusFilter, counts: AlertsData["counts"] | undefined): string {
  if (!counts) return "";
  const n = status === "open" ? counts.open : status === "acknowledged" ? counts.acknowledged : counts.open + counts.acknowledged;
  return ` (${n})`;
}

export function AlertsScreen({ initialFilters, timeZone }: { initialFilters: AlertFilters; timeZone: string }) {
  const { filters, setFilter, data, error, unclosed, loading, load, refresh } = useAlerts(initialFilters);
  const [acknowledging, setAcknowledging] = useState<AlertView | null>(null);

  return (
    <>
      <PageHeader title="Alertes">
        <Button variant="outline" size="icon-sm" onClick={refresh} disabled={loading} aria-label="Actualiser">
          <RefreshCw className={loading ? "animate-spin" : undefined} />
        </Button>
      </PageHeader>
      <div className="mx-auto w-full max-w-5xl space-y-4 p-3 sm:p-6">
        <AlertsFiltersBar filters={filters} onChange={setFilter} />
        <Tabs value={filters.status} onValueChange={(status) => setFilter({ status: status as AlertStatusFilter })}>
          <TabsList className="grid h-auto grid-cols-3 sm:inline-flex sm:w-auto">
            {ALERT_STATUS_FILTERS.map((status) => (
              <TabsTrigger key={status} value={status} className="min-h-8 px-1.5 py-1 text-xs leading-tight whitespace-normal sm:px-3 sm:text-sm">
                {STATUS_LABELS[status]}
                {countOf(status, data?.counts)}
              </TabsTrigger>
            ))}
          </TabsList>
          {ALERT_STATUS_FILTERS.map((status) => (
            <TabsContent key={status} value={status} className="space-y-2">
              {!data && error ? (
                <LoadError title="Impossible de charger les alertes." message={error} retrying={loading} onRetry={() => load()} />
              ) : !data ? (
                <ListSkeleton row="h-28 w-full rounded-xl" />
              ) : data.alerts.length === 0 ? (
                <AlertsEmpty status={status} />
              ) : (
                <>
                  <AlertList alerts={data.alerts} timeZone={timeZone} onAcknowledge={setAcknowledging} />
                  {data.total > data.alerts.length && (
                    <p className="text-center text-xs text-muted-foreground">
                      Les {data.alerts.length} plus récentes sur {data.total} : précisez les filtres pour voir les autres.
                    </p>
                  )}
                </>
              )}
            </TabsContent>
          ))}
        </Tabs>
        <UnclosedDays data={unclosed} />
      </div>
      <AcknowledgeDialog alert={acknowledging} onClose={() => setAcknowledging(null)} onDone={() => void load()} />
    </>
  );
}
