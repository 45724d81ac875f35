"use client";

// The frequent free partners as the tab reads them: the latest answer (an earlier one arriving late is
// dropped), and the error of the last try, the list of the last success still shown.
import { useCallback, useEffect, useRef, useState } from "react";
import { api, userMessage } from "@/lib/api-client";
import { leaveIfExpired } from "@/lib/client/expired";
import { toast } from "@/lib/client/toast";
import type { FrequentFreePartner } from "@/lib/services/free-partners";

export type Frequent = { partners: FrequentFreePartner[]; config: { daysBack: number; minTransactions: number } };

export function useFrequentPartners() {
  const [data, setData] = useState<Frequent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const request = useRef(0);

  const load = useCallback(async () => {
    const id = ++request.current;
    setLoading(true);
    try {
      const answer = await api<Frequent>("/api/transactions/partners/frequent-free");
      if (id !== request.current) return;
      setData(answer);
      setError(null);
    } catch (e) {
      if (id !== request.current || leaveIfExpired(e)) return;
      setError(userMessage(e));
      toast.error("Erreur", { description: "Impossible de charger les partenaires fréquents.", duration: 4000 });
    } finally {
      if (id === request.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return { data, error, loading, load };
}
