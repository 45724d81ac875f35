"use client";

// The Demande tab (SPEC §2): the notice, the request form, the sending state and the confirmation,
// then back to the login tab after 3 s (SPEC §4: idle, sending, sent). Its form: ./use-registration-form.ts.
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { RequestNotice, SendingView, SentView } from "./registration-parts";
import { REGISTRATION_IDS as IDS, useRegistrationForm } from "./use-registration-form";

export function RegistrationTab({ onDone }: { onDone: () => void }) {
  const { phase, input, errors, onSubmit } = useRegistrationForm(onDone);
  if (phase === "sending") return <SendingView />;
  if (phase === "sent") return <SentView />;

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <RequestNotice />
      <FormField id={IDS.nomComplet} label="Nom complet" required error={errors.nomComplet}>
        <Input autoComplete="name" placeholder="Prénom et nom" maxLength={100} {...input("nomComplet")} />
      </FormField>
      <FormField id={IDS.telephone} label="Téléphone" required error={errors.telephone}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="77 123 45 67" maxLength={30} {...input("telephone")} />
      </FormField>
      <FormField id={IDS.adresse} label="Adresse complète" required error={errors.adresse}>
        <Input autoComplete="street-address" placeholder="Quartier, rue, ville" maxLength={255} {...input("adresse")} />
      </FormField>
      <FormField id={IDS.message} label="Message (facultatif)" error={errors.message}>
        <Textarea placeholder="Votre activité, votre point de vente..." maxLength={500} rows={3} {...input("message")} />
      </FormField>
      <Button type="submit" className="w-full">
        <Send />
        Envoyer la demande
      </Button>
    </form>
  );
}
