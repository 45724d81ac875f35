"use client";

// The field parts of the recording forms (a new transaction, a transfer, an allocation): a labelled choice, an
// amount in F CFA, a short note, each with its error under it (aria-invalid, aria-describedby) and 44 px targets on
// a phone (app/globals.css); and the movement forms' footer.
import { ArrowLeft, Loader2 } from "lucide-react";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { invalidProps } from "@/lib/forms/field-errors";

export function ChoiceField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  badge,
}: {
  id: string;
  label: string;
  /** shown at the label's end */
  badge?: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder: string;
  error?: string;
}) {
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id} className={badge ? "justify-between" : undefined}>
        {badge ? <span>{label}</span> : label}
        {badge}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} aria-label={label} {...invalidProps(id, error)}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldError inputId={id} message={error} />
    </div>
  );
}

export function AmountField({
  id,
  value,
  onChange,
  error,
  ref,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  ref?: React.Ref<HTMLInputElement>;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Montant</Label>
      <div className="relative">
        <AmountInput
          id={id}
          ref={ref}
          autoComplete="off"
          placeholder="0"
          value={value}
          onValueChange={onChange}
          className="pr-16 text-right text-lg font-semibold tabular-nums"
          {...invalidProps(id, error)}
        />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">F CFA</span>
      </div>
      <FieldError inputId={id} message={error} />
    </div>
  );
}

export function NoteField({ id, value, onChange, error, max, placeholder }: { id: string; value: string; onChange: (value: string) => void; error?: string; max: number; placeholder: string }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Note (optionnel)</Label>
      <Input id={id} value={value} maxLength={max} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} {...invalidProps(id, error)} />
      <FieldError inputId={id} message={error} />
    </div>
  );
}

/** A movement form's buttons: back to the choice of operation, Annuler, and Valider ("En cours..." while sending). */
export function MovementFooter({ form, submitting, onBack, onCancel }: { form: string; submitting: boolean; onBack: () => void; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button type="button" variant="ghost" onClick={onBack} disabled={submitting} className="sm:mr-auto">
        <ArrowLeft /> Autre opération
      </Button>
      <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
        Annuler
      </Button>
      <Button type="submit" form={form} disabled={submitting}>
        {submitting && <Loader2 className="animate-spin" />}
        {submitting ? "En cours..." : "Valider"}
      </Button>
    </DialogFooter>
  );
}
