"use client";

// 'Exporter' on the recent transactions: the list of the filters shown, as the JSON file the server names.
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { apiFetch } from "@/lib/api-client";
import type { ListPeriod } from "@/lib/domain/periods";
import { downloadName, saveFile } from "@/lib/download/save-file";

export function useTransactionsExport(query: Record<string, string | undefined>, period: ListPeriod) {
  const [exporting, setExporting] = useState(false);

  async function exportJson() {
    setExporting(true);
    try {
      const response = await apiFetch("/api/transactions/recent/export", { query, kind: "download" });
      const blob = await response.blob();
      const count = (JSON.parse(await blob.text()) as { count: number }).count;
      saveFile(blob, downloadName(response, `transactions_${period}.json`));
      toast.success("Export réussi", { description: `${count} transactions exportées.`, duration: 3000 });
    } catch {
      toast.error("Erreur d'export", { description: "Impossible d'exporter les transactions.", duration: 5000 });
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportJson };
}
