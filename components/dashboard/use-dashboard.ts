"use client";

// Loads a dashboard for a period: today, yesterday or a custom day. Keeps the last answer, shows
// SPEC §8's toasts ('❌ Erreur' / 'Impossible de charger', '✅ Actualisé' / 'Dashboard mis à jour'). A failed
// load clears the data (SPEC §8, "data cleared") and keeps its message in `error`: the page then shows the
// error block and Réessayer (components/layout/load-error.tsx), never the empty state.
// Offline: every answer loaded here is kept on the device for its user (lib/offline/dashboard-views.ts,
// loaded after the first load); a load that gets no answer shows the newest copy instead, that one or the page's
// own first render (`renderedAt`), and `offlineAt` its time (the "Hors ligne — données du …" banner). A page
// that is the service worker's copy (opened with no network: `showCopy`) says how old it is and asks again.
import { useCallback, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api, userMessage } from "@/lib/api-client";
import { isNetworkError, leaveIfExpired } from "@/lib/client/expired";
import { usePreloadLoadError } from "@/components/layout/load-error-slot";
import { useViewer } from "@/components/layout/viewer-context";

const views = () => import("@/components/offline/client");

export type Period = "today" | "yesterday" | "custom";

export interface PeriodChoice {
  period: Period;
  date?: string;
}

export function useDashboard<T>(endpoint: string, initial: T | null, initialError?: string | null, renderedAt?: number) {
  const [data, setData] = useState<T | null>(initial);
  const [choice, setChoice] = useState<PeriodChoice>({ period: "today" });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(initialError ?? null);
  /** when the data shown was loaded, if it is a copy kept from before the network went */
  const [offlineAt, setOfflineAt] = useState<number | null>(null);
  const request = useRef(0);
  const userId = useViewer()?.id;
  usePreloadLoadError();

  const load = useCallback(
    async (next: PeriodChoice, options: { announce?: boolean } = {}) => {
      const id = ++request.current;
      setChoice(next);
      setLoading(true);
      try {
        // the dashboard routes answer `data.dashboard` (lib/presenters/dashboards.ts)
        const { dashboard: answer } = await api<{ dashboard: T }>(endpoint, { query: { period: next.period, date: next.period === "custom" ? next.date : undefined } });
        if (id !== request.current) return;
        setData(answer);
        setError(null);
        setOfflineAt(null);
        if (userId) views().then((m) => m.keepAnswer(userId, endpoint, next, answer), () => undefined);
        if (options.announce) toast.success("✅ Actualisé", { description: "Dashboard mis à jour", duration: 2000 });
      } catch (e) {
        if (id !== request.current || leaveIfExpired(e)) return;
        if (userId && isNetworkError(e)) {
          const best = await views()
            .then((m) => m.keptAnswer(userId, endpoint, next, initial && renderedAt ? { data: initial, savedAt: renderedAt } : null))
            .catch(() => null);
          if (id !== request.current) return;
          if (best) {
            setData(best.data);
            setError(null);
            setOfflineAt(best.savedAt);
            return;
          }
        }
        setData(null);
        setOfflineAt(null);
        setError(userMessage(e));
        toast.error("❌ Erreur", { description: userMessage(e, "Impossible de charger"), duration: 3000 });
      } finally {
        if (id === request.current) setLoading(false);
      }
    },
    [endpoint, userId, initial, renderedAt],
  );

  // the page is the service worker's copy (the offline panel finds out): said so, and asked again at once
  const showCopy = useCallback(() => {
    if (!initial || !renderedAt) return;
    setOfflineAt(renderedAt);
    void load({ period: "today" });
  }, [initial, renderedAt, load]);

  const refresh = useCallback((options: { announce?: boolean } = {}) => load(choice, options), [load, choice]);

  return { data, choice, loading, error, offlineAt, userId, showCopy, load, refresh };
}
