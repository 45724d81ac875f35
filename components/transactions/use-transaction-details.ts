"use client";

// The detail dialog's calls: the details (GET /api/transactions/{id}/details; a failure closes the dialog with SPEC's
// toast), the correction (PUT, only the changed fields) and the deletion (DELETE with its reason). The two writes
// answer the server's message or throw its error: the form and the confirmation put that error under their field.
import { useCallback, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api, apiEnvelope } from "@/lib/api-client";
import { useApiQuery } from "@/lib/client/use-api-query";
import type { presentTransactionDetails } from "@/lib/presenters/transactions";
import { detailsErrorMessage } from "./transaction-errors";

export type TransactionDetails = ReturnType<typeof presentTransactionDetails>;
export type DetailTransaction = TransactionDetails["transaction"];
/** What a correction sends: only the fields that changed. */
export type TransactionChanges = { montant?: number | null; typeCompte?: string; description?: string };

const fetchDetails = (path: string) => api<TransactionDetails>(path);

export function useTransactionDetails(id: string, onClose: () => void) {
  const path = `/api/transactions/${id}/details`;
  const query = useApiQuery(path, fetchDetails, {
    onError: (error) => {
      toast.error("Erreur lors du chargement des détails", { description: detailsErrorMessage(error), duration: 4000 });
      onClose();
    },
  });
  // another transaction's details never show under this one's title
  const details = query.dataKey === path ? query.data : null;
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const save = useCallback(
    async (changes: TransactionChanges): Promise<string> => {
      setSaving(true);
      try {
        return (await apiEnvelope(`/api/transactions/${id}`, { method: "PUT", body: changes, retry: false })).message;
      } finally {
        setSaving(false);
      }
    },
    [id],
  );

  const remove = useCallback(
    async (body: { reason: string }): Promise<string> => {
      setDeleting(true);
      try {
        return (await apiEnvelope(`/api/transactions/${id}`, { method: "DELETE", body, retry: false })).message;
      } finally {
        setDeleting(false);
      }
    },
    [id],
  );

  return { details, saving, deleting, save, remove };
}
