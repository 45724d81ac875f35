"use client";

// The Rapprochement grid's data: the filters (supervisor, account, period, only écarts), the reconciled days
// they select, the day open in the detail; read again whenever a filter changes or an import lands. A late
// answer to filters left behind (changed twice in a row) never replaces the newer grid.
import { useState } from "react";
import { api, userMessage } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { useApiQuery } from "@/lib/client/use-api-query";
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

/** The grid's query for the filters; as the query's key, everything the grid depends on. */
function reconciliationQuery(filters: ReconciliationFilters) {
  return { supervisorId: filters.supervisorId === "all" ? undefined : filters.supervisorId, accountType: filters.accountType, from: filters.from, to: filters.to, ecartsOnly: filters.ecartsOnly ? "true" : undefined };
}

async function fetchRows(key: string): Promise<ReconciledRow[]> {
  const query = JSON.parse(key) as ReturnType<typeof reconciliationQuery>;
  return (await api<{ days: ReconciledRow[] }>("/api/reconciliation", { query })).days;
}

export function useReconciliation(initial: ReconciliationFilters) {
  const [filters, setFilters] = useState(initial);
  const [open, setOpen] = useState<OpenDay | null>(null);
  // a grid that could not be read shows no day (the toast says why) until a grid is read again
  const [failed, setFailed] = useState(false);
  const grid = useApiQuery(JSON.stringify(reconciliationQuery(filters)), fetchRows, {
    onData: () => setFailed(false),
    onError: (error) => {
      setFailed(true);
      toast.error("Erreur", { description: userMessage(error, "Le rapprochement n'a pas pu être lu"), duration: 4000 });
    },
  });

  const setFilter = (patch: Partial<ReconciliationFilters>) => {
    setOpen(null);
    setFilters((f) => ({ ...f, ...patch }));
  };

  const rows = failed ? [] : grid.data;
  return { filters, setFilter, rows, loading: grid.loading, load: grid.reload, open, setOpen };
}
