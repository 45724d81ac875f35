"use client";

// The users screen's data: statistics, the list (use-users-list.ts), pending registration requests, failed
// SMS and those still being sent, each read through lib/client/use-api-query.ts. Everything reloads after each
// change, and when the network comes back.
import { useCallback } from "react";
import { api } from "@/lib/api-client";
import { useApiQuery } from "@/lib/client/use-api-query";
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

/** What the users screen shows beside the list, read together. */
interface SideAnswer {
  stats: UserStats;
  requests: RequestRow[];
  pendingCount: number;
  failedSms: SmsRow[];
}

/** The four reads beside the list have no filter: one key for them all. */
const SIDE = "/api/users/admin/dashboard+registration-requests+sms-outbox";
const NO_REQUESTS: RequestRow[] = [];
const NO_SMS: SmsRow[] = [];

async function readSide(): Promise<SideAnswer> {
  const [s, r, failed, queued] = await Promise.all([
    api<{ stats: UserStats }>("/api/users/admin/dashboard"),
    api<{ requests: RequestRow[]; pending: number }>("/api/users/registration-requests"),
    api<{ messages: SmsRow[] }>("/api/users/sms-outbox", { query: { status: "failed", limit: 20 } }),
    api<{ messages: SmsRow[] }>("/api/users/sms-outbox", { query: { status: "queued", limit: 20 } }),
  ]);
  return { stats: s.stats, requests: r.requests, pendingCount: r.pending, failedSms: [...failed.messages, ...queued.messages] };
}

export function useUsersData() {
  const list = useUsersList();
  const { reloadList } = list;
  const side = useApiQuery(SIDE, readSide, { onError: showLoadFailure });
  const { reload: reloadSide } = side;
  // the requests and SMS lists answered (or failed, the failure kept while asked again): the users screen shows
  // them with the list, not after
  const sideSettled = side.data !== null || side.error !== null;

  /** Everything again (after a change); the codes stay shown if they were. */
  const refresh = useCallback(() => {
    reloadList();
    reloadSide();
  }, [reloadList, reloadSide]);

  return {
    ...list,
    stats: side.data?.stats ?? null,
    requests: side.data?.requests ?? NO_REQUESTS,
    pendingCount: side.data?.pendingCount ?? 0,
    failedSms: side.data?.failedSms ?? NO_SMS,
    sideSettled,
    refresh,
  };
}
