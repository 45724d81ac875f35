"use client";

// "Convertir en partenaire": a confirmation with his name and phone (the phone typed when none is known, or
// when the known one already has an account). A refusal says the server's words under the phone and in a toast;
// nothing changes.
import { useId, useState } from "react";
import { Loader2, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toastFailure } from "@/components/users/feedback";
import { api, userMessage } from "@/lib/api-client";
import { leaveIfExpired } from "@/lib/client/expired";
import { toast } from "@/lib/client/toast";
import { useFormFields } from "@/lib/forms/use-form-fields";
import type { ShownConvertedPartner } from "@/lib/presenters/partner-balance";
import type { FrequentFreePartner } from "@/lib/services/free-partners";

/** The phone typed, its problem, the sending; reset to the partner's own each time another is shown. */
function useConvertForm(partner: FrequentFreePartner | null, onDone: (result: ShownConvertedPartner) => void) {
  const { values, setValues, input, errors, show } = useFormFields({ telephoneLibre: "" }, { telephoneLibre: useId() }, { focus: false });
  // the problem stays under the field without taking the focus
  const showProblem = (message: string | null | undefined) => show(message ? { telephoneLibre: message } : {});
  const [shown, setShown] = useState(partner);
  const [saving, setSaving] = useState(false);
  if (partner && partner !== shown) {
    setShown(partner);
    setValues({ telephoneLibre: partner.telephoneLibre ?? "" });
    showProblem(partner.peutConvertir ? null : partner.motif);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!shown) return;
    const telephoneLibre = values.telephoneLibre.trim();
    if (!telephoneLibre) return showProblem("Le numéro de téléphone du partenaire est requis pour créer son compte");
    setSaving(true);
    showProblem(null);
    try {
      const result = await api<ShownConvertedPartner>("/api/transactions/partners/convert-free", {
        method: "POST",
        body: { partenaireNom: shown.partenaireNom, telephoneLibre },
      });
      toast.success("Partenaire enregistré", { description: `${result.user.nomComplet} : ${result.transactionsTransferees} opération${result.transactionsTransferees > 1 ? "s" : ""} et son solde lui sont rattachés.` });
      onDone(result);
    } catch (error) {
      if (leaveIfExpired(error)) return;
      showProblem(userMessage(error, "Impossible d'enregistrer ce partenaire"));
      toastFailure(error, "Conversion refusée", "Impossible d'enregistrer ce partenaire");
    } finally {
      setSaving(false);
    }
  }

  return { shown, phone: input("telephoneLibre"), problem: errors.telephoneLibre, saving, submit };
}

export function ConvertDialog({
  partner,
  onClose,
  onDone,
}: {
  partner: FrequentFreePartner | null;
  onClose: () => void;
  onDone: (result: ShownConvertedPartner) => void;
}) {
  const { shown, phone, problem, saving, submit } = useConvertForm(partner, onDone);
  // the known phone is kept unless it is missing or already has an account
  const editable = !!shown && !shown.peutConvertir;

  return (
    <Dialog open={partner !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent data-testid="convert-dialog">
        <DialogHeader>
          <DialogTitle>Convertir en partenaire</DialogTitle>
          <DialogDescription>
            <span className="font-medium break-words text-foreground">{shown?.partenaireNom}</span> aura son compte et son code d&apos;accès, envoyé par SMS. Ses{" "}
            {shown?.nombreTransactions} opérations récentes, tout son historique et son solde lui seront rattachés.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-1">
            <p className="text-sm font-medium">Nom</p>
            <p className="text-sm break-words">{shown?.partenaireNom}</p>
          </div>
          <FormField id={phone.id} label="Téléphone" required error={problem}>
            <Input type="tel" inputMode="tel" autoComplete="off" maxLength={30} readOnly={!editable} disabled={saving} {...phone} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={saving}>
              Annuler
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Loader2 className="animate-spin" /> : <UserPlus />}
              {saving ? "Enregistrement..." : "Convertir"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
