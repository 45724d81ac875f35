"use client";

// The audit screen's data: a page of the journal and a page of the deleted lines for the filters, both read
// again whenever a filter or a page changes; a new filter starts both lists at their first page. Both lists are
// one answer, so a late answer to filters or pages left behind never replaces the newer one's.
import { useState } from "react";
import { api, userMessage } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { useApiQuery } from "@/lib/client/use-api-query";
import type { ShownJournal } from "@/lib/presenters/audit";
import type { lineDeletionHistory } from "@/lib/services/audit-history";

export type Journal = ShownJournal;
export type Deletions = Awaited<ReturnType<typeof lineDeletionHistory>>;

export interface AuditFilters {
  supervisorId: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { supervisorId: "all", action: "all", from: "", to: "" };

/** Both lists' queries; as the query's key, everything the two answers depend on. */
function auditQuery(filters: AuditFilters, page: number, deletionPage: number) {
  const supervisorId = filters.supervisorId === "all" ? undefined : filters.supervisorId;
  return {
    journal: { page, limit: 20, supervisorId, action: filters.action, from: filters.from, to: filters.to },
    deletions: { page: deletionPage, limit: 20, supervisorId },
  };
}

async function fetchAudit(key: string): Promise<{ journal: Journal; deletions: Deletions }> {
  const query = JSON.parse(key) as ReturnType<typeof auditQuery>;
  const [journal, deletions] = await Promise.all([
    api<Journal>("/api/audit", { query: query.journal }),
    api<Deletions>("/api/transactions/lines/deletion-history", { query: query.deletions }),
  ]);
  return { journal, deletions };
}

export function useAudit() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [deletionPage, setDeletionPage] = useState(1);
  // the pages read before stay on screen while the next ones are on their way
  const audit = useApiQuery(JSON.stringify(auditQuery(filters, page, deletionPage)), fetchAudit, {
    onError: (error) => toast.error("Erreur", { description: userMessage(error, "Erreur lors de la récupération de l'historique"), duration: 4000 }),
  });

  const setFilter = (patch: Partial<AuditFilters>) => {
    setPage(1);
    setDeletionPage(1);
    setFilters((f) => ({ ...f, ...patch }));
  };

  const journal = audit.data?.journal ?? null;
  const deletions = audit.data?.deletions ?? null;
  return { filters, setFilter, page, setPage, deletionPage, setDeletionPage, journal, deletions, loading: audit.loading, load: audit.reload };
}
