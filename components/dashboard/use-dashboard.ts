"use client";

// Loads a dashboard for a period: today, yesterday or a custom day. Keeps the last answer, shows
// SPEC §8's toasts ('❌ Erreur' / 'Impossible de charger', '✅ Actualisé' / 'Dashboard mis à jour'). A failed
// load clears the data (SPEC §8, "data cleared") and keeps its message in `error`: the page then shows the
// error block and Réessayer (components/layout/load-error.tsx), never the empty state.
// Offline: every answer loaded here is kept on the device for its user (lib/offline/dashboard-views.ts,
// loaded after the first load); a load that gets no answer shows the newest copy instead, that one or the page's
// own first render (`renderedAt`), and `offlineAt` its time (the "Hors ligne — données du …" banner). A page
// that is the service worker's copy (opened with no network: `showCopy`) says how old it is and asks again.
import { useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api, userMessage } from "@/lib/api-client";
import { isNetworkError } from "@/lib/client/expired";
import { useApiQuery } from "@/lib/client/use-api-query";
import { usePreloadLoadError } from "@/components/layout/load-error-slot";
import { useViewer } from "@/components/layout/viewer-context";

const views = () => import("@/components/offline/client");

export type Period = "today" | "yesterday" | "custom";

export interface PeriodChoice {
  period: Period;
  date?: string;
}

/** An answer shown: the server's, or (`offlineAt`: when it was kept) the device's copy when the network failed. */
interface Shown<T> {
  data: T;
  offlineAt: number | null;
}

export function useDashboard<T>(endpoint: string, initial: T | null, initialError?: string | null, renderedAt?: number) {
  const [choice, setChoice] = useState<PeriodChoice>({ period: "today" });
  /** the page is the service worker's copy, rendered then: said until the next answer */
  const [copyAt, setCopyAt] = useState<number | null>(null);
  const announce = useRef(false);
  const userId = useViewer()?.id;
  usePreloadLoadError();

  const key = JSON.stringify(choice);
  const fetchShown = async (): Promise<Shown<T>> => {
    const query = { period: choice.period, date: choice.period === "custom" ? choice.date : undefined };
    try {
      // the dashboard routes answer `data.dashboard` (lib/presenters/dashboards.ts)
      const { dashboard } = await api<{ dashboard: T }>(endpoint, { query });
      if (userId) views().then((m) => m.keepAnswer(userId, endpoint, choice, dashboard), () => undefined);
      return { data: dashboard, offlineAt: null };
    } catch (error) {
      if (!userId || !isNetworkError(error)) throw error;
      const kept = initial && renderedAt ? { data: initial, savedAt: renderedAt } : null;
      const best = await views()
        .then((m) => m.keptAnswer(userId, endpoint, choice, kept))
        .catch(() => null);
      if (!best) throw error;
      return { data: best.data, offlineAt: best.savedAt };
    }
  };
  const shown = useApiQuery<Shown<T>>(key, fetchShown, {
    initial: { key, data: initial && { data: initial, offlineAt: null }, error: initialError },
    onData: () => {
      setCopyAt(null);
      if (announce.current) toast.success("✅ Actualisé", { description: "Dashboard mis à jour", duration: 2000 });
      announce.current = false;
    },
    onError: (error) => {
      announce.current = false;
      toast.error("❌ Erreur", { description: userMessage(error, "Impossible de charger"), duration: 3000 });
    },
  });

  const load = (next: PeriodChoice, options: { announce?: boolean } = {}) => {
    announce.current = !!options.announce;
    if (JSON.stringify(next) === key) shown.reload();
    else setChoice(next);
  };

  // the page is the service worker's copy (the offline panel finds out): said so, and asked again at once
  const showCopy = () => {
    if (!initial || !renderedAt) return;
    setCopyAt(renderedAt);
    load({ period: "today" });
  };

  const refresh = (options: { announce?: boolean } = {}) => load(choice, options);
  // a failed load clears the data (SPEC §8): the page shows the error block, never figures it could not read
  const data = shown.error ? null : (shown.data?.data ?? null);
  const offlineAt = shown.error ? null : (copyAt ?? shown.data?.offlineAt ?? null);
  return { data, choice, loading: shown.loading, error: shown.error, offlineAt, userId, showCopy, load, refresh };
}
