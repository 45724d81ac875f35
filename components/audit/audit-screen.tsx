"use client";

// 'Historique d'audit': every audit row (who, when, what, before → after, reason) and the history of deleted
// lines, filterable by supervisor, action and dates, paginated on the server.
// Its data: ./use-audit.ts; its parts: ./audit-parts.tsx, ./audit-entries.tsx (values read by ./audit-format.ts).
import { RefreshCw } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PaginationBar } from "@/components/transactions/pagination-bar";
import { DeletionList, JournalList } from "./audit-entries";
import { AuditFiltersBar, Empty } from "./audit-parts";
import { useAudit } from "./use-audit";

export function AuditScreen({ timeZone }: { timeZone: string }) {
  const { filters, setFilter, page, setPage, deletionPage, setDeletionPage, journal, deletions, loading, load } = useAudit();

  return (
    <>
      <PageHeader title="Historique d'audit">
        <Button variant="outline" size="icon-sm" onClick={() => load()} disabled={loading} aria-label="Actualiser">
          <RefreshCw className={loading ? "animate-spin" : undefined} />
        </Button>
      </PageHeader>
      <div className="mx-auto w-full max-w-5xl space-y-4 p-3 sm:p-6">
        <AuditFiltersBar filters={filters} onChange={setFilter} />

        <Tabs defaultValue="journal">
          <TabsList className="sm:w-auto">
            <TabsTrigger value="journal">Journal complet</TabsTrigger>
            <TabsTrigger value="deletions">Suppressions de lignes</TabsTrigger>
          </TabsList>
          <TabsContent value="journal" className="space-y-3">
            {!journal ? (
              <Skeleton className="h-64 rounded-xl" />
            ) : journal.entries.length === 0 ? (
              <Empty />
            ) : (
              <>
                <JournalList entries={journal.entries} />
                <PaginationBar pageIndex={page - 1} pageCount={journal.pagination.pages} pageSize={journal.pagination.limit} total={journal.pagination.total} onPage={(i) => setPage(i + 1)} />
              </>
            )}
          </TabsContent>
          <TabsContent value="deletions" className="space-y-3">
            {!deletions ? (
              <Skeleton className="h-64 rounded-xl" />
            ) : deletions.deletions.length === 0 ? (
              <Empty />
            ) : (
              <>
                <DeletionList deletions={deletions.deletions} timeZone={timeZone} />
                <PaginationBar pageIndex={deletionPage - 1} pageCount={deletions.pagination.pages} pageSize={deletions.pagination.limit} total={deletions.pagination.total} onPage={(i) => setDeletionPage(i + 1)} />
              </>
            )}
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
