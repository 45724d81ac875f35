// The form's supervisor and partner lists, cached 5 minutes in the page (SPEC §9), with SPEC §7's
// fallbacks: supervisors from the dashboard cards, partners from the users list.
import { api } from "@/lib/api-client";

export interface Option {
  id: string;
  nomComplet: string;
  telephone?: string;
}

const TTL_MS = 5 * 60 * 1000;
const cache = new Map<string, { at: number; list: Option[] }>();

async function cached(key: string, load: () => Promise<Option[]>): Promise<Option[]> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.list;
  const list = await load();
  cache.set(key, { at: Date.now(), list });
  return list;
}

/** After an admin creates a transaction the lists are reloaded (SPEC §4). */
export function clearOptionsCache() {
  cache.clear();
}

export function loadPartners(): Promise<Option[]> {
  return cached("partners", async () => {
    try {
      return (await api<{ partners: Option[] }>("/api/transactions/partners/active", { query: { limit: 100 } })).partners;
    } catch (error) {
      const fallback = await api<{ users: (Option & { role: string; status: string })[] }>("/api/users/all", { query: { limit: 100 } }).catch(() => null);
      if (!fallback) throw error;
      return fallback.users.filter((u) => u.role === "PARTENAIRE" && u.status === "ACTIVE");
    }
  });
}

export function loadSupervisors(fallback: Option[]): Promise<Option[]> {
  return cached("supervisors", async () => {
    try {
      return (await api<{ supervisors: Option[] }>("/api/transactions/supervisors/available", { query: { limit: 100 } })).supervisors;
    } catch (error) {
      if (fallback.length) return fallback;
      throw error;
    }
  });
}
