"use client";

// A required free text (a close's justification, a reason, a comment): 500 characters, its error said under
// it and tied to it for screen readers; the field takes the focus when its error appears.
import { useEffect, useRef } from "react";
import { FieldError } from "@/components/ui/field-error";
import { Textarea } from "@/components/ui/input";
import { invalidProps } from "@/lib/forms/invalid-props";

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
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error]);
  return (
    <>
      <Textarea
        ref={field}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={500}
        rows={3}
        placeholder={placeholder}
        disabled={disabled}
        {...invalidProps(id, error ?? undefined)}
      />
      <FieldError inputId={id} message={error ?? undefined} alert />
    </>
  );
}
