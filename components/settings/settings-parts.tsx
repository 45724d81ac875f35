// The settings forms' shared parts: a field with its one-line hint (or its error in its place), and the row
// under a form with what is saved and 'Enregistrer'.
import type { ReactNode } from "react";
import { Loader2, Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { errorIdOf } from "@/lib/forms/invalid-props";

const helpIdOf = (id: string) => `${id}-help`;

/** The aria-describedby of a setting's control: its error when it has one, else its hint (as SettingField shows them). */
export const settingDescribedBy = (id: string, error: string | undefined) => (error ? errorIdOf(id) : helpIdOf(id));

/**
 * The control gets `id`, and aria-describedby `settingDescribedBy(id, error)` (the error replaces the hint).
 * `className`: the field's own spacing, in place of the default.
 */
export function SettingField({ id, label, hint, error, className, children }: { id: string; label: string; hint: string; error?: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ?? "space-y-1.5"}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={errorIdOf(id)} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : (
        <p id={helpIdOf(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/** `what`: said to a screen reader after 'Enregistrer', when a page has several forms. */
export function SaveRow({ saving, changed, testId, what, children }: { saving: boolean; changed: boolean; testId: string; what?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-xs text-muted-foreground" data-testid={testId}>
        {children}
      </p>
      <Button type="submit" disabled={saving || !changed}>
        {saving ? <Loader2 className="animate-spin" /> : <Save />}
        {saving ? "Enregistrement..." : "Enregistrer"}
        {what && <span className="sr-only"> {what}</span>}
      </Button>
    </div>
  );
}
