"use client";

// The Alertes screen's data: the alerts for the filters, read again whenever a filter changes, and the days
// left open. The filters live in the address (replaced, not pushed) so that a link such as
// /admin/alertes?supervisorId=…&status=open opens the list it names, and a reload keeps what the admin chose.
import { useState } from "react";
import { api, userMessage } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { useApiQuery } from "@/lib/client/use-api-query";
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

/** The list's query for the filters ("all" asks nothing); as the query's key, it is everything the list depends on. */
function alertsQuery(filters: AlertFilters) {
  return {
    status: filters.status === "all" ? undefined : filters.status,
    supervisorId: filters.supervisorId === "all" ? undefined : filters.supervisorId,
    kind: filters.kind === "all" ? undefined : filters.kind,
    period: filters.period,
  };
}

const fetchAlerts = (query: string) => api<AlertsData>("/api/alerts", { query: JSON.parse(query) as ReturnType<typeof alertsQuery> });
const fetchUnclosed = (path: string) => api<UnclosedData>(path);

export function useAlerts(initialFilters: AlertFilters) {
  const [filters, setFilters] = useState(initialFilters);
  const key = JSON.stringify(alertsQuery(filters));
  const alerts = useApiQuery(key, fetchAlerts, {
    onError: () => toast.error("Erreur", { description: "Impossible de charger les alertes.", duration: 4000 }),
  });
  // the days left open do not depend on the filters: read at the start and on "Actualiser"
  const unclosed = useApiQuery("/api/transactions/days/unclosed", fetchUnclosed, {
    onError: (error) => toast.error("Erreur", { description: userMessage(error, "Impossible de charger les journées non clôturées"), duration: 4000 }),
  });

  const refresh = () => {
    alerts.reload();
    unclosed.reload();
  };

  const setFilter = (patch: Partial<AlertFilters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    const url = window.location;
    window.history.replaceState(window.history.state, "", url.pathname + alertFiltersSearch(next, url.search) + url.hash);
  };

  // the list of other filters is not shown under these tabs: the skeleton until their own answer
  const data = alerts.dataKey === key ? alerts.data : null;
  return { filters, setFilter, data, error: alerts.error, unclosed: unclosed.data, loading: alerts.loading, load: alerts.reload, refresh };
}

/** PATCH /api/alerts/{id}/acknowledge: the alert as it now reads (an ApiError in French otherwise). */
export const acknowledgeAlert = (id: string, comment: string) => api<AlertView>(`/api/alerts/${id}/acknowledge`, { method: "PATCH", body: { comment } });
