"use client";

// The "Types de compte" section's state: the list as the server last answered it, the type being switched
// (PATCH /api/accountype/{type}/toggle), the one whose switching off awaits its confirmation; and the form of
// AUTRES's label (PATCH /api/accountype/AUTRES/label), checked with the route's own schema before sending, its
// problem or the server's 422 under the field, any other failure in a toast. Each change empties the transaction
// form's list of types (it asks again).
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { ApiError, apiEnvelope, userMessage } from "@/lib/api-client";
import type { accountTypesView } from "@/lib/domain/account-types";
import type { AccountType } from "@/lib/domain/constants";
import { fieldErrors, useFieldErrors } from "@/lib/forms/field-errors";
import { autresLabelSchema } from "@/lib/validation/account-types";
import { clearAccountTypesCache } from "@/components/transactions/account-types-cache";

export type AccountTypesView = ReturnType<typeof accountTypesView>;
export type TypeRow = AccountTypesView["allTypes"][number];

export const LABEL_ID = "autres-label";
const LABEL_IDS = { label: LABEL_ID };

export function useAccountTypes(initial: AccountTypesView) {
  const [view, setView] = useState(initial);
  const [busy, setBusy] = useState<AccountType | null>(null);
  const [confirming, setConfirming] = useState<TypeRow | null>(null);

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

  /** A switch pressed: switching on goes at once, switching off asks first. */
  const press = (row: TypeRow) => (row.isActive ? setConfirming(row) : toggle(row, true));
  /** The confirmation closed without switching off (not while a switch is under way). */
  const cancel = () => busy === null && setConfirming(null);

  return { view, setView, busy, confirming, toggle, press, cancel };
}

export function useAutresLabelForm(saved: string, onSaved: (view: AccountTypesView) => void) {
  const [label, setLabel] = useState(saved);
  const [saving, setSaving] = useState(false);
  const errors = useFieldErrors(LABEL_IDS);

  function type(value: string) {
    setLabel(value);
    errors.clear("label");
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = autresLabelSchema.safeParse({ label });
    if (!parsed.success) {
      errors.show(fieldErrors(parsed.error.issues, "label"));
      return;
    }
    setSaving(true);
    errors.reset();
    try {
      const envelope = await apiEnvelope<AccountTypesView>("/api/accountype/AUTRES/label", { method: "PATCH", body: parsed.data, retry: false });
      onSaved(envelope.data);
      setLabel(envelope.data.autresLabel);
      clearAccountTypesCache();
      toast.success(envelope.message, { description: `Le type « Autres » s'appelle désormais ${envelope.data.autresLabel}.`, duration: 3000 });
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) errors.show({ label: userMessage(e) }, { focus: false });
      else toast.error("Erreur lors de l'enregistrement du libellé", { description: userMessage(e), duration: 5000 });
    } finally {
      setSaving(false);
    }
  }

  return { label, type, error: errors.errors.label, saving, changed: label.trim() !== saved, submit };
}
