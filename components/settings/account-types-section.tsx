"use client";

// "Types de compte", a section of Paramètres: the nine account types of the market, each
// switched on or off by the admin (PATCH /api/accountype/{type}/toggle), AUTRES renamed (PATCH
// /api/accountype/AUTRES/label, checked with the route's schema, error under the field). The list shown is the
// server's answer after each change; switching a type off asks first (its history stays).
import { useState } from "react";
import { Loader2, Save, Wallet } from "lucide-react";
import { toast } from "@/lib/client/toast";
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
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, apiEnvelope, userMessage } from "@/lib/api-client";
import { invalidProps } from "@/lib/forms/invalid-props";
import { AUTRES_LABEL_MAX, type accountTypesView } from "@/lib/domain/account-types";
import type { AccountType } from "@/lib/domain/constants";
import { cn } from "@/lib/utils";
import { ACCOUNT_TYPE_VALIDATION, autresLabelSchema } from "@/lib/validation/account-types";
import { clearAccountTypesCache } from "@/components/transactions/account-types-cache";

export type AccountTypesView = ReturnType<typeof accountTypesView>;
type TypeRow = AccountTypesView["allTypes"][number];

const LABEL_ID = "autres-label";
/** what a type's row says under its name */
const NOTES: Partial<Record<AccountType, string>> = {
  LIQUIDE: "Toujours actif : la caisse en liquide ne peut pas être désactivée.",
  UV_MASTER: "Réservé à l'administrateur : seul l'administrateur l'utilise dans une transaction.",
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

export function AccountTypesSection({ initial }: { initial: AccountTypesView }) {
  const [view, setView] = useState(initial);
  const [busy, setBusy] = useState<AccountType | null>(null);
  const [confirming, setConfirming] = useState<TypeRow | null>(null);
  const [label, setLabel] = useState(initial.autresLabel);
  const [labelError, setLabelError] = useState<string | undefined>();
  const [savingLabel, setSavingLabel] = useState(false);

  async function toggle(row: TypeRow, isActive: boolean) {
    setBusy(row.value);
    try {
      const envelope = await apiEnvelope<AccountTypesView>(`/api/accountype/${row.value}/toggle`, { method: "PATCH", body: { isActive }, retry: false });
      setView(envelope.data);
      clearAccountTypesCache();
      const now = envelope.data.allTypes.find((t) => t.value === row.value);
      toast.success(envelope.message, {
        description: now?.isActive ? `${now.label} est proposé dans les transactions.` : `${now?.label ?? row.label} n'est plus proposé ; son historique reste.`,
        duration: 3000,
      });
    } catch (e) {
      toast.error("Erreur lors de la modification du type de compte", { description: userMessage(e), duration: 5000 });
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }

  async function rename(event: React.FormEvent) {
    event.preventDefault();
    const parsed = autresLabelSchema.safeParse({ label });
    if (!parsed.success) {
      setLabelError(parsed.error.issues[0]?.message ?? ACCOUNT_TYPE_VALIDATION.label);
      document.getElementById(LABEL_ID)?.focus();
      return;
    }
    setSavingLabel(true);
    setLabelError(undefined);
    try {
      const envelope = await apiEnvelope<AccountTypesView>("/api/accountype/AUTRES/label", { method: "PATCH", body: parsed.data, retry: false });
      setView(envelope.data);
      setLabel(envelope.data.autresLabel);
      clearAccountTypesCache();
      toast.success(envelope.message, { description: `Le type « Autres » s'appelle désormais ${envelope.data.autresLabel}.`, duration: 3000 });
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setLabelError(userMessage(e));
      else toast.error("Erreur lors de l'enregistrement du libellé", { description: userMessage(e), duration: 5000 });
    } finally {
      setSavingLabel(false);
    }
  }

  const labelChanged = label.trim() !== view.autresLabel;

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="flex items-center gap-2">
          <Wallet className="size-4 text-muted-foreground" aria-hidden /> Types de compte
        </CardTitle>
        <CardDescription>
          Les types actifs sont proposés dans le formulaire de transaction, les filtres et « Créer un compte ». Un type désactivé n&apos;est plus proposé
          pour une nouvelle opération ; ses transactions et ses lignes des jours passés restent visibles.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-lg border" aria-label="Types de compte">
          {view.allTypes.map((row) => (
            <li key={row.value} className="flex flex-col gap-2 p-3" data-testid={`account-type-${row.value}`}>
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
                {busy === row.value ? (
                  <Loader2 className="size-5 animate-spin text-muted-foreground" aria-label="Enregistrement..." />
                ) : (
                  <TypeSwitch row={row} busy={busy !== null} onPress={() => (row.isActive ? setConfirming(row) : toggle(row, true))} />
                )}
              </div>
              {row.canCustomizeLabel && (
                <form onSubmit={rename} noValidate className="space-y-1.5 sm:pl-9">
                  <Label htmlFor={LABEL_ID}>Libellé du type « Autres »</Label>
                  <div className="flex gap-2">
                    <Input
                      id={LABEL_ID}
                      value={label}
                      maxLength={AUTRES_LABEL_MAX}
                      autoComplete="off"
                      disabled={savingLabel}
                      onChange={(e) => {
                        setLabel(e.target.value);
                        setLabelError(undefined);
                      }}
                      {...invalidProps(LABEL_ID, labelError)}
                    />
                    <Button type="submit" variant="outline" disabled={savingLabel || !labelChanged}>
                      {savingLabel ? <Loader2 className="animate-spin" /> : <Save />}
                      {/* its own name: the tolerance's form above has an "Enregistrer" too */}
                      <span className="hidden sm:inline">{savingLabel ? "Enregistrement..." : "Enregistrer le libellé"}</span>
                      <span className="sr-only sm:hidden">Enregistrer le libellé</span>
                    </Button>
                  </div>
                  <FieldError inputId={LABEL_ID} message={labelError} alert />
                </form>
              )}
            </li>
          ))}
        </ul>
      </CardContent>

      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && busy === null && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Désactiver {confirming?.label} ?</AlertDialogTitle>
            <AlertDialogDescription>
              {confirming?.label} ne sera plus proposé pour une nouvelle transaction ni pour un nouveau compte. Son historique reste : ses transactions et
              ses lignes des jours passés restent visibles. Vous pourrez le réactiver ici.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy !== null}>Annuler</AlertDialogCancel>
            <Button variant="destructive" disabled={busy !== null} onClick={() => confirming && toggle(confirming, false)}>
              {busy !== null && <Loader2 className="animate-spin" />}
              Désactiver
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
