"use client";

// A 6-digit access-code field with its show/hide toggle.
import { useState } from "react";
import { Eye, EyeOff } from "lucide-react";
import { Input } from "@/components/ui/input";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { invalidProps } from "@/lib/forms/invalid-props";

export function CodeInput({
  id,
  label,
  hint,
  value,
  onChange,
  disabled,
  autoComplete,
  name,
  required,
  error,
  earlyRequired,
}: {
  id: string;
  label: string;
  name?: string;
  /** shows the red star of a required field */
  required?: boolean;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  autoComplete: "current-password" | "new-password";
  /** the field's problem, shown under it */
  error?: string;
  /** its message when left empty, for a tap before hydration (lib/early/events.ts) */
  earlyRequired?: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}
        {required && <span className="text-destructive">*</span>}
      </Label>
      <div className="relative">
        <Input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          inputMode="numeric"
          autoComplete={autoComplete}
          placeholder="••••••"
          maxLength={6}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ""))}
          disabled={disabled}
          className="pr-10"
          data-early-required={earlyRequired}
          {...invalidProps(id, error, hint ? `${id}-hint` : undefined)}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted-foreground hover:text-foreground"
          aria-label={visible ? `Masquer : ${label}` : `Afficher : ${label}`}
        >
          {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
        </button>
      </div>
      <FieldError inputId={id} message={error} early={earlyRequired !== undefined} />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
