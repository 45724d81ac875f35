"use client";

// The users screen's data: statistics, the list (up to 100, newest first; codes on demand), pending
// registration requests, failed SMS and those still being sent. Loaded together, reloaded after each change.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api } from "@/lib/api-client";
import { leaveIfExpired } from "@/lib/client/expired";
import type { SmsStatus } from "@/lib/domain/constants";
import type { SmsDeliveryState } from "@/lib/domain/sms";
import type { ListedUser } from "@/lib/services/user-lists";
import { toastFailure } from "./feedback";

export type UserRow = ListedUser;

export interface UserStats {
  total: number;
  superviseurs: number;
  partenaires: number;
  actifs: number;
  suspendus: number;
  demandesEnAttente: number;
  smsEnEchec: number;
}

export interface RequestRow {
  id: string;
  telephone: string;
  nomComplet: string;
  adresse: string;
  message: string | null;
  createdAt: string;
  /** how many times this phone asked while the request was pending */
  repeatCount: number;
  lastRequestedAt: string | null;
  /** the account this phone already has: the request cannot be approved */
  compteExistant: { id: string; nomComplet: string; role: string } | null;
}

export interface SmsRow {
  id: string;
  to: string;
  purpose: string | null;
  status: SmsStatus;
  state: SmsDeliveryState;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  userName: string | null;
}

export const LIST_LIMIT = 100;

export function useUsersData() {
  const [users, setUsers] = useState<UserRow[] | null>(null);
  const [total, setTotal] = useState(0);
  const [stats, setStats] = useState<UserStats | null>(null);
  const [requests, setRequests] = useState<RequestRow[]>([]);
  const [pendingCount, setPendingCount] = useState(0);
  const [failedSms, setFailedSms] = useState<SmsRow[]>([]);
  /** the requests and SMS lists answered (or failed) once: the users screen shows them with the list, not after */
  const [sideSettled, setSideSettled] = useState(false);
  const [showCodes, setShowCodes] = useState(false);
  const [loadingCodes, setLoadingCodes] = useState(false);
  const showCodesRef = useRef(false);

  const loadList = useCallback(async (withCodes: boolean) => {
    const data = await api<{ users: UserRow[]; total: number }>("/api/users/all", {
      query: { limit: LIST_LIMIT, showCodes: withCodes ? "true" : undefined },
    });
    setUsers(data.users);
    setTotal(data.total);
  }, []);

  const loadSide = useCallback(async () => {
    const [s, r, failed, queued] = await Promise.all([
      api<{ stats: UserStats }>("/api/users/admin/dashboard"),
      api<{ requests: RequestRow[]; pending: number }>("/api/users/registration-requests"),
      api<{ messages: SmsRow[] }>("/api/users/sms-outbox", { query: { status: "failed", limit: 20 } }),
      api<{ messages: SmsRow[] }>("/api/users/sms-outbox", { query: { status: "queued", limit: 20 } }),
    ]);
    setStats(s.stats);
    setRequests(r.requests);
    setPendingCount(r.pending);
    setFailedSms([...failed.messages, ...queued.messages]);
  }, []);

  /** Everything again (after a change); the codes stay shown if they were. */
  const refresh = useCallback(async () => {
    try {
      await Promise.all([loadList(showCodesRef.current), loadSide().finally(() => setSideSettled(true))]);
    } catch (error) {
      if (leaveIfExpired(error)) return;
      toast.error("Impossible de charger les utilisateurs", { duration: 3_000 });
    }
  }, [loadList, loadSide]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const toggleCodes = useCallback(async () => {
    if (showCodesRef.current) {
      showCodesRef.current = false;
      setShowCodes(false);
      setUsers((list) => list?.map(({ codeClair: _hidden, ...u }) => u) ?? null);
      return;
    }
    setLoadingCodes(true);
    try {
      await loadList(true);
      showCodesRef.current = true;
      setShowCodes(true);
    } catch (error) {
      toastFailure(error, "Impossible de charger les codes d'accès");
    } finally {
      setLoadingCodes(false);
    }
  }, [loadList]);

  /** Replaces one user in the list after a change, keeping his code if shown. */
  const patchUser = useCallback((user: UserRow) => {
    setUsers((list) => list?.map((u) => (u.id === user.id ? { ...u, ...user } : u)) ?? null);
  }, []);

  return { users, total, stats, requests, pendingCount, failedSms, sideSettled, showCodes, loadingCodes, toggleCodes, refresh, patchUser };
}
