"use client";

// The recent transactions' filters and list: the server's first list is shown as it is, each change of filter asks
// again (the search once the typing pauses), and only the answer of the latest request is kept. A failed refresh
// keeps the rows of the same filters, never another filter's. The operators offered come from the server, SPEC's
// five account types until then.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api, userMessage } from "@/lib/api-client";
import { usePreloadLoadError } from "@/components/layout/load-error-slot";
import { leaveIfExpired } from "@/lib/client/expired";
import { SPEC_ACCOUNT_TYPES } from "@/lib/domain/account-types";
import { ACCOUNT_INFO } from "@/lib/domain/ledger";
import type { Filters, Option, TransactionsData, TransactionsOptions } from "./types";

// SPEC §9's fallback, the five account types; the server's answer lists the types switched on
const STATIC_OPERATORS: Option[] = SPEC_ACCOUNT_TYPES.map((id) => ({ id, nomComplet: ACCOUNT_INFO[id].label }));

export function useTransactions({ admin, initial, initialError, initialFilter }: TransactionsOptions) {
  const [filters, setFilters] = useState<Filters>({ period: "today", search: "", supervisorId: "all", operatorId: "all", type: "all", ...initialFilter });
  const [search, setSearch] = useState("");
  const [data, setData] = useState<TransactionsData | null>(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(initial ? null : (initialError ?? null));
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
  const operators = useOperators();

  const setFilter = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  return { filters, setFilter, search, setSearch, query, data, loading, error, load, operators };
}

/** The operators the filter offers. */
function useOperators() {
  const [operators, setOperators] = useState<Option[]>(STATIC_OPERATORS);
  useEffect(() => {
    api<{ results: Option[] }>("/api/transactions/entities/search", { query: { type: "operators", limit: 10 } })
      .then((r) => r.results.length && setOperators(r.results))
      .catch(() => setOperators(STATIC_OPERATORS));
  }, []);
  return operators;
}
