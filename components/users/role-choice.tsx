"use client";

// Superviseur / Partenaire, as two large radio buttons (easy to hit on a phone).
import { Check } from "lucide-react";
import { invalidProps } from "@/lib/forms/invalid-props";
import { cn } from "@/lib/utils";
import { ROLE_LABELS } from "@/lib/domain/users";
import { MANAGED_ROLES, type ManagedRole } from "@/lib/domain/users";

/** The id of a role's button (`id` is the group's): the first one takes the focus when no role is chosen. */
export const roleButtonId = (id: string, role: ManagedRole) => `${id}-${role.toLowerCase()}`;

export function RoleChoice({
  id,
  value,
  onChange,
  disabled,
  labelledBy,
  error,
}: {
  id?: string;
  value: ManagedRole | "";
  onChange: (role: ManagedRole) => void;
  disabled?: boolean;
  labelledBy: string;
  error?: string;
}) {
  return (
    <div id={id} role="radiogroup" aria-labelledby={labelledBy} {...(id && invalidProps(id, error))} className="grid grid-cols-2 gap-2">
      {MANAGED_ROLES.map((role) => (
        <button
          key={role}
          id={id && roleButtonId(id, role)}
          type="button"
          role="radio"
          aria-checked={value === role}
          disabled={disabled}
          onClick={() => onChange(role)}
          className={cn(
            "flex h-10 items-center justify-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors disabled:opacity-50",
            value === role ? "border-primary bg-accent font-semibold text-accent-foreground ring-2 ring-primary/25" : "border-input hover:bg-muted",
            error && "border-destructive",
          )}
        >
          {value === role && <Check className="size-4" aria-hidden />}
          {ROLE_LABELS[role]}
        </button>
      ))}
    </div>
  );
}
