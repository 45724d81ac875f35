"use client";

// The partner's movements as /partner shows them: the server's first view, then each page or period asked
// for through GET /api/partner-balance/{id}/history (lib/client/use-api-query.ts: the latest answer only; the
// view on screen kept, greyed, while the next loads; a failure kept apart from the view, never shown as an empty
// one); and the choice of the period, a custom one checked by the domain's rule before it is asked for.
import { useState } from "react";
import { api, userMessage } from "@/lib/api-client";
import { useApiQuery } from "@/lib/client/use-api-query";
import { checkCustomPeriod, HISTORY_PAGE_SIZE, historyRange, type CustomPeriodErrors, type HistoryPeriod } from "@/lib/domain/partner-history";
import { dayIn } from "@/lib/domain/periods";
import type { ShownPartnerHistory } from "@/lib/presenters/partner-balance";

export type History = ShownPartnerHistory;
type Query = { page: number; from?: string; to?: string };

/** The address read for a page of a period: an absent bound is left out, as the API client leaves it out. */
function historyUrl(partnerId: string, { page, from, to }: Query) {
  const query = new URLSearchParams({ page: String(page), limit: String(HISTORY_PAGE_SIZE) });
  if (from) query.set("from", from);
  if (to) query.set("to", to);
  return `/api/partner-balance/${encodeURIComponent(partnerId)}/history?${query}`;
}

const readHistory = (url: string) => api<History>(url);

export function usePartnerHistory(partnerId: string, initial: History) {
  const [query, setQuery] = useState<Query>({ page: 1 });
  // the failure of the last try, in this page's words when the server gives none, kept while another page or
  // period is asked too (the hook's own error is its key's only): the error block stays, its Réessayer spinning,
  // until an answer replaces it
  const [error, setError] = useState<string | null>(null);
  const key = historyUrl(partnerId, query);
  const history = useApiQuery(key, readHistory, {
    // the first view came with the page: its first page of all his movements
    initial: { key: historyUrl(partnerId, { page: 1 }), data: initial },
    onData: () => setError(null),
    onError: (e) => setError(userMessage(e, "Erreur lors du chargement de vos mouvements")),
  });
  /** A page or period chosen again is read again, as a new one is. */
  const ask = (next: Query) => (historyUrl(partnerId, next) === key ? history.reload() : setQuery(next));

  return {
    data: history.data ?? initial,
    loading: history.loading,
    error,
    retry: history.reload,
    /** the first page of a period */
    show: (range: { from?: string; to?: string }) => ask({ page: 1, ...range }),
    /** a page (from 0) of the period shown */
    goToPage: (index: number) => ask({ ...query, page: index + 1 }),
  };
}

export function useHistoryPeriod(timeZone: string, show: (range: { from?: string; to?: string }) => void) {
  const [period, setPeriod] = useState<HistoryPeriod>("all");
  const [custom, setCustom] = useState({ from: "", to: "" });
  const [errors, setErrors] = useState<CustomPeriodErrors>({});

  const choose = (next: HistoryPeriod) => {
    setPeriod(next);
    setErrors({});
    if (next !== "custom") show(historyRange(next, dayIn(timeZone)));
  };
  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkCustomPeriod(custom.from, custom.to, dayIn(timeZone));
    setErrors(found);
    if (!found.from && !found.to) show({ from: custom.from, to: custom.to });
  };
  const type = (field: "from" | "to", value: string) => setCustom((c) => ({ ...c, [field]: value }));

  return { period, custom, errors, today: dayIn(timeZone), choose, apply, type };
}
