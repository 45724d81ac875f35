"use client";

// The Demande tab (SPEC §2): the notice, the request form, the sending state and the confirmation,
// then back to the login tab after 3 s (SPEC §4: idle, sending, sent).
import { useEffect, useRef, useState } from "react";
import { CheckCircle2, Info, Loader2, Send } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, ApiError } from "@/lib/api-client";
import { registerRequestSchema } from "@/lib/validation/users";

type Phase = "idle" | "sending" | "sent";
const EMPTY = { nomComplet: "", telephone: "", adresse: "", message: "" };
/** SPEC §9: the success view stays 3 s. */
export const SENT_VIEW_MS = 3_000;

export function RegistrationTab({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [phase, setPhase] = useState<Phase>("idle");
  const done = useRef(onDone);
  done.current = onDone;
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

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
      toast.error(parsed.error.issues[0]!.message);
      return;
    }
    setPhase("sending");
    try {
      await api("/api/users/register-request", { method: "POST", body: parsed.data });
      toast.success("Demande envoyée avec succès !");
      setPhase("sent");
    } catch (error) {
      const network = error instanceof ApiError && (error.code === "NETWORK_ERROR" || error.code === "TIMEOUT_ERROR");
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
      <Field id="demande-nom" label="Nom complet" required>
        <Input id="demande-nom" autoComplete="name" placeholder="Prénom et nom" value={form.nomComplet} onChange={set("nomComplet")} maxLength={100} />
      </Field>
      <Field id="demande-telephone" label="Téléphone" required>
        <Input
          id="demande-telephone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="77 123 45 67"
          value={form.telephone}
          onChange={set("telephone")}
          maxLength={30}
        />
      </Field>
      <Field id="demande-adresse" label="Adresse complète" required>
        <Input id="demande-adresse" autoComplete="street-address" placeholder="Quartier, rue, ville" value={form.adresse} onChange={set("adresse")} maxLength={255} />
      </Field>
      <Field id="demande-message" label="Message (facultatif)">
        <Textarea id="demande-message" placeholder="Votre activité, votre point de vente..." value={form.message} onChange={set("message")} maxLength={500} rows={3} />
      </Field>
      <Button type="submit" className="w-full">
        <Send />
        Envoyer la demande
      </Button>
    </form>
  );
}

function Field({ id, label, required, children }: { id: string; label: string; required?: boolean; children: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label} {required && <span className="text-destructive">*</span>}
      </Label>
      {children}
    </div>
  );
}
