"use client";

// The admin's account tools on a supervisor card: set a line's value (PATCH .../accounts/update) and
// open an account (POST /api/transactions/accounts), with SPEC §8's error texts.
import { useEffect, useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { AmountInput } from "@/components/ui/amount-input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ApiError, apiEnvelope } from "@/lib/api-client";
// SPEC's five accounts, and another market type once the admin has switched it on (assertAccountCreationAllowed)
import { SPEC_ACCOUNT_TYPES } from "@/lib/domain/account-types";
import { ACCOUNT_TYPES, type LineType } from "@/lib/domain/constants";
import { useAllAccountTypes } from "@/components/transactions/account-types-cache";
import { accountKeyInfo } from "@/lib/domain/ledger";
import { parseAmountInput } from "@/lib/domain/money";

export type AccountTool = "set" | "create";

/** SPEC §8, supervisor account update: 404 / 403 / 401 texts, else the server's message or 'Erreur HTTP {status}'. */
export function accountUpdateError(error: unknown, url: string): string {
  if (!(error instanceof ApiError)) return "Erreur HTTP";
  if (error.status === 404 && !error.serverMessage) return `Route non trouvée: ${url}. Vérifiez que la route existe côté serveur.`;
  if (error.status === 403) return "Accès interdit - vérifiez vos permissions";
  if (error.status === 401) return "Non autorisé - vérifiez votre token d'authentification";
  if (error.status === null) return error.message;
  return error.serverMessage || `Erreur HTTP ${error.status}`;
}

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
  const [lineType, setLineType] = useState<LineType>("debut");
  const [accountKey, setAccountKey] = useState("");
  const [value, setValue] = useState("");
  const [initial, setInitial] = useState("");
  const [saving, setSaving] = useState(false);
  const types = useAllAccountTypes(!!tool);
  useEffect(() => {
    if (tool) {
      setLineType("debut");
      setAccountKey("");
      setValue("");
      setInitial("");
    }
  }, [tool]);

  const options = [...new Set([...keys, ...SPEC_ACCOUNT_TYPES])];
  // "Créer un compte": SPEC's five whatever their switch, the market's others while they are on
  const creatable = ACCOUNT_TYPES.filter((code) => SPEC_ACCOUNT_TYPES.includes(code) || types?.find((row) => row.value === code)?.isActive);
  /** a line's label and icon, AUTRES under the admin's label (accountKeyInfo reads it from the names) */
  const autresLabel = types?.find((row) => row.value === "AUTRES")?.label;
  const infoOf = (key: string) => accountKeyInfo(key, autresLabel ? { ...names, AUTRES: autresLabel } : names);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      if (tool === "set") {
        const url = `/api/transactions/supervisors/${supervisor.id}/accounts/update`;
        try {
          const envelope = await apiEnvelope(url, {
            method: "PATCH",
            body: { accountType: lineType, accountKey, newValue: parseAmountInput(value) ?? "", updatedAt: new Date().toISOString(), updatedBy: "ADMIN", date: day },
            retry: false,
          });
          toast.success(envelope.message);
        } catch (error) {
          toast.error(accountUpdateError(error, url), { duration: 5000 });
          return;
        }
      } else {
        try {
          const envelope = await apiEnvelope("/api/transactions/accounts", {
            method: "POST",
            body: { supervisorId: supervisor.id, accountType: accountKey, initialBalance: parseAmountInput(initial) ?? 0, balance: parseAmountInput(value) ?? 0 },
            retry: false,
          });
          toast.success(envelope.message);
        } catch (error) {
          const message = error instanceof ApiError ? error.serverMessage : null;
          toast.error(message || "Erreur lors de la création. Veuillez réessayer.", { duration: 5000 });
          return;
        }
      }
      onClose();
      onDone();
    } finally {
      setSaving(false);
    }
  }

  const ready = tool === "set" ? !!accountKey && value !== "" : !!accountKey;

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
        <form onSubmit={submit} className="space-y-4">
          <fieldset disabled={saving} className="space-y-4">
            {tool === "set" && (
              <div className="space-y-2">
                <Label>Ligne</Label>
                <div role="radiogroup" className="grid grid-cols-2 gap-2">
                  {(["debut", "sortie"] as const).map((t) => (
                    <Button key={t} type="button" role="radio" aria-checked={lineType === t} variant={lineType === t ? "default" : "outline"} onClick={() => setLineType(t)}>
                      {t === "debut" ? "Début" : "Fin"}
                    </Button>
                  ))}
                </div>
              </div>
            )}
            <div className="space-y-2">
              <Label htmlFor="account-key">Compte</Label>
              <Select value={accountKey} onValueChange={setAccountKey}>
                <SelectTrigger id="account-key" aria-label="Compte">
                  <SelectValue placeholder="Choisir un compte" />
                </SelectTrigger>
                <SelectContent>
                  {(tool === "set" ? options : creatable).map((key) => {
                    const info = infoOf(key);
                    return (
                      <SelectItem key={key} value={key}>
                        {info.icon} {info.label}
                      </SelectItem>
                    );
                  })}
                </SelectContent>
              </Select>
            </div>
            {tool === "create" && (
              <AmountField id="account-initial" label="Solde initial (Début)" value={initial} onChange={setInitial} />
            )}
            <AmountField id="account-value" label={tool === "set" ? "Nouvelle valeur" : "Solde actuel (Fin)"} value={value} onChange={setValue} />
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
              Annuler
            </Button>
            <Button type="submit" disabled={!ready || saving}>
              {saving && <Loader2 className="animate-spin" />}
              {saving ? "En cours..." : tool === "set" ? "Enregistrer" : "Créer le compte"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function AmountField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <AmountInput id={id} placeholder="0" value={value} onValueChange={onChange} className="pr-16 text-right tabular-nums" />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">F CFA</span>
      </div>
    </div>
  );
}
