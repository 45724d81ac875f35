"use client";

// The admin's Excel export (SPEC §2, §4, §8): Export Simple or Export Complet for a period; availability
// checked first; 'Export en cours... N%'; up to 3 tries waiting 1 s, 2 s, 4 s; the file saved under the
// server's name (Content-Disposition), else SPEC's fallback names.
import { useEffect, useState } from "react";
import { FileSpreadsheet, Files, Loader2 } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api, apiFetch, ApiError } from "@/lib/api-client";
import { addDays, CUSTOM_DATE_MAX_DAYS_BACK, type ExportPeriod } from "@/lib/domain/periods";
import { cn } from "@/lib/utils";

export const EXPORT_RETRY_WAITS_MS = [1_000, 2_000, 4_000];
export const EXPORT_ATTEMPTS = 3;

const PERIODS: { value: ExportPeriod; label: string }[] = [
  { value: "today", label: "Aujourd'hui" },
  { value: "yesterday", label: "Hier" },
  { value: "week", label: "Cette semaine" },
  { value: "month", label: "Ce mois" },
  { value: "year", label: "Cette année" },
  { value: "all", label: "Tout" },
  { value: "custom", label: "Date personnalisée" },
];

type Format = "simple" | "xlsx";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const retryable = (error: unknown) => !(error instanceof ApiError) || error.status === null || (error.status ?? 0) >= 500;

export function fallbackFileName(format: Format, period: string, date: string) {
  return `Export_${format === "xlsx" ? "Complet" : "Simple"}_${period}_${date}.xlsx`;
}

export default function ExportDialog({
  open,
  onOpenChange,
  today,
  initial,
  onBusyChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: string;
  initial: { period: ExportPeriod; date?: string };
  onBusyChange: (busy: boolean) => void;
}) {
  const [period, setPeriod] = useState<ExportPeriod>(initial.period);
  const [date, setDate] = useState(initial.date ?? today);
  const [progress, setProgress] = useState(0);
  const [running, setRunning] = useState<Format | null>(null);

  // the dashboard's period is the starting choice each time the dialog opens
  const { period: initialPeriod, date: initialDate } = initial;
  useEffect(() => {
    if (!open) return;
    setPeriod(initialPeriod);
    setDate(initialDate ?? today);
    setProgress(0);
  }, [open, initialPeriod, initialDate, today]);

  const query = { period, customDate: period === "custom" ? date : undefined };

  async function run(format: Format) {
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
      const path = format === "xlsx" ? "/api/transactions/export/excel" : "/api/transactions/export/simple";
      let response: Response | null = null;
      let attempt = 0;
      while (!response) {
        attempt += 1;
        try {
          response = await apiFetch(path, { query, kind: "download", retry: false });
        } catch (error) {
          if (!retryable(error)) throw error;
          if (attempt >= EXPORT_ATTEMPTS) throw new Error(`Export échoué: Échec après ${attempt} tentatives`);
          await sleep(EXPORT_RETRY_WAITS_MS[attempt - 1]!);
        }
      }
      setProgress(50);
      const blob = await response.blob();
      setProgress(75);
      const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackFileName(format, period, period === "custom" ? date : today);
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement("a"), { href: url, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 5_000);
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

  const choices: { format: Format; title: string; hint: string; icon: typeof FileSpreadsheet }[] = [
    { format: "simple", title: "Export Simple", hint: "Vue condensée, une feuille", icon: FileSpreadsheet },
    { format: "xlsx", title: "Export Complet", hint: "Toutes les données, trois feuilles : résumé global, détail superviseurs, synthèse par compte", icon: Files },
  ];

  return (
    <Dialog open={open} onOpenChange={(next) => !running && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Exporter en Excel</DialogTitle>
          <DialogDescription>Choisissez la période et le format du rapport.</DialogDescription>
        </DialogHeader>
        <fieldset disabled={!!running} className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor="export-period">Période</Label>
              <Select value={period} onValueChange={(v) => setPeriod(v as ExportPeriod)}>
                <SelectTrigger id="export-period" aria-label="Période">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PERIODS.map((p) => (
                    <SelectItem key={p.value} value={p.value}>
                      {p.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            {period === "custom" && (
              <div className="space-y-1.5">
                <Label htmlFor="export-date">Date</Label>
                <Input id="export-date" type="date" value={date} min={addDays(today, -CUSTOM_DATE_MAX_DAYS_BACK)} max={today} onChange={(e) => setDate(e.target.value)} />
              </div>
            )}
          </div>
          <div className="grid gap-2">
            {choices.map(({ format, title, hint, icon: Icon }) => (
              <button
                key={format}
                type="button"
                onClick={() => run(format)}
                className={cn("flex items-start gap-3 rounded-lg border p-3 text-left transition-colors hover:bg-muted disabled:opacity-60", running === format && "border-primary bg-accent")}
              >
                {running === format ? <Loader2 className="mt-0.5 size-5 shrink-0 animate-spin text-primary" /> : <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />}
                <span>
                  <span className="block font-medium">{title}</span>
                  <span className="text-sm text-muted-foreground">{hint}</span>
                </span>
              </button>
            ))}
          </div>
        </fieldset>
        {running && (
          <div className="space-y-1.5" role="status">
            <p className="text-sm font-medium">Export en cours... {progress}%</p>
            <Progress value={progress} aria-label="Progression de l'export" />
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={!!running}>
            Fermer
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
