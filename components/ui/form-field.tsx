// A field as the forms lay it out: its label (a red star when required), the control, its problem under it
// (./field-error). The control is the caller's: it carries the id and the aria props (lib/forms/invalid-props).
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";

export function FormField({
  id,
  label,
  required,
  error,
  labelId,
  early,
  children,
}: {
  /** the control's id (the label's `htmlFor`, the message's `inputId`) */
  id: string;
  label: string;
  required?: boolean;
  error: string | undefined;
  /** a group of buttons has no control for `htmlFor`: the label gets this id, the group points to it */
  labelId?: string;
  /** keeps the message's slot for a tap before hydration (FieldError's `early`) */
  early?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={labelId ? undefined : id} id={labelId}>
        {required ? `${label} ` : label}
        {required && <span className="text-destructive">*</span>}
      </Label>
      {children}
      <FieldError inputId={id} message={error} early={early} />
    </div>
  );
}
