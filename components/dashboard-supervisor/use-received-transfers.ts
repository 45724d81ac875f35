"use client";

// The transfers waiting for the supervisor's answer as their receiver (GET …/transfers?waiting=received), read
// again with each dashboard: the block that shows them (./received-transfers.tsx) is loaded only when one waits.
import { useCallback, useEffect, useState } from "react";
import { api } from "@/lib/api-client";
import type { presentTransferList } from "@/lib/presenters/transfers";

export type WaitingTransfer = ReturnType<typeof presentTransferList>["transfers"][number];
const WAITING_URL = "/api/transactions/transfers?period=week&waiting=received";

export function useReceivedTransfers(refreshKey: unknown, enabled: boolean) {
  const [waiting, setWaiting] = useState<WaitingTransfer[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    api<ReturnType<typeof presentTransferList>>(WAITING_URL, { retry: false })
      .then((list) => !cancelled && setWaiting(list.transfers))
      // offline or refused: the dashboard's own banner says so; nothing to answer here meanwhile
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [refreshKey, enabled, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { waiting, reload };
}
