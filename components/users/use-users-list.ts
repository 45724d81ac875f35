"use client";

// The users list as the server reads it: one page for a filter (name or phone, role, status; newest first),
// the search sent once typing pauses, only the latest answer shown (lib/client/use-api-query.ts), and the codes
// of the page on demand.
import { useCallback, useMemo, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api } from "@/lib/api-client";
import { useApiQuery } from "@/lib/client/use-api-query";
import { useDebounced } from "@/lib/client/use-debounced";
import type { Role } from "@/lib/domain/constants";
import type { ListedUser } from "@/lib/services/user-lists";
import { toastFailure } from "./feedback";

export type UserRow = ListedUser;

/** Users per page of the list. */
export const PAGE_SIZE = 25;
/** How long typing must pause before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

export type StatusFilter = "ALL" | "ACTIVE" | "SUSPENDED" | "PENDING";

export interface UsersFilter {
  search: string;
  role: "ALL" | Role;
  status: StatusFilter;
  page: number;
}

interface ListAnswer {
  users: UserRow[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** The codes of the page: hidden, asked for (shown once the list brings them), shown. */
type Codes = "hidden" | "asked" | "shown";

/** A read of the users screen failed (an ended session has already left for /auth): SPEC's toast. */
export function showLoadFailure() {
  toast.error("Impossible de charger les utilisateurs", { duration: 3_000 });
}

/** The address read for a filter: what is left to its default is not sent. */
function listUrl({ search, role, status, page }: UsersFilter, withCodes: boolean) {
  const query = new URLSearchParams();
  if (search.trim()) query.set("search", search.trim());
  if (role !== "ALL") query.set("role", role);
  if (status !== "ALL") query.set("status", status);
  query.set("page", String(page));
  query.set("limit", String(PAGE_SIZE));
  if (withCodes) query.set("showCodes", "true");
  return `/api/users/all?${query}`;
}

const readList = (url: string) => api<ListAnswer>(url);

export function useUsersList() {
  const [filter, setFilterState] = useState<UsersFilter>({ search: "", role: "ALL", status: "ALL", page: 1 });
  const search = useDebounced(filter.search, SEARCH_DELAY_MS);
  // asked for, the codes come with every read of the list until hidden: a reload starting meanwhile (another
  // filter, a change) brings them too, and its answer, the latest, is the one shown
  const [codes, setCodes] = useState<Codes>("hidden");
  /** users changed by a write since the list last answered, shown over it (their code kept if shown) */
  const [patched, setPatched] = useState<Record<string, UserRow>>({});
  const list = useApiQuery(listUrl({ ...filter, search }, codes !== "hidden"), readList, {
    onData: () => {
      setPatched({});
      setCodes((c) => (c === "asked" ? "shown" : c));
    },
    onError: (error) => {
      if (codes === "asked") {
        // the read bringing the codes failed: they stay hidden, the list as it was
        setCodes("hidden");
        toastFailure(error, "Impossible de charger les codes d'accès");
      } else showLoadFailure();
    },
  });
  const showCodes = codes === "shown";

  /** A new search, role or status starts again at the first page. */
  const setFilter = useCallback((change: Partial<UsersFilter>) => {
    setFilterState((current) => ({ ...current, ...change, page: change.page ?? 1 }));
  }, []);

  const toggleCodes = useCallback(() => setCodes((c) => (c === "hidden" ? "asked" : "hidden")), []);

  /** Replaces one user in the list after a change, keeping his code if shown. */
  const patchUser = useCallback((user: UserRow) => setPatched((p) => ({ ...p, [user.id]: user })), []);

  // hidden, the codes leave the rows at once, before the list read without them answers
  const users = useMemo(
    () =>
      list.data?.users.map((shown) => {
        const u = patched[shown.id] ? { ...shown, ...patched[shown.id] } : shown;
        if (showCodes) return u;
        const { codeClair: _hidden, ...rest } = u;
        return rest;
      }) ?? null,
    [list.data, patched, showCodes],
  );

  return {
    users,
    pagination: list.data?.pagination ?? null,
    listLoading: list.loading,
    filter,
    setFilter,
    showCodes,
    loadingCodes: codes === "asked",
    toggleCodes,
    reloadList: list.reload,
    patchUser,
  };
}
