"use client";

// The Alertes screen's data: the alerts for the filters, read again whenever a filter changes, and the days
// left open. The filters live in the address (replaced, not pushed) so that a link such as
// /admin/alertes?supervisorId=…&status=open opens the list it names, and a reload keeps what the admin chose.
import { useCallback, useEffect, useRef, useState } from "react";
import { api, userMessage } from "@/lib/api-client";
import { leaveIfExpired } from "@/lib/client/expired";
import { toast } from "@/lib/client/toast";
import type { AlertView } from "@/lib/services/alerts/list";
import type { UnclosedDay } from "@/lib/services/ledger/unclosed";
import { alertFiltersSearch, type AlertFilters } from "./alert-filters";

export interface AlertsData {
  alerts: AlertView[];
  total: number;
  limit: number;
  counts: { open: number; acknowledged: number };
}

export interface UnclosedData {
  days: UnclosedDay[];
  today: string;
  lookback: number;
}

export function useAlerts(initialFilters: AlertFilters) {
  const [filters, setFilters] = useState(initialFilters);
  const [data, setData] = useState<AlertsData | null>(null);
  const [unclosed, setUnclosed] = useState<UnclosedData | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = useRef(0);

  const load = useCallback(async () => {
    const id = ++request.current;
    setLoading(true);
    const query = {
      status: filters.status === "all" ? undefined : filters.status,
      supervisorId: filters.supervisorId === "all" ? undefined : filters.supervisorId,
      kind: filters.kind === "all" ? undefined : filters.kind,
      period: filters.period,
    };
    try {
      const alerts = await api<AlertsData>("/api/alerts", { query });
      // an older request answering late must not replace the newer filters' list
      if (id !== request.current) return;
      setData(alerts);
      setError(null);
    } catch (error) {
      if (id !== request.current || leaveIfExpired(error)) return;
      setError(userMessage(error));
      toast.error("Erreur", { description: "Impossible de charger les alertes.", duration: 4000 });
    } finally {
      if (id === request.current) setLoading(false);
    }
  }, [filters]);

  useEffect(() => {
    void load();
  }, [load]);

  // the days left open do not depend on the filters: read at the start and on "Actualiser" only
  const loadUnclosed = useCallback(async () => {
    try {
      setUnclosed(await api<UnclosedData>("/api/transactions/days/unclosed"));
    } catch (error) {
      if (leaveIfExpired(error)) return;
      toast.error("Erreur", { description: userMessage(error, "Impossible de charger les journées non clôturées"), duration: 4000 });
    }
  }, []);

  useEffect(() => {
    void loadUnclosed();
  }, [loadUnclosed]);

  const refresh = () => {
    void load();
    void loadUnclosed();
  };

  const setFilter = (patch: Partial<AlertFilters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    setData(null);
    const url = window.location;
    window.history.replaceState(window.history.state, "", url.pathname + alertFiltersSearch(next, url.search) + url.hash);
  };

  return { filters, setFilter, data, error, unclosed, loading, load, refresh };
}

/** PATCH /api/alerts/{id}/acknowledge: the alert as it now reads (an ApiError in French otherwise). */
export const acknowledgeAlert = (id: string, comment: string) => api<AlertView>(`/api/alerts/${id}/acknowledge`, { method: "PATCH", body: { comment } });
