"use client";

// The Résumé du jour screen's data: the day's summary (figures, SMS text, WhatsApp link, whether it went out).
// The day shown changes only once its summary has arrived, so that the figures, the text and "Envoyer" always
// speak of the same day; it lives in the address (?date=, the SMS's own link). A day the server refuses
// (future, too old) is said under the field in the server's words: the date rule stays out of the first load.
import { useState } from "react";
import { api, apiEnvelope, ApiError, userMessage } from "@/lib/api-client";
import { leaveIfExpired } from "@/lib/client/expired";
import { toast } from "@/lib/client/toast";
import { useApiQuery } from "@/lib/client/use-api-query";
import type { getSummary } from "@/lib/services/summary/send";

export type SummaryData = Awaited<ReturnType<typeof getSummary>>;

function writeAddress(day: string, today: string) {
  const url = new URL(window.location.href);
  if (day === today) url.searchParams.delete("date");
  else url.searchParams.set("date", day);
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}

const fetchSummary = (date: string) => api<SummaryData>("/api/summary", { query: { date } });

export function useSummary({ initialDay, initialError, today }: { initialDay: string; initialError: string | null; today: string }) {
  // the day asked; the day shown is the one of the summary shown
  const [wanted, setWanted] = useState(initialDay);
  const [dayError, setDayError] = useState<string | null>(initialError);
  // the day the server refused: its failure is the field's, not a summary that could not be loaded
  const [refused, setRefused] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const summary = useApiQuery(wanted, fetchSummary, {
    onData: (answer) => {
      setDayError(null);
      setRefused(null);
      writeAddress(answer.day, today);
    },
    onError: (failure, date) => {
      const refusal = failure instanceof ApiError && failure.code === "VALIDATION_ERROR";
      setRefused(refusal ? date : null);
      // the day itself refused: said under the field, the summary shown stays
      if (refusal) return setDayError(userMessage(failure));
      toast.error("Erreur", { description: "Impossible de charger le résumé.", duration: 4000 });
    },
  });
  const day = summary.data?.day ?? initialDay;
  const { reload } = summary;

  /** Asks a day, even the one asked already (picked again, or the shown one after a write). */
  const ask = (date: string) => {
    setWanted(date);
    reload();
  };

  /** A day picked in the field ("" while it is being cleared: nothing to ask yet). */
  const changeDay = (next: string) => {
    if (next) ask(next);
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
      ask(day);
    }
  };

  const error = refused === wanted ? null : summary.error;
  return { day, dayError, changeDay, data: summary.data, error, loading: summary.loading, load: () => ask(day), send, sending };
}
