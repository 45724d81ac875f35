// A field's problem, in red under it; the field points to it with aria-describedby (lib/forms/field-errors.ts).
import { errorIdOf } from "@/lib/forms/field-errors";

export function FieldError({ inputId, message }: { inputId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(inputId)} data-slot="field-error" className="text-xs font-medium text-destructive">
      {message}
    </p>
  );
}
