// The account types the screens offer: the caller's form types (GET /api/transactions/account-types:
// the active ones, UV Master to the admin only) and every type with its label and state (GET /api/accountype,
// for a transaction's detail and the filters). Kept a minute in the page; the "Types de compte" section clears
// it after each change, and a refusal of a type switched off does too.
import { useEffect, useState } from "react";
import { api } from "@/lib/api-client";
import type { accountTypesView, formAccountTypesOf } from "@/lib/domain/account-types";

export type FormAccountType = ReturnType<typeof formAccountTypesOf>[number];
export type AccountTypeRow = ReturnType<typeof accountTypesView>["allTypes"][number];

const TTL_MS = 60 * 1000;
const cache = new Map<string, { at: number; value: Promise<unknown> }>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { at: Date.now(), value });
  // a failed load is not kept
  value.catch(() => cache.get(key)?.value === value && cache.delete(key));
  return value;
}

export function clearAccountTypesCache() {
  cache.clear();
}

/** The accounts the caller's "Nouvelle Transaction" offers. */
export const loadFormAccountTypes = () =>
  cached("form", async () => (await api<{ accountTypes: FormAccountType[] }>("/api/transactions/account-types")).accountTypes);

/** The nine types, each with its label (AUTRES's chosen one) and whether it is on. */
export const loadAllAccountTypes = () => cached("all", async () => (await api<{ allTypes: AccountTypeRow[] }>("/api/accountype")).allTypes);

/** The nine types once loaded while `enabled` (null before, or when the load fails: the caller's fallback shows). */
export function useAllAccountTypes(enabled = true): AccountTypeRow[] | null {
  const [types, setTypes] = useState<AccountTypeRow[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    loadAllAccountTypes()
      .then((list) => !cancelled && setTypes(list))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return types;
}
