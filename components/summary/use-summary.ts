"use client";

// The Résumé du jour screen's data: the day's summary (figures, SMS text, WhatsApp link, whether it went out).
// The day shown changes only once its summary has arrived, so that the figures, the text and "Envoyer" always
// speak of the same day; it lives in the address (?date=, the SMS's own link). A day the server refuses
// (future, too old) is said under the field in the server's words: the date rule stays out of the first load.
import { useCallback, useEffect, useRef, useState } from "react";
import { api, apiEnvelope, ApiError, userMessage } from "@/lib/api-client";
import { leaveIfExpired } from "@/lib/client/expired";
import { toast } from "@/lib/client/toast";
import type { getSummary } from "@/lib/services/summary/send";

export type SummaryData = Awaited<ReturnType<typeof getSummary>>;

function writeAddress(day: string, today: string) {
  const url = new URL(window.location.href);
  if (day === today) url.searchParams.delete("date");
  else url.searchParams.set("date", day);
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}

export function useSummary({ initialDay, initialError, today }: { initialDay: string; initialError: string | null; today: string }) {
  const [day, setDay] = useState(initialDay);
  const [dayError, setDayError] = useState<string | null>(initialError);
  const [data, setData] = useState<SummaryData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [sending, setSending] = useState(false);
  const request = useRef(0);

  const fetchDay = useCallback(
    async (wanted: string) => {
      const id = ++request.current;
      setLoading(true);
      try {
        const answer = await api<SummaryData>("/api/summary", { query: { date: wanted } });
        if (id !== request.current) return;
        setData(answer);
        setDay(answer.day);
        setError(null);
        setDayError(null);
        writeAddress(answer.day, today);
      } catch (failure) {
        if (id !== request.current || leaveIfExpired(failure)) return;
        // the day itself refused: said under the field, the summary shown stays
        if (failure instanceof ApiError && failure.code === "VALIDATION_ERROR") return setDayError(userMessage(failure));
        setError(userMessage(failure));
        toast.error("Erreur", { description: "Impossible de charger le résumé.", duration: 4000 });
      } finally {
        if (id === request.current) setLoading(false);
      }
    },
    [today],
  );

  useEffect(() => {
    void fetchDay(initialDay);
  }, [fetchDay, initialDay]);

  /** A day picked in the field ("" while it is being cleared: nothing to ask yet). */
  const changeDay = (next: string) => {
    if (next) void fetchDay(next);
  };

  /** Sends the shown day's summary (again with `force`); answers whether it went out. */
  const send = async (force: boolean): Promise<boolean> => {
    setSending(true);
    try {
      const envelope = await apiEnvelope<unknown>("/api/summary/send", { method: "POST", body: { date: day, force } });
      toast.success(envelope.message || "Résumé envoyé", { duration: 4000 });
      return true;
    } catch (failure) {
      if (leaveIfExpired(failure)) return false;
      toast.error("Erreur", { description: userMessage(failure, "Impossible d'envoyer le résumé"), duration: 5000 });
      return false;
    } finally {
      setSending(false);
      // sent or refused (already sent by someone else meanwhile): the page says what is true now
      void fetchDay(day);
    }
  };

  return { day, dayError, changeDay, data, error, loading, load: () => fetchDay(day), send, sending };
}
