"use client";

// A reconciled day's detail: its figures, the statement's operations of that day, the transfers seen (or not)
// on both wallets' statements, the supervisor's comment; and, for the supervisor himself, the comment's saving.
import { useState } from "react";
import { api, userMessage } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { useApiQuery } from "@/lib/client/use-api-query";
import type { ReconciliationDay } from "@/lib/domain/statements/reconcile";
import type { OpenDay } from "./use-reconciliation";

export interface DayDetail {
  day: (ReconciliationDay & { statusLabel: string }) | null;
  comment: string | null;
  operations: { id: string; at: string; reference: string | null; amount: number; balanceAfter: number | null; status: string | null; counted: boolean; type: string | null; line: number; fileName: string }[];
  transfers: { id: string; amount: number; direction: "sortant" | "entrant"; from: { name: string }; to: { name: string }; confirmed: boolean; label: string }[];
}

const fetchDetail = (path: string) => api<DayDetail>(path);

export function useDayDetail(open: OpenDay, accountType: string, onCommented: () => void) {
  const [saving, setSaving] = useState(false);
  const path = `/api/reconciliation/${open.supervisorId}/${accountType}/${open.day}`;
  const query = useApiQuery(path, fetchDetail, {
    onError: (error) => toast.error("Erreur", { description: userMessage(error, "Le détail du jour n'a pas pu être lu"), duration: 4000 }),
  });
  // another day's detail is never shown under this day's title
  const detail = query.dataKey === path ? query.data : null;
  const { mutate } = query;

  async function saveComment(comment: string): Promise<string | null> {
    setSaving(true);
    try {
      const saved = await api<{ comment: string | null }>(`${path}/comment`, { method: "PATCH", body: { comment } });
      if (detail) mutate({ ...detail, comment: saved.comment });
      toast.success("Commentaire enregistré", { duration: 3000 });
      onCommented();
      return null;
    } catch (error) {
      return userMessage(error, "Le commentaire n'a pas pu être enregistré");
    } finally {
      setSaving(false);
    }
  }

  return { detail, saving, saveComment };
}
