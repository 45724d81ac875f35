"use client";

// The users list as the server reads it: one page for a filter (name or phone, role, status; newest first),
// the search sent once typing pauses, only the latest answer shown, and the codes of the page on demand.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api } from "@/lib/api-client";
import { leaveIfExpired } from "@/lib/client/expired";
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

/** A read of the users screen failed: the login page if the session is gone, else SPEC's toast. */
export function showLoadFailure(error: unknown) {
  if (!leaveIfExpired(error)) toast.error("Impossible de charger les utilisateurs", { duration: 3_000 });
}

export function useUsersList() {
  const [filter, setFilterState] = useState<UsersFilter>({ search: "", role: "ALL", status: "ALL", page: 1 });
  const search = useDebounced(filter.search, SEARCH_DELAY_MS);
  const [list, setList] = useState<ListAnswer | null>(null);
  /** the list is being read again for another filter or page (the one shown stays until it answers) */
  const [listLoading, setListLoading] = useState(false);
  const [showCodes, setShowCodes] = useState(false);
  const [loadingCodes, setLoadingCodes] = useState(false);
  const showCodesRef = useRef(false);
  const { role, status, page } = filter;
  /** only the latest request's answer is shown: an earlier one arriving late is dropped */
  const latest = useRef(0);

  /** A new search, role or status starts again at the first page. */
  const setFilter = useCallback((change: Partial<UsersFilter>) => {
    setFilterState((current) => ({ ...current, ...change, page: change.page ?? 1 }));
  }, []);

  const loadList = useCallback(
    async (withCodes: boolean) => {
      const asked = ++latest.current;
      setListLoading(true);
      const query = {
        search: search.trim() || undefined,
        role: role === "ALL" ? undefined : role,
        status: status === "ALL" ? undefined : status,
        page,
        limit: PAGE_SIZE,
        showCodes: withCodes ? "true" : undefined,
      };
      try {
        const data = await api<ListAnswer>("/api/users/all", { query });
        if (asked === latest.current) setList(data);
      } finally {
        if (asked === latest.current) setListLoading(false);
      }
    },
    [search, role, status, page],
  );
  /** The page again (after a change); its codes stay shown if they were. */
  const reloadList = useCallback(() => loadList(showCodesRef.current), [loadList]);

  // the list for the filter as it is now (first render, then each search, role, status or page)
  useEffect(() => {
    reloadList().catch(showLoadFailure);
  }, [reloadList]);

  const toggleCodes = useCallback(async () => {
    if (showCodesRef.current) {
      showCodesRef.current = false;
      setShowCodes(false);
      setList((shown) => shown && { ...shown, users: shown.users.map(({ codeClair: _hidden, ...u }) => u) });
      return;
    }
    setLoadingCodes(true);
    // asked for from now on: a reload starting meanwhile (another filter, a change) brings them too, and its
    // answer, the latest, is the one shown
    showCodesRef.current = true;
    try {
      await loadList(true);
      setShowCodes(true);
    } catch (error) {
      showCodesRef.current = false;
      toastFailure(error, "Impossible de charger les codes d'accès");
    } finally {
      setLoadingCodes(false);
    }
  }, [loadList]);

  /** Replaces one user in the list after a change, keeping his code if shown. */
  const patchUser = useCallback((user: UserRow) => {
    setList((shown) => shown && { ...shown, users: shown.users.map((u) => (u.id === user.id ? { ...u, ...user } : u)) });
  }, []);

  return { users: list?.users ?? null, pagination: list?.pagination ?? null, listLoading, filter, setFilter, showCodes, loadingCodes, toggleCodes, reloadList, patchUser };
}
