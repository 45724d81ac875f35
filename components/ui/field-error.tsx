// A field's problem, in red under it; the field points to it with aria-describedby (lib/forms/field-errors.ts).
import { errorIdOf } from "@/lib/forms/invalid-props";

/** `alert`: read out as it appears, for a form whose error comes without a toast (a toast is read already). */
export function FieldError({ inputId, message, alert }: { inputId: string; message: string | undefined; alert?: boolean }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(inputId)} role={alert ? "alert" : undefined} data-slot="field-error" className="text-xs font-medium text-destructive">
      {message}
    </p>
  );
}
