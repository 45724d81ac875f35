"use client";

// The admin's Excel export (SPEC §2, §4, §8): Export Simple or Export Complet for a period, with its progress.
// Running it: ./use-export.ts.
import { useState } from "react";
import { FileSpreadsheet, Files, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { EXPORT_PERIOD_NAMES, type ExportFormat } from "@/lib/domain/exports";
import { addDays, CUSTOM_DATE_MAX_DAYS_BACK, EXPORT_PERIODS, type ExportPeriod } from "@/lib/domain/periods";
import { cn } from "@/lib/utils";
import { useExport } from "./use-export";

const PERIODS = EXPORT_PERIODS.map((value) => ({ value, label: EXPORT_PERIOD_NAMES[value] }));

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
  const { progress, setProgress, running, run: runExport } = useExport(onBusyChange);
  // The dashboard's period is the starting choice each time the dialog opens (it stays mounted, closed, while an
  // export runs), and again if that period or today changes while it is open: the props it was last rendered
  // with are kept, and a change is applied during this render rather than after it has been shown.
  const shownWith = { open, period: initial.period, date: initial.date, today };
  const [lastShown, setLastShown] = useState(shownWith);
  if (
    lastShown.open !== open ||
    lastShown.period !== initial.period ||
    lastShown.date !== initial.date ||
    lastShown.today !== today
  ) {
    setLastShown(shownWith);
    if (open) {
      setPeriod(initial.period);
      setDate(initial.date ?? today);
      setProgress(0);
    }
  }

  const run = (format: ExportFormat) => runExport(format, { period, date, today });

  return (
    <Dialog open={open} onOpenChange={(next) => !running && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Exporter en Excel</DialogTitle>
          <DialogDescription>Choisissez la période et le format du rapport.</DialogDescription>
        </DialogHeader>
        <fieldset disabled={!!running} className="space-y-4">
          <PeriodFields period={period} onPeriod={setPeriod} date={date} onDate={setDate} today={today} />
          <ExportChoices running={running} onRun={run} />
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

const CHOICES: { format: ExportFormat; title: string; hint: string; icon: typeof FileSpreadsheet }[] = [
  { format: "simple", title: "Export Simple", hint: "Vue condensée, une feuille", icon: FileSpreadsheet },
  { format: "xlsx", title: "Export Complet", hint: "Toutes les données, trois feuilles : résumé global, détail superviseurs, synthèse par compte", icon: Files },
];

function ExportChoices({ running, onRun }: { running: ExportFormat | null; onRun: (format: ExportFormat) => void }) {
  return (
    <div className="grid gap-2">
      {CHOICES.map(({ format, title, hint, icon: Icon }) => (
        <button
          key={format}
          type="button"
          onClick={() => onRun(format)}
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
  );
}

function PeriodFields(props: { period: ExportPeriod; onPeriod: (period: ExportPeriod) => void; date: string; onDate: (date: string) => void; today: string }) {
  const { period, onPeriod, date, onDate, today } = props;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor="export-period">Période</Label>
        <Select value={period} onValueChange={(v) => onPeriod(v as ExportPeriod)}>
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
          <Input id="export-date" type="date" value={date} min={addDays(today, -CUSTOM_DATE_MAX_DAYS_BACK)} max={today} onChange={(e) => onDate(e.target.value)} />
        </div>
      )}
    </div>
  );
}
