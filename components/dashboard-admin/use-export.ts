"use client";

// An Excel export as it runs: availability checked first; 'Export en cours... N%'; up to 3 tries waiting 1 s,
// 2 s, 4 s; the file saved under the server's name (Content-Disposition), else SPEC's fallback names.
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { api, apiFetch, ApiError } from "@/lib/api-client";
import { exportFileName, type ExportFormat } from "@/lib/domain/exports";
import type { ExportPeriod } from "@/lib/domain/periods";
import { downloadName, saveFile } from "@/lib/download/save-file";

export const EXPORT_RETRY_WAITS_MS = [1_000, 2_000, 4_000];
export const EXPORT_ATTEMPTS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const retryable = (error: unknown) => !(error instanceof ApiError) || error.status === null || (error.status ?? 0) >= 500;

/** The workbook's response, tried up to EXPORT_ATTEMPTS times when the network or the server fails. */
async function download(path: string, query: Record<string, string | undefined>): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await apiFetch(path, { query, kind: "download", retry: false });
    } catch (error) {
      if (!retryable(error)) throw error;
      if (attempt >= EXPORT_ATTEMPTS) throw new Error(`Export échoué: Échec après ${attempt} tentatives`);
      await sleep(EXPORT_RETRY_WAITS_MS[attempt - 1]!);
    }
  }
}

export function useExport(onBusyChange: (busy: boolean) => void) {
  const [progress, setProgress] = useState(0);
  const [running, setRunning] = useState<ExportFormat | null>(null);

  async function run(format: ExportFormat, choice: { period: ExportPeriod; date: string; today: string }) {
    const { period, date, today } = choice;
    const query = { period, customDate: period === "custom" ? date : undefined };
    setRunning(format);
    onBusyChange(true);
    setProgress(0);
    try {
      let available: boolean;
      try {
        available = (await api<{ hasData: boolean }>("/api/transactions/export/availability", { query })).hasData;
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) throw error;
        toast.error("❌ Erreur d'export", { description: "Impossible de vérifier la disponibilité des données", duration: 5000 });
        return;
      }
      if (!available) {
        toast.warning("⚠️ Aucune donnée", { description: "Aucune donnée disponible pour cette période", duration: 3000 });
        return;
      }
      const response = await download(format === "xlsx" ? "/api/transactions/export/excel" : "/api/transactions/export/simple", query);
      setProgress(50);
      const blob = await response.blob();
      setProgress(75);
      const name = downloadName(response, exportFileName(format, period, period === "custom" ? date : today));
      saveFile(blob, name);
      setProgress(100);
      toast.success("✅ Export réussi", { description: `Fichier ${name} téléchargé avec succès`, duration: 3000 });
    } catch (error) {
      setProgress(0);
      const message = error instanceof ApiError ? error.serverMessage || error.message : error instanceof Error ? error.message : "";
      toast.error("❌ Erreur d'export", { description: message || "Une erreur est survenue lors de l'export", duration: 5000 });
    } finally {
      setRunning(null);
      onBusyChange(false);
    }
  }

  return { progress, setProgress, running, run };
}
