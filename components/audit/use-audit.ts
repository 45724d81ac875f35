"use client";

// The audit screen's data: a page of the journal and a page of the deleted lines for the filters, both read
// again whenever a filter or a page changes; a new filter starts both lists at their first page.
import { useCallback, useEffect, useState } from "react";
import { api, userMessage } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
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

export function useAudit() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [deletionPage, setDeletionPage] = useState(1);
  const [journal, setJournal] = useState<Journal | null>(null);
  const [deletions, setDeletions] = useState<Deletions | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    const supervisorId = filters.supervisorId === "all" ? undefined : filters.supervisorId;
    try {
      const [j, d] = await Promise.all([
        api<Journal>("/api/audit", { query: { page, limit: 20, supervisorId, action: filters.action, from: filters.from, to: filters.to } }),
        api<Deletions>("/api/transactions/lines/deletion-history", { query: { page: deletionPage, limit: 20, supervisorId } }),
      ]);
      setJournal(j);
      setDeletions(d);
    } catch (error) {
      toast.error("Erreur", { description: userMessage(error, "Erreur lors de la récupération de l'historique"), duration: 4000 });
    } finally {
      setLoading(false);
    }
  }, [filters, page, deletionPage]);

  useEffect(() => {
    void load();
  }, [load]);

  const setFilter = (patch: Partial<AuditFilters>) => {
    setPage(1);
    setDeletionPage(1);
    setFilters((f) => ({ ...f, ...patch }));
  };

  return { filters, setFilter, page, setPage, deletionPage, setDeletionPage, journal, deletions, loading, load };
}
