"use client";

// The Demande form's state, check and sending (SPEC §4: idle, sending, sent): the shared schema puts each problem
// under its field, SPEC §5's missing-field message stays a toast too, a server answer that belongs to one field
// goes under it; after the confirmation's 3 s the form is emptied and the login tab comes back.
import { useEffect, useEffectEvent, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api, ApiError } from "@/lib/api-client";
import { isNetworkError } from "@/lib/client/expired";
import { fieldErrors, serverFieldErrors } from "@/lib/forms/field-errors";
import { useFormFields } from "@/lib/forms/use-form-fields";
import { REQUIRED_FIELDS_MESSAGE } from "@/lib/domain/forms";
import { REGISTER_SERVER_FIELDS, registerRequestSchema } from "@/lib/validation/users";

export type RegistrationPhase = "idle" | "sending" | "sent";
const EMPTY = { nomComplet: "", telephone: "", adresse: "", message: "" };
type Field = keyof typeof EMPTY;
export const REGISTRATION_IDS: Record<Field, string> = { nomComplet: "demande-nom", telephone: "demande-telephone", adresse: "demande-adresse", message: "demande-message" };
/** SPEC §9: the success view stays 3 s. */
export const SENT_VIEW_MS = 3_000;

export function useRegistrationForm(onDone: () => void) {
  const { values, setValues, input, errors, show } = useFormFields(EMPTY, REGISTRATION_IDS);
  const [phase, setPhase] = useState<RegistrationPhase>("idle");
  // the tab's latest callback when the confirmation ends, without restarting its timer when the tab re-renders
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (phase !== "sent") return;
    const timer = setTimeout(() => {
      setPhase("idle");
      setValues(EMPTY);
      done();
    }, SENT_VIEW_MS);
    return () => clearTimeout(timer);
  }, [phase, setValues]);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = registerRequestSchema.safeParse(values);
    if (!parsed.success) {
      const problems = fieldErrors<Field>(parsed.error.issues);
      show(problems);
      // SPEC §5's message for a missing field stays a toast too
      if (Object.values(problems).includes(REQUIRED_FIELDS_MESSAGE)) toast.error(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    setPhase("sending");
    try {
      await api("/api/users/register-request", { method: "POST", body: parsed.data });
      toast.success("Demande envoyée avec succès !");
      setPhase("sent");
    } catch (error) {
      const network = isNetworkError(error);
      const onField = !network && error instanceof ApiError && serverFieldErrors(error.serverMessage, REGISTER_SERVER_FIELDS);
      if (onField) show(onField);
      toast.error(
        network
          ? "Erreur réseau. Vérifiez votre connexion."
          : (error instanceof ApiError && error.serverMessage) || "Erreur lors de l'envoi de la demande",
      );
      setPhase("idle");
    }
  }

  return { phase, input, errors, onSubmit };
}
