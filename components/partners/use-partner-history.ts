"use client";

// A partner's history as the dialog reads it: the page and the period asked for, the latest answer only
// (lib/client/use-api-query.ts), and the error of the last try, the movements of the last success still shown.
import { useState } from "react";
import { api, userMessage } from "@/lib/api-client";
import { useApiQuery } from "@/lib/client/use-api-query";
import type { ShownPartnerHistory } from "@/lib/presenters/partner-balance";

export type History = ShownPartnerHistory;
export type Period = { from: string; to: string };

/** A dialog's page: shorter than the partner's own history pages (lib/domain/partner-history.ts). */
const PAGE_SIZE = 10;

/** The address read for a page and a period: an empty bound is left out, as the API client leaves it out. */
function historyUrl(partnerId: string, page: number, period: Period) {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  if (period.from) query.set("from", period.from);
  if (period.to) query.set("to", period.to);
  return `/api/partner-balance/${encodeURIComponent(partnerId)}/history?${query}`;
}

const readHistory = (url: string) => api<History>(url);

export function usePartnerHistory(partnerId: string) {
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState<Period>({ from: "", to: "" });
  // the failure of the last try, kept while another page or period is asked too (the hook's own error is its
  // key's only): the error block stays, its Réessayer spinning, until an answer replaces it
  const [error, setError] = useState<string | null>(null);
  const history = useApiQuery(historyUrl(partnerId, page, period), readHistory, {
    onData: () => setError(null),
    onError: (e) => setError(userMessage(e)),
  });

  /** A new bound of the period starts again at the first page. */
  const setDay = (field: keyof Period, value: string) => {
    setPeriod((p) => ({ ...p, [field]: value }));
    setPage(1);
  };

  return { history: history.data, error, loading: history.loading, load: history.reload, period, setDay, setPage };
}
