"use client";

// The GR trend's data in the page: one call per query (the admin's panel asks for the network's 30 days with
// every supervisor's, and each card's sparkline reads its own from that same answer), kept while the page
// lives and asked again when the dashboard's figures change. Part of the trend's lazy chunk.
import { useSyncExternalStore } from "react";
import { api, userMessage } from "@/lib/api-client";
import type { getTrend } from "@/lib/services/ledger/trend";

export type TrendData = Awaited<ReturnType<typeof getTrend>>;

export interface TrendQuery {
  days: number;
  supervisorId?: string;
  perSupervisor?: boolean;
}

export interface TrendEntry {
  data: TrendData | null;
  error: string | null;
  loading: boolean;
}

export const TREND_DAYS = 30;
/** The admin's one call: the network's days and every supervisor's (the cards' sparklines read it too). */
export const ADMIN_TREND_QUERY: TrendQuery = { days: TREND_DAYS, perSupervisor: true };

const NOTHING: TrendEntry = { data: null, error: null, loading: false };
const entries = new Map<string, TrendEntry>();
const requests = new Map<string, number>();
const listeners = new Set<() => void>();

export const trendKey = (query: TrendQuery) => `${query.days}|${query.supervisorId ?? ""}|${query.perSupervisor ? 1 : 0}`;

function put(key: string, entry: TrendEntry) {
  entries.set(key, entry);
  for (const listener of listeners) listener();
}

/** Asks the server again; the figures shown stay until the answer comes (a later call wins over an earlier one). */
export async function loadTrend(query: TrendQuery) {
  const key = trendKey(query);
  const id = (requests.get(key) ?? 0) + 1;
  requests.set(key, id);
  const before = entries.get(key) ?? NOTHING;
  put(key, { ...before, loading: true });
  try {
    const data = await api<TrendData>("/api/transactions/trend", {
      query: { days: query.days, supervisorId: query.supervisorId, perSupervisor: query.perSupervisor ? "true" : undefined },
    });
    if (requests.get(key) === id) put(key, { data, error: null, loading: false });
  } catch (error) {
    if (requests.get(key) === id) put(key, { data: before.data, error: userMessage(error, "Évolution indisponible"), loading: false });
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useTrend(query: TrendQuery): TrendEntry {
  const key = trendKey(query);
  return useSyncExternalStore(
    subscribe,
    () => entries.get(key) ?? NOTHING,
    () => NOTHING,
  );
}
