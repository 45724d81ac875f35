"use client";

// The parts of "Types de compte" (./account-types-section.tsx): a type's row with its note and its switch,
// the form of AUTRES's label, and the confirmation before switching a type off.
import { Loader2, Save } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { invalidProps } from "@/lib/forms/invalid-props";
import { AUTRES_LABEL_MAX } from "@/lib/domain/account-types";
import type { AccountType } from "@/lib/domain/constants";
import { cn } from "@/lib/utils";
import { LABEL_ID, type TypeRow, type useAutresLabelForm } from "./use-account-types";

/** what a type's row says under its name */
const NOTES: Partial<Record<AccountType, string>> = {
  LIQUIDE: "Toujours actif : la caisse en liquide ne peut pas être désactivée.",
  UV_MASTER: "Réservé à l'administrateur : lui seul l'alloue ; un superviseur qui en détient compte sa Fin le soir.",
  AUTRES: "Le seul type dont vous choisissez le nom (ex. Tigo Cash).",
};

/** An on/off switch: a button whose pressed state is the type's. */
function TypeSwitch({ row, busy, onPress }: { row: TypeRow; busy: boolean; onPress: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={row.isActive}
      aria-label={`${row.label} : ${row.isActive ? "actif" : "inactif"}`}
      aria-describedby={`type-${row.value}-note`}
      disabled={busy || !row.canToggle}
      onClick={onPress}
      data-testid={`toggle-${row.value}`}
      className={cn(
        "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed",
        row.isActive ? "bg-emerald-600" : "bg-slate-300",
        !row.canToggle && "opacity-60",
      )}
    >
      <span className={cn("pointer-events-none block size-6 rounded-full bg-white shadow transition-transform", row.isActive ? "translate-x-5" : "translate-x-0")} />
    </button>
  );
}

/** A type's row: its name and note, its state, its switch (a spinner while it is being switched); `children` under it. */
export function TypeItem({ row, switching, busy, onPress, children }: { row: TypeRow; switching: boolean; busy: boolean; onPress: () => void; children?: React.ReactNode }) {
  return (
    <li className="flex flex-col gap-2 p-3" data-testid={`account-type-${row.value}`}>
      <div className="flex items-center gap-3">
        <span className="text-xl" aria-hidden>
          {row.icon}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{row.label}</p>
          <p id={`type-${row.value}-note`} className="text-xs text-muted-foreground">
            {NOTES[row.value] ?? (row.isActive ? "Proposé dans les transactions." : "Non proposé dans les transactions.")}
          </p>
        </div>
        <span className={cn("hidden text-xs font-medium sm:inline", row.isActive ? "text-emerald-700" : "text-muted-foreground")} aria-hidden>
          {row.isActive ? "Actif" : "Inactif"}
        </span>
        {switching ? <Loader2 className="size-5 animate-spin text-muted-foreground" aria-label="Enregistrement..." /> : <TypeSwitch row={row} busy={busy} onPress={onPress} />}
      </div>
      {children}
    </li>
  );
}

export function AutresLabelForm({ form }: { form: ReturnType<typeof useAutresLabelForm> }) {
  const { saving, error } = form;
  return (
    <form onSubmit={form.submit} noValidate className="space-y-1.5 sm:pl-9">
      <Label htmlFor={LABEL_ID}>Libellé du type « Autres »</Label>
      <div className="flex gap-2">
        <Input
          id={LABEL_ID}
          value={form.label}
          maxLength={AUTRES_LABEL_MAX}
          autoComplete="off"
          disabled={saving}
          onChange={(e) => form.type(e.target.value)}
          {...invalidProps(LABEL_ID, error)}
        />
        <Button type="submit" variant="outline" disabled={saving || !form.changed}>
          {saving ? <Loader2 className="animate-spin" /> : <Save />}
          {/* its own name: the tolerance's form above has an "Enregistrer" too */}
          <span className="hidden sm:inline">{saving ? "Enregistrement..." : "Enregistrer le libellé"}</span>
          <span className="sr-only sm:hidden">Enregistrer le libellé</span>
        </Button>
      </div>
      <FieldError inputId={LABEL_ID} message={error} alert />
    </form>
  );
}

/** Switching a type off asks first: it leaves the forms, its history stays. */
export function DisableTypeDialog({ row, busy, onConfirm, onCancel }: { row: TypeRow | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <AlertDialog open={row !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Désactiver {row?.label} ?</AlertDialogTitle>
          <AlertDialogDescription>
            {row?.label} ne sera plus proposé pour une nouvelle transaction ni pour un nouveau compte. Son historique reste : ses transactions et
            ses lignes des jours passés restent visibles. Vous pourrez le réactiver ici.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Annuler</AlertDialogCancel>
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            {busy && <Loader2 className="animate-spin" />}
            Désactiver
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
