"use client";

// The admin's account tools on a supervisor card: set a line's value (PATCH .../accounts/update) and
// open an account (POST /api/transactions/accounts), each problem under its field, the server's refusals with
// SPEC §8's texts. Its form: ./use-account-tool-form.ts.
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { AmountInput } from "@/components/ui/amount-input";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { invalidProps } from "@/lib/forms/invalid-props";
// SPEC's five accounts, and another market type once the admin has switched it on (assertAccountCreationAllowed)
import { SPEC_ACCOUNT_TYPES } from "@/lib/domain/account-types";
import { ACCOUNT_TYPES, type LineType } from "@/lib/domain/constants";
import { useAllAccountTypes } from "@/components/transactions/account-types-cache";
import { accountKeyInfo } from "@/lib/domain/ledger";
import { ACCOUNT_FIELD_IDS, useAccountToolForm, type AccountTool } from "./use-account-tool-form";

export type { AccountTool };

export default function AccountDialogs({
  tool,
  onClose,
  supervisor,
  day,
  keys,
  names,
  onDone,
}: {
  tool: AccountTool | null;
  onClose: () => void;
  supervisor: { id: string; nom: string };
  day: string;
  /** the card's line keys, offered first when setting a value */
  keys: string[];
  /** partner lines' names, by key */
  names?: Record<string, string>;
  onDone: () => void;
}) {
  const form = useAccountToolForm({ tool, supervisorId: supervisor.id, day, onClose, onDone });
  const { saving, errors } = form;
  const types = useAllAccountTypes(!!tool);
  const options = [...new Set([...keys, ...SPEC_ACCOUNT_TYPES])];
  // "Créer un compte": SPEC's five whatever their switch, the market's others while they are on
  const creatable = ACCOUNT_TYPES.filter((code) => SPEC_ACCOUNT_TYPES.includes(code) || types?.find((row) => row.value === code)?.isActive);
  /** a line's label and icon, AUTRES under the admin's label (accountKeyInfo reads it from the names) */
  const autresLabel = types?.find((row) => row.value === "AUTRES")?.label;
  const infoOf = (key: string) => accountKeyInfo(key, autresLabel ? { ...names, AUTRES: autresLabel } : names);

  return (
    <Dialog open={tool !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{tool === "set" ? "Modifier une valeur" : "Créer un compte"}</DialogTitle>
          <DialogDescription>
            {supervisor.nom}
            {tool === "set" ? " — la nouvelle valeur remplace celle de la ligne et sera enregistrée dans l'historique d'audit." : " — le compte est ouvert aujourd'hui avec ses soldes."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={form.submit} className="space-y-4" noValidate>
          <fieldset disabled={saving} className="space-y-4">
            {tool === "set" && <LineChoice value={form.lineType} onChange={form.setLineType} />}
            <AccountSelect keys={tool === "set" ? options : creatable} infoOf={infoOf} value={form.values.accountKey} onChange={form.edit("accountKey")} error={errors.accountKey} />
            {tool === "create" && (
              <AmountField id={ACCOUNT_FIELD_IDS.initial} label="Solde initial (Début)" value={form.values.initial} onChange={form.edit("initial")} error={errors.initial} />
            )}
            <AmountField
              id={ACCOUNT_FIELD_IDS.value}
              label={tool === "set" ? "Nouvelle valeur" : "Solde actuel (Fin)"}
              value={form.values.value}
              onChange={form.edit("value")}
              error={errors.value}
            />
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
              Annuler
            </Button>
            <Button type="submit" disabled={!form.ready || saving}>
              {saving && <Loader2 className="animate-spin" />}
              {saving ? "En cours..." : tool === "set" ? "Enregistrer" : "Créer le compte"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function AccountSelect(props: { keys: string[]; infoOf: (key: string) => { icon: string; label: string }; value: string; onChange: (key: string) => void; error?: string }) {
  const { keys, infoOf, value, onChange, error } = props;
  const id = ACCOUNT_FIELD_IDS.accountKey;
  return (
    <FormField id={id} label="Compte" error={error}>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} aria-label="Compte" {...invalidProps(id, error)}>
          <SelectValue placeholder="Choisir un compte" />
        </SelectTrigger>
        <SelectContent>
          {keys.map((key) => {
            const info = infoOf(key);
            return (
              <SelectItem key={key} value={key}>
                {info.icon} {info.label}
              </SelectItem>
            );
          })}
        </SelectContent>
      </Select>
    </FormField>
  );
}

function LineChoice({ value, onChange }: { value: LineType; onChange: (line: LineType) => void }) {
  return (
    <div className="space-y-2">
      <Label>Ligne</Label>
      <div role="radiogroup" className="grid grid-cols-2 gap-2">
        {(["debut", "sortie"] as const).map((t) => (
          <Button key={t} type="button" role="radio" aria-checked={value === t} variant={value === t ? "default" : "outline"} onClick={() => onChange(t)}>
            {t === "debut" ? "Début" : "Fin"}
          </Button>
        ))}
      </div>
    </div>
  );
}

function AmountField({ id, label, value, onChange, error }: { id: string; label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <FormField id={id} label={label} error={error}>
      <div className="relative">
        <AmountInput id={id} placeholder="0" value={value} onValueChange={onChange} className="pr-16 text-right tabular-nums" {...invalidProps(id, error)} />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">F CFA</span>
      </div>
    </FormField>
  );
}
