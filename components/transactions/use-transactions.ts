"use client";

// The recent transactions' filters and list: the server's first list is shown as it is, each change of filter asks
// again (the search once the typing pauses), and only the answer of the latest request is kept. A failed refresh
// keeps the rows of the same filters, never another filter's. The operators offered come from the server, SPEC's
// five account types until then.
import { useEffect, useMemo, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api } from "@/lib/api-client";
import { usePreloadLoadError } from "@/components/layout/load-error-slot";
import { useApiQuery } from "@/lib/client/use-api-query";
import { SPEC_ACCOUNT_TYPES } from "@/lib/domain/account-types";
import { ACCOUNT_INFO } from "@/lib/domain/ledger";
import type { Filters, Option, TransactionsData, TransactionsOptions } from "./types";

// SPEC §9's fallback, the five account types; the server's answer lists the types switched on
const STATIC_OPERATORS: Option[] = SPEC_ACCOUNT_TYPES.map((id) => ({ id, nomComplet: ACCOUNT_INFO[id].label }));

export function useTransactions({ admin, initial, initialError, initialFilter }: TransactionsOptions) {
  const [filters, setFilters] = useState<Filters>({ period: "today", search: "", supervisorId: "all", operatorId: "all", type: "all", ...initialFilter });
  const [search, setSearch] = useState("");
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
  const key = JSON.stringify(query);
  // the server's first list is for the first filters
  const list = useApiQuery<TransactionsData>(key, () => api<TransactionsData>("/api/transactions/recent", { query }), {
    initial: { key, data: initial, error: initial ? null : initialError },
    onError: () => toast.error("Erreur", { description: "Impossible de charger les transactions récentes.", duration: 4000 }),
  });
  // the rows of other filters would read as this filter's: after a failure only the same request's rows stay on screen
  const data = list.error && list.dataKey !== key ? null : list.data;

  // the search waits for the typing to pause
  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.search === search.trim() ? f : { ...f, search: search.trim() })), 400);
    return () => clearTimeout(timer);
  }, [search]);
  const operators = useOperators();

  const setFilter = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  return { filters, setFilter, search, setSearch, query, data, loading: list.loading, error: list.error, load: list.reload, operators };
}

const OPERATORS = "/api/transactions/entities/search?type=operators&limit=10";
const fetchOperators = (path: string) => api<{ results: Option[] }>(path);

/** The operators the filter offers: the server's, SPEC's five until they come (or if they cannot). */
function useOperators() {
  const results = useApiQuery(OPERATORS, fetchOperators).data?.results;
  return results?.length ? results : STATIC_OPERATORS;
}
