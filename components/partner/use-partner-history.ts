"use client";

// The partner's movements as /partner shows them: the server's first view, then each page or period asked
// for through GET /api/partner-balance/{id}/history (the view on screen kept, greyed, while the next loads;
// a failure kept apart from the view, never shown as an empty one); and the choice of the period, a custom one
// checked by the domain's rule before it is asked for.
import { useEffect, useRef, useState } from "react";
import { api, userMessage } from "@/lib/api-client";
import { checkCustomPeriod, HISTORY_PAGE_SIZE, historyRange, type CustomPeriodErrors, type HistoryPeriod } from "@/lib/domain/partner-history";
import { dayIn } from "@/lib/domain/periods";
import type { ShownPartnerHistory } from "@/lib/presenters/partner-balance";

export type History = ShownPartnerHistory;
type Query = { page: number; from?: string; to?: string };

export function usePartnerHistory(partnerId: string, initial: History) {
  const [data, setData] = useState<History>(initial);
  const [query, setQuery] = useState<Query>({ page: 1 });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const first = useRef(true);

  useEffect(() => {
    // the first view came with the page
    if (first.current) {
      first.current = false;
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    api<History>(`/api/partner-balance/${encodeURIComponent(partnerId)}/history`, {
      query: { page: query.page, limit: HISTORY_PAGE_SIZE, from: query.from, to: query.to },
      signal: controller.signal,
    })
      .then((answer) => {
        setData(answer);
        setError(null);
      })
      .catch((e) => {
        if (!controller.signal.aborted) setError(userMessage(e, "Erreur lors du chargement de vos mouvements"));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [partnerId, query, attempt]);

  return {
    data,
    loading,
    error,
    retry: () => setAttempt((n) => n + 1),
    /** the first page of a period */
    show: (range: { from?: string; to?: string }) => setQuery({ page: 1, ...range }),
    /** a page (from 0) of the period shown */
    goToPage: (index: number) => setQuery((q) => ({ ...q, page: index + 1 })),
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
