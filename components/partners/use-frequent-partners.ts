"use client";

// The frequent free partners as the tab reads them (lib/client/use-api-query.ts: the latest answer only), and
// the error of the last try, kept while it is tried again, the list of the last success still shown.
import { api } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { useApiQuery } from "@/lib/client/use-api-query";
import type { FrequentFreePartner } from "@/lib/services/free-partners";

export type Frequent = { partners: FrequentFreePartner[]; config: { daysBack: number; minTransactions: number } };

const FREQUENT = "/api/transactions/partners/frequent-free";
const readFrequent = (url: string) => api<Frequent>(url);

export function useFrequentPartners() {
  const frequent = useApiQuery(FREQUENT, readFrequent, {
    onError: () => toast.error("Erreur", { description: "Impossible de charger les partenaires fréquents.", duration: 4000 }),
  });
  return { data: frequent.data, error: frequent.error, loading: frequent.loading, load: frequent.reload };
}
