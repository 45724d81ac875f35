"use client";

// The custom-date dialog of both dashboards: 365 days back at most, no future date (checked again on the server).
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { addDays, CUSTOM_DATE_MAX_DAYS_BACK } from "@/lib/domain/periods";
import { DATE_MESSAGES } from "@/lib/validation/lines";

export function DateDialog({
  open,
  onOpenChange,
  today,
  initial,
  onConfirm,
  variant,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: string;
  initial?: string;
  onConfirm: (day: string) => void;
  variant: "admin" | "supervisor";
}) {
  const [value, setValue] = useState(initial ?? "");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setValue(initial ?? "");
      setError(null);
    }
  }, [open, initial]);
  const min = addDays(today, -CUSTOM_DATE_MAX_DAYS_BACK);

  function confirm() {
    if (!value) return setError(variant === "admin" ? DATE_MESSAGES.missing : DATE_MESSAGES.missingSupervisor);
    if (value > today) return setError(variant === "admin" ? DATE_MESSAGES.future : DATE_MESSAGES.futureSupervisor);
    if (value < min) return setError(DATE_MESSAGES.tooOld);
    onConfirm(value);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Sélectionner une date</DialogTitle>
          <DialogDescription>Consultez les données d&apos;un jour des 365 derniers jours.</DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor="dashboard-date">Date</Label>
          <Input
            id="dashboard-date"
            type="date"
            value={value}
            min={min}
            max={today}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            aria-invalid={!!error}
          />
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button onClick={confirm}>Consulter</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
