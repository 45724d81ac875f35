"use client";

// The custom-date dialog of both dashboards: 365 days back at most, no future date (checked again on the server).
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFormFields } from "@/lib/forms/use-form-fields";
import { addDays, CUSTOM_DATE_MAX_DAYS_BACK } from "@/lib/domain/periods";
import { customDateSchema } from "@/lib/validation/custom-date";

const IDS = { date: "dashboard-date" };

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
  const { values, setValues, input, errors, show, reset } = useFormFields({ date: initial ?? "" }, IDS);
  useEffect(() => {
    if (open) {
      setValues({ date: initial ?? "" });
      reset();
    }
  }, [open, initial, setValues, reset]);
  const min = addDays(today, -CUSTOM_DATE_MAX_DAYS_BACK);

  function confirm(event: React.FormEvent) {
    event.preventDefault();
    // the server's own check (lib/services/ledger/days.ts), in this dashboard's words
    const checked = customDateSchema(today, variant).safeParse({ date: values.date || undefined });
    if (!checked.success) return show({ date: checked.error.issues[0]!.message });
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
          <Label htmlFor={IDS.date}>Date</Label>
          <Input type="date" min={min} max={today} {...input("date")} />
          <FieldError inputId={IDS.date} message={errors.date} alert />
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
