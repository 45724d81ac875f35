"use client";

// « Rapprochement »: each supervisor's declared Début and Fin of an electronic account against its operator's
// statement, day by day. The admin imports the statements (./import-panel.tsx), reads the grid and a day's
// detail, and manages the imports; a supervisor reads his own and explains an écart with a comment.
// Its data: ./use-reconciliation.ts; its parts: the filters, the grid, the day's detail, the imports.
import { RefreshCw } from "lucide-react";
import { HistoryTabs } from "@/components/layout/history-tabs";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { onDemand } from "@/components/ui/lazy-parts";
import { ReconciliationFiltersBar } from "./reconciliation-filters";
import { ReconciliationGrid } from "./reconciliation-grid";
import { useImports } from "./use-imports";
import { initialFilters, useReconciliation } from "./use-reconciliation";

// what the first screen does not show comes with the tab or the click that shows it: the import and its mapping
// form, the imports' list and its delete dialog, a day's detail
const ImportPanel = onDemand(() => import("./import-panel").then((m) => m.ImportPanel));
const ImportsList = onDemand(() => import("./imports-list").then((m) => m.ImportsList));
const DayDetailPanel = onDemand(() => import("./day-detail").then((m) => m.DayDetailPanel));

export function ReconciliationScreen({ role, today, timeZone, supervisorId }: { role: "admin" | "supervisor"; today: string; timeZone: string; supervisorId?: string }) {
  const admin = role === "admin";
  const { filters, setFilter, rows, loading, load, open, setOpen } = useReconciliation(initialFilters(today, supervisorId));
  const { imports, load: loadImports } = useImports(filters.accountType, admin);
  // an import or a deletion changes both the grid and the imports' list
  const refresh = () => {
    load();
    loadImports();
  };
  const openRow = open && rows?.find((r) => r.supervisorId === open.supervisorId && r.day === open.day);

  const grid = (
    <div className="space-y-4">
      <ReconciliationFiltersBar filters={filters} onChange={setFilter} admin={admin} />
      {!rows ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">Aucune saisie ni aucun relevé pour ces filtres.</p>
      ) : (
        <ReconciliationGrid rows={rows} open={open} onOpen={setOpen} />
      )}
      {open && openRow && (
        <DayDetailPanel key={`${open.supervisorId}|${open.day}|${filters.accountType}`} open={open} accountType={filters.accountType} supervisorName={openRow.supervisorName} timeZone={timeZone} canComment={!admin} onClose={() => setOpen(null)} onCommented={load} />
      )}
    </div>
  );

  return (
    <>
      <PageHeader title="Rapprochement">
        <Button variant="outline" size="icon-sm" onClick={refresh} disabled={loading} aria-label="Actualiser">
          <RefreshCw className={loading ? "animate-spin" : undefined} />
        </Button>
      </PageHeader>
      <div className="mx-auto w-full max-w-6xl space-y-4 p-3 sm:p-6">
        {!admin && <HistoryTabs current="/supervisor/rapprochement" />}
        <p className="text-sm text-muted-foreground">
          {admin ? "Les soldes déclarés par chaque superviseur" : "Vos soldes déclarés"}, comparés au relevé de l&apos;opérateur : écart = déclaré moins relevé, en francs.
        </p>
        {admin ? (
          <Tabs defaultValue="grid">
            <TabsList className="sm:w-auto">
              <TabsTrigger value="grid">Écarts</TabsTrigger>
              <TabsTrigger value="import">Importer</TabsTrigger>
              <TabsTrigger value="imports">Imports{imports ? ` (${imports.length})` : ""}</TabsTrigger>
            </TabsList>
            <TabsContent value="grid">{grid}</TabsContent>
            <TabsContent value="import">
              <ImportPanel onImported={refresh} />
            </TabsContent>
            <TabsContent value="imports">{!imports ? <Skeleton className="h-40 rounded-xl" /> : <ImportsList imports={imports} timeZone={timeZone} onDeleted={refresh} />}</TabsContent>
          </Tabs>
        ) : (
          grid
        )}
      </div>
    </>
  );
}
