"use client";

// The free text of a day's close or reopening (justification, reason): 500 characters, its error said under
// it and tied to it for screen readers.
import { Textarea } from "@/components/ui/input";

export function ReasonField({
  id,
  value,
  onChange,
  placeholder,
  disabled,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  disabled: boolean;
  error: string | null;
}) {
  return (
    <>
      <Textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={500}
        rows={3}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </>
  );
}
