"use client";

// Loads a dashboard for a period: today, yesterday or a custom day. Keeps the last answer, shows
// SPEC §8's toasts ('❌ Erreur' / 'Impossible de charger', '✅ Actualisé' / 'Dashboard mis à jour'). A failed
// load clears the data (SPEC §8, "data cleared") and keeps its message in `error`: the page then shows the
// error block and Réessayer (components/layout/load-error.tsx), never the empty state.
import { useCallback, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api, userMessage } from "@/lib/api-client";
import { leaveIfExpired } from "@/lib/client/expired";
import { usePreloadLoadError } from "@/components/layout/load-error-slot";

export type Period = "today" | "yesterday" | "custom";

export interface PeriodChoice {
  period: Period;
  date?: string;
}

export function useDashboard<T>(endpoint: string, initial: T | null, initialError?: string | null) {
  const [data, setData] = useState<T | null>(initial);
  const [choice, setChoice] = useState<PeriodChoice>({ period: "today" });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(initialError ?? null);
  const request = useRef(0);
  usePreloadLoadError();

  const load = useCallback(
    async (next: PeriodChoice, options: { announce?: boolean } = {}) => {
      const id = ++request.current;
      setChoice(next);
      setLoading(true);
      try {
        const answer = await api<T>(endpoint, { query: { period: next.period, date: next.period === "custom" ? next.date : undefined } });
        if (id !== request.current) return;
        setData(answer);
        setError(null);
        if (options.announce) toast.success("✅ Actualisé", { description: "Dashboard mis à jour", duration: 2000 });
      } catch (e) {
        if (id !== request.current || leaveIfExpired(e)) return;
        setData(null);
        setError(userMessage(e));
        toast.error("❌ Erreur", { description: userMessage(e, "Impossible de charger"), duration: 3000 });
      } finally {
        if (id === request.current) setLoading(false);
      }
    },
    [endpoint],
  );

  const refresh = useCallback((options: { announce?: boolean } = {}) => load(choice, options), [load, choice]);

  return { data, choice, loading, error, load, refresh };
}
