"use client";

// Superviseur / Partenaire, as two large radio buttons (easy to hit on a phone).
import { Check } from "lucide-react";
import { cn } from "@/lib/utils";
import { ROLE_LABELS } from "@/lib/domain/users";
import { MANAGED_ROLES, type ManagedRole } from "@/lib/domain/users";

export function RoleChoice({
  value,
  onChange,
  disabled,
  labelledBy,
}: {
  value: ManagedRole | "";
  onChange: (role: ManagedRole) => void;
  disabled?: boolean;
  labelledBy: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid grid-cols-2 gap-2">
      {MANAGED_ROLES.map((role) => (
        <button
          key={role}
          type="button"
          role="radio"
          aria-checked={value === role}
          disabled={disabled}
          onClick={() => onChange(role)}
          className={cn(
            "flex h-10 items-center justify-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors disabled:opacity-50",
            value === role ? "border-primary bg-accent font-semibold text-accent-foreground ring-2 ring-primary/25" : "border-input hover:bg-muted",
          )}
        >
          {value === role && <Check className="size-4" aria-hidden />}
          {ROLE_LABELS[role]}
        </button>
      ))}
    </div>
  );
}
