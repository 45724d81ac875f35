"use client";

// The Demande tab (SPEC §2): the notice, the request form, the sending state and the confirmation,
// then back to the login tab after 3 s (SPEC §4: idle, sending, sent).
import { useEffect, useRef, useState } from "react";
import { CheckCircle2, Info, Loader2, Send } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, ApiError } from "@/lib/api-client";
import { fieldErrors, invalidProps, serverFieldErrors, useFieldErrors } from "@/lib/forms/field-errors";
import { REQUIRED_FIELDS_MESSAGE } from "@/lib/domain/forms";
import { REGISTER_SERVER_FIELDS, registerRequestSchema } from "@/lib/validation/users";

type Phase = "idle" | "sending" | "sent";
const EMPTY = { nomComplet: "", telephone: "", adresse: "", message: "" };
type Field = keyof typeof EMPTY;
const IDS: Record<Field, string> = { nomComplet: "demande-nom", telephone: "demande-telephone", adresse: "demande-adresse", message: "demande-message" };
/** SPEC §9: the success view stays 3 s. */
export const SENT_VIEW_MS = 3_000;

export function RegistrationTab({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [phase, setPhase] = useState<Phase>("idle");
  const done = useRef(onDone);
  done.current = onDone;
  const { errors, show, clear } = useFieldErrors(IDS);
  /** the value, and the props that mark the field and clear its error when it changes */
  const field = (name: Field) => ({
    id: IDS[name],
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setForm((f) => ({ ...f, [name]: e.target.value }));
      clear(name);
    },
    ...invalidProps(IDS[name], errors[name]),
  });

  useEffect(() => {
    if (phase !== "sent") return;
    const timer = setTimeout(() => {
      setPhase("idle");
      setForm(EMPTY);
      done.current();
    }, SENT_VIEW_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = registerRequestSchema.safeParse(form);
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
      const network = error instanceof ApiError && (error.code === "NETWORK_ERROR" || error.code === "TIMEOUT_ERROR");
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

  if (phase === "sending") {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center" role="status" aria-live="polite">
        <Loader2 className="size-8 animate-spin text-primary" aria-hidden />
        <p className="font-medium">Envoi de votre demande...</p>
        <p className="text-sm text-muted-foreground">Notification envoyée à l&apos;administrateur</p>
      </div>
    );
  }

  if (phase === "sent") {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center" role="status" aria-live="polite" data-testid="registration-sent">
        <CheckCircle2 className="size-10 text-success" aria-hidden />
        <p className="text-lg font-semibold">Demande envoyée !</p>
        <p className="max-w-xs text-sm text-muted-foreground">
          L&apos;administrateur va examiner votre demande. Vous recevrez votre code d&apos;accès par SMS après validation.
        </p>
        <p className="text-xs text-muted-foreground">Retour à la connexion dans quelques secondes...</p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <div className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          Votre demande sera examinée par l&apos;administrateur. Après validation, vous recevrez par SMS un code
          d&apos;accès personnel.
        </p>
      </div>
      <Field id={IDS.nomComplet} label="Nom complet" required error={errors.nomComplet}>
        <Input autoComplete="name" placeholder="Prénom et nom" maxLength={100} {...field("nomComplet")} />
      </Field>
      <Field id={IDS.telephone} label="Téléphone" required error={errors.telephone}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="77 123 45 67" maxLength={30} {...field("telephone")} />
      </Field>
      <Field id={IDS.adresse} label="Adresse complète" required error={errors.adresse}>
        <Input autoComplete="street-address" placeholder="Quartier, rue, ville" maxLength={255} {...field("adresse")} />
      </Field>
      <Field id={IDS.message} label="Message (facultatif)" error={errors.message}>
        <Textarea placeholder="Votre activité, votre point de vente..." maxLength={500} rows={3} {...field("message")} />
      </Field>
      <Button type="submit" className="w-full">
        <Send />
        Envoyer la demande
      </Button>
    </form>
  );
}

function Field({ id, label, required, error, children }: { id: string; label: string; required?: boolean; error?: string; children: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label} {required && <span className="text-destructive">*</span>}
      </Label>
      {children}
      <FieldError inputId={id} message={error} />
    </div>
  );
}
