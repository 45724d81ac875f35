"use client";

// The users screen's data: statistics, the list (use-users-list.ts), pending registration requests, failed
// SMS and those still being sent. Everything reloads after each change.
import { useCallback, useEffect, useState } from "react";
import { api } from "@/lib/api-client";
import type { SmsStatus } from "@/lib/domain/constants";
import type { SmsDeliveryState } from "@/lib/domain/sms";
import { showLoadFailure, useUsersList } from "./use-users-list";

export type { UserRow, UsersFilter, StatusFilter } from "./use-users-list";

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

export function useUsersData() {
  const list = useUsersList();
  const { reloadList } = list;
  const [stats, setStats] = useState<UserStats | null>(null);
  const [requests, setRequests] = useState<RequestRow[]>([]);
  const [pendingCount, setPendingCount] = useState(0);
  const [failedSms, setFailedSms] = useState<SmsRow[]>([]);
  /** the requests and SMS lists answered (or failed) once: the users screen shows them with the list, not after */
  const [sideSettled, setSideSettled] = useState(false);

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
    await Promise.all([reloadList(), loadSide().finally(() => setSideSettled(true))]).catch(showLoadFailure);
  }, [reloadList, loadSide]);

  useEffect(() => {
    void loadSide()
      .catch(showLoadFailure)
      .finally(() => setSideSettled(true));
  }, [loadSide]);

  return { ...list, stats, requests, pendingCount, failedSms, sideSettled, refresh };
}
