"use client";

// The custom-date dialog of both dashboards: 365 days back at most, no future date (checked again on the server).
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { invalidProps } from "@/lib/forms/invalid-props";
import { addDays, CUSTOM_DATE_MAX_DAYS_BACK } from "@/lib/domain/periods";
import { customDateSchema } from "@/lib/validation/custom-date";

const INPUT_ID = "dashboard-date";

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

  function confirm(event: React.FormEvent) {
    event.preventDefault();
    // the server's own check (lib/services/ledger/days.ts), in this dashboard's words
    const checked = customDateSchema(today, variant).safeParse({ date: value || undefined });
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      document.getElementById(INPUT_ID)?.focus();
      return;
    }
    onConfirm(checked.data.date);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Sélectionner une date</DialogTitle>
          <DialogDescription>Consultez les données d&apos;un jour des 365 derniers jours.</DialogDescription>
        </DialogHeader>
        <form id="dashboard-date-form" onSubmit={confirm} noValidate className="space-y-2">
          <Label htmlFor={INPUT_ID}>Date</Label>
          <Input
            id={INPUT_ID}
            type="date"
            value={value}
            min={min}
            max={today}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            {...invalidProps(INPUT_ID, error ?? undefined)}
          />
          <FieldError inputId={INPUT_ID} message={error ?? undefined} alert />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button type="submit" form="dashboard-date-form">
            Consulter
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
