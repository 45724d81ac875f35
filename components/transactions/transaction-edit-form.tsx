"use client";

// The detail's edit fields: Montant (F CFA), Type de compte (a Début/Fin only; the others keep their partner's
// account) and Description. The dialog's footer submits it (Sauvegarder names this form).
import { AmountInput } from "@/components/ui/amount-input";
import { FieldError } from "@/components/ui/field-error";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { invalidProps } from "@/lib/forms/field-errors";
import type { DetailAccountTypes } from "./use-detail-account-types";
import type { DetailTransaction, TransactionChanges } from "./use-transaction-details";
import { EDIT_FORM_ID, EDIT_IDS, useTransactionEditForm } from "./use-transaction-edit-form";

export function TransactionEditForm({
  transaction,
  accounts,
  disabled,
  save,
  onSaved,
}: {
  transaction: DetailTransaction;
  accounts: DetailAccountTypes;
  disabled: boolean;
  save: (changes: TransactionChanges) => Promise<string>;
  onSaved: () => void;
}) {
  const { values, errors, direct, set, submit } = useTransactionEditForm(transaction, save, onSaved);
  return (
    <form id={EDIT_FORM_ID} onSubmit={submit} className="space-y-3" noValidate>
      <fieldset disabled={disabled} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={EDIT_IDS.montant}>Montant (FCFA)</Label>
            <div className="relative">
              <AmountInput
                id={EDIT_IDS.montant}
                value={values.montant}
                onValueChange={(value) => set("montant", value)}
                required
                className="pr-16 text-right tabular-nums"
                {...invalidProps(EDIT_IDS.montant, errors.montant)}
              />
              <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">F CFA</span>
            </div>
            <FieldError inputId={EDIT_IDS.montant} message={errors.montant} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={EDIT_IDS.typeCompte}>Type de compte</Label>
            <Select value={values.typeCompte} onValueChange={(value) => set("typeCompte", value)} disabled={!direct}>
              <SelectTrigger id={EDIT_IDS.typeCompte} aria-label="Type de compte" {...invalidProps(EDIT_IDS.typeCompte, errors.typeCompte)}>
                <SelectValue placeholder={direct ? "Choisir" : "Compte partenaire"} />
              </SelectTrigger>
              <SelectContent>
                {accounts.choices.map((code) => (
                  <SelectItem key={code} value={code}>
                    {accounts.labelOf(code)}
                    {accounts.isOff(code) ? " (désactivé)" : ""}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldError inputId={EDIT_IDS.typeCompte} message={errors.typeCompte} />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={EDIT_IDS.description}>Description</Label>
          <Textarea
            id={EDIT_IDS.description}
            value={values.description}
            maxLength={500}
            onChange={(e) => set("description", e.target.value)}
            rows={2}
            {...invalidProps(EDIT_IDS.description, errors.description)}
          />
          <FieldError inputId={EDIT_IDS.description} message={errors.description} />
        </div>
      </fieldset>
    </form>
  );
}
