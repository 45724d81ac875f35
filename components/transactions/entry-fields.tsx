"use client";

// The new transaction form's field parts: the choice of operation (three entry types, then the + menu's
// movements), the entry's line (the admin's supervisor, an account, a registered partner, a free partner's name and
// phone) and Début/Fin. Each shows its error under it (aria-invalid, aria-describedby).
import { AlertTriangle, ArrowLeftRight, Building2, Star, UserPlus, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { invalidProps } from "@/lib/forms/field-errors";
import { cn } from "@/lib/utils";
import { PARTNER_NAME_MAX, type OperationType } from "@/lib/validation/transactions";
import { ChoiceField } from "./movement-fields";
import type { MovementKind } from "./movement-forms";
import { ENTRY_IDS as IDS } from "./new-transaction-model";
import type { Option } from "./options-cache";
import type { FormAccountType } from "./account-types-cache";

export function OperationTypePicker({
  value,
  directType,
  admin,
  onChoose,
  onMovement,
}: {
  value: OperationType | "";
  directType: OperationType;
  admin: boolean;
  onChoose: (type: OperationType) => void;
  onMovement: (kind: MovementKind) => void;
}) {
  const cards: { value: OperationType; title: string; hint: string; icon: typeof Building2 }[] = [
    { value: directType, title: "Transaction direct", hint: "Début/Fin journée", icon: Building2 },
    { value: "partner_registered", title: "Partenaire enregistré", hint: "Du système", icon: Users },
    { value: "partner_libre", title: "Partenaire libre", hint: "Nom manuel", icon: UserPlus },
  ];
  return (
    <div className="space-y-2">
      <Label>Type d&apos;opération</Label>
      <div role="radiogroup" className="grid grid-cols-3 gap-2">
        {cards.map(({ value: type, title, hint, icon: Icon }) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={value === type}
            onClick={() => onChoose(type)}
            className={cn(
              "flex flex-col items-center gap-1 rounded-lg border p-2 text-center text-xs transition-colors hover:bg-muted sm:p-3",
              value === type && "border-primary bg-accent text-accent-foreground ring-1 ring-primary",
            )}
          >
            <Icon className="size-5" aria-hidden />
            <span className="font-medium leading-tight">{title}</span>
            <span className="text-[11px] text-muted-foreground">{hint}</span>
          </button>
        ))}
      </div>
      <div className={cn("grid gap-2", admin && "sm:grid-cols-2")}>
        <MovementChoice icon={ArrowLeftRight} title="Transfert entre kiosques" hint="Float ou espèces vers un autre kiosque" onClick={() => onMovement("transfer")} />
        {admin && <MovementChoice icon={Star} title="Allocation UV Master" hint="Crédit au Début UV Master" onClick={() => onMovement("allocation")} />}
      </div>
    </div>
  );
}

/** An operation of the + menu besides an entry: it opens its own short form. */
function MovementChoice({ icon: Icon, title, hint, onClick }: { icon: typeof Building2; title: string; hint: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="flex items-center gap-3 rounded-lg border border-dashed p-2.5 text-left text-xs transition-colors hover:bg-muted sm:p-3">
      <Icon className="size-5 shrink-0 text-emerald-700" aria-hidden />
      <span className="min-w-0">
        <span className="block font-medium leading-tight">{title}</span>
        <span className="block text-[11px] text-muted-foreground">{hint}</span>
      </span>
    </button>
  );
}

export function SupervisorField({ value, onChange, supervisors, error }: { value: string; onChange: (id: string) => void; supervisors: Option[] | null; error?: string }) {
  return (
    <ChoiceField
      id={IDS.superviseurId}
      label="Superviseur"
      value={value}
      onChange={onChange}
      options={(supervisors ?? []).map((s) => ({ value: s.id, label: s.nomComplet }))}
      placeholder={supervisors === null ? "Chargement..." : "Choisir un superviseur"}
      error={error}
    />
  );
}

export function AccountField({ value, onChange, accounts, error }: { value: string; onChange: (code: string) => void; accounts: FormAccountType[]; error?: string }) {
  return (
    <ChoiceField
      id={IDS.typeCompte}
      label="Compte"
      badge={accounts.some((a) => a.code === "UV_MASTER") && <Badge variant="warning">UV Master OK</Badge>}
      value={value}
      onChange={onChange}
      options={accounts.map((a) => ({ value: a.code, label: `${a.icon} ${a.label}` }))}
      placeholder="Choisir un compte"
      error={error}
    />
  );
}

export function PartnerField({ value, onChange, partners, admin, error }: { value: string; onChange: (id: string) => void; partners: Option[] | null; admin: boolean; error?: string }) {
  if (partners !== null && partners.length === 0) {
    return (
      <div className="space-y-1.5">
        <Label>Partenaire</Label>
        {admin ? (
          <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">Aucun partenaire actif</p>
        ) : (
          <p className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <AlertTriangle className="size-4 shrink-0" aria-hidden />
            Aucun partenaire disponible
          </p>
        )}
        <FieldError inputId={IDS.partenaireId} message={error} />
      </div>
    );
  }
  return (
    <ChoiceField
      id={IDS.partenaireId}
      label="Partenaire"
      value={value}
      onChange={onChange}
      options={(partners ?? []).map((p) => ({ value: p.id, label: p.nomComplet }))}
      placeholder={partners === null ? "Chargement..." : "Choisir un partenaire"}
      error={error}
    />
  );
}

export function FreePartnerFields({
  name,
  phone,
  onChange,
  tooShort,
  nameError,
  phoneError,
}: {
  name: string;
  phone: string;
  onChange: (patch: { partenaireNom?: string; telephone?: string }) => void;
  tooShort: boolean;
  nameError?: string;
  phoneError?: string;
}) {
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={IDS.partenaireNom}>Nom du partenaire</Label>
        <Input
          id={IDS.partenaireNom}
          value={name}
          maxLength={PARTNER_NAME_MAX}
          onChange={(e) => onChange({ partenaireNom: e.target.value })}
          placeholder="Ex. Boutique Keur Massar"
          {...invalidProps(IDS.partenaireNom, nameError, "tx-partner-name-hint")}
          aria-invalid={tooShort || !!nameError || undefined}
        />
        <FieldError inputId={IDS.partenaireNom} message={nameError} />
        <p id="tx-partner-name-hint" className={cn("text-xs", tooShort ? "text-destructive" : "text-muted-foreground")}>
          {tooShort ? "Nom trop court" : "Min. 2 caractères, max. 100"}
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={IDS.telephone}>Téléphone (optionnel)</Label>
        <Input
          id={IDS.telephone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={30}
          value={phone}
          onChange={(e) => onChange({ telephone: e.target.value })}
          placeholder="Ex. 77 123 45 67"
          {...invalidProps(IDS.telephone, phoneError, "tx-partner-phone-hint")}
        />
        <FieldError inputId={IDS.telephone} message={phoneError} />
        <p id="tx-partner-phone-hint" className="text-xs text-muted-foreground">
          S&apos;il revient souvent, il pourra devenir un partenaire enregistré.
        </p>
      </div>
    </>
  );
}

/** Début or Fin (a partner's Dépôt or Retrait writes the same two lines); Début greyed with its reason where the account takes none (UV Master for a supervisor). */
export function OperationToggle({ value, onChange, error, debutRefusal }: { value: "depot" | "retrait" | ""; onChange: (op: "depot" | "retrait") => void; error?: string; debutRefusal?: string | null }) {
  return (
    <div className="space-y-2">
      <Label id="tx-operation-label">Opération</Label>
      <div
        id="tx-operation"
        role="radiogroup"
        aria-labelledby="tx-operation-label"
        {...invalidProps("tx-operation", error, debutRefusal ? "tx-operation-hint" : undefined)}
        className="grid grid-cols-2 gap-2"
      >
        {(["depot", "retrait"] as const).map((op) => (
          <button
            key={op}
            id={`tx-operation-${op}`}
            type="button"
            role="radio"
            aria-checked={value === op}
            disabled={op === "depot" && !!debutRefusal}
            onClick={() => onChange(op)}
            className={cn(
              "h-10 rounded-md border text-sm font-medium transition-colors hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50",
              value === op && (op === "depot" ? "border-emerald-600 bg-emerald-50 text-emerald-800" : "border-orange-500 bg-orange-50 text-orange-800"),
            )}
          >
            {op === "depot" ? "Début" : "Fin"}
          </button>
        ))}
      </div>
      {debutRefusal && (
        <p id="tx-operation-hint" className="text-xs text-muted-foreground">
          {debutRefusal}
        </p>
      )}
      <FieldError inputId="tx-operation" message={error} />
    </div>
  );
}
