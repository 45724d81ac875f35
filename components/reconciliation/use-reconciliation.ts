"use client";

// The Rapprochement grid's data: the filters (supervisor, account, period, only écarts), the reconciled days
// they select, the day open in the detail; read again whenever a filter changes or an import lands.
import { useCallback, useEffect, useRef, useState } from "react";
import { api, userMessage } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { addDays } from "@/lib/domain/periods";
import type { EcartTone, ReconciliationDay } from "@/lib/domain/statements/reconcile";

export interface ReconciledRow extends ReconciliationDay {
  supervisorId: string;
  supervisorName: string;
  tone: EcartTone;
  comment: string | null;
}

export interface ReconciliationFilters {
  supervisorId: string;
  accountType: string;
  from: string;
  to: string;
  ecartsOnly: boolean;
}

export interface OpenDay {
  supervisorId: string;
  day: string;
}

/** The grid's first period: the last two weeks, today included. */
export const initialFilters = (today: string, supervisorId = "all"): ReconciliationFilters => ({ supervisorId, accountType: "ORANGE_MONEY", from: addDays(today, -13), to: today, ecartsOnly: false });

export function useReconciliation(initial: ReconciliationFilters) {
  const [filters, setFilters] = useState(initial);
  const [rows, setRows] = useState<ReconciledRow[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState<OpenDay | null>(null);

  const request = useRef(0);

  const load = useCallback(async () => {
    const id = ++request.current;
    setLoading(true);
    try {
      const { days } = await api<{ days: ReconciledRow[] }>("/api/reconciliation", {
        query: { supervisorId: filters.supervisorId === "all" ? undefined : filters.supervisorId, accountType: filters.accountType, from: filters.from, to: filters.to, ecartsOnly: filters.ecartsOnly ? "true" : undefined },
      });
      // an older request answering late (the filters changed twice in a row) must not replace the newer grid
      if (id !== request.current) return;
      setRows(days);
    } catch (error) {
      if (id !== request.current) return;
      setRows([]);
      toast.error("Erreur", { description: userMessage(error, "Le rapprochement n'a pas pu être lu"), duration: 4000 });
    } finally {
      if (id === request.current) setLoading(false);
    }
  }, [filters]);

  useEffect(() => {
    void load();
  }, [load]);

  const setFilter = (patch: Partial<ReconciliationFilters>) => {
    setOpen(null);
    setFilters((f) => ({ ...f, ...patch }));
  };

  return { filters, setFilter, rows, loading, load, open, setOpen };
}
