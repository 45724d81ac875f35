"use client";

// A partner's history as the dialog reads it: the page and the period asked for, the latest answer (an earlier
// one arriving late is dropped), and the error of the last try, the movements of the last success still shown.
import { useCallback, useEffect, useRef, useState } from "react";
import { api, userMessage } from "@/lib/api-client";
import { leaveIfExpired } from "@/lib/client/expired";
import type { ShownPartnerHistory } from "@/lib/presenters/partner-balance";

export type History = ShownPartnerHistory;
export type Period = { from: string; to: string };

/** A dialog's page: shorter than the partner's own history pages (lib/domain/partner-history.ts). */
const PAGE_SIZE = 10;

export function usePartnerHistory(partnerId: string) {
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState<Period>({ from: "", to: "" });
  const [history, setHistory] = useState<History | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const request = useRef(0);

  const load = useCallback(async () => {
    const id = ++request.current;
    setLoading(true);
    try {
      const answer = await api<History>(`/api/partner-balance/${encodeURIComponent(partnerId)}/history`, {
        query: { page, limit: PAGE_SIZE, from: period.from, to: period.to },
      });
      if (id !== request.current) return;
      setHistory(answer);
      setError(null);
    } catch (e) {
      if (id !== request.current || leaveIfExpired(e)) return;
      setError(userMessage(e));
    } finally {
      if (id === request.current) setLoading(false);
    }
  }, [partnerId, page, period]);

  useEffect(() => {
    void load();
  }, [load]);

  /** A new bound of the period starts again at the first page. */
  const setDay = (field: keyof Period, value: string) => {
    setPeriod((p) => ({ ...p, [field]: value }));
    setPage(1);
  };

  return { history, error, loading, load, period, setDay, setPage };
}
