// A field's problem, in red under it; the field points to it with aria-describedby (lib/forms/field-errors.ts).
import { errorIdOf } from "@/lib/forms/invalid-props";

/**
 * `alert`: read out as it appears, for a form whose error comes without a toast (a toast is read already).
 * `early`: without a message the slot is still there, empty and hidden, for the message a tap before hydration
 * puts in it (lib/early/events.ts); the same element then shows React's own message.
 */
export function FieldError({ inputId, message, alert, early }: { inputId: string; message: string | undefined; alert?: boolean; early?: boolean }) {
  if (!message && !early) return null;
  return (
    // the early message is text React did not render: not a hydration mismatch (an empty string, checked alone)
    <p id={errorIdOf(inputId)} role={alert ? "alert" : undefined} hidden={!message} data-slot="field-error" className="text-xs font-medium text-destructive" suppressHydrationWarning>
      {message ?? ""}
    </p>
  );
}
