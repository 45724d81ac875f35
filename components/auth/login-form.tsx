"use client";

// Se connecter (SPEC §2): the phone and the access code, then Faire une demande. Its state, check and
// sending: ./use-login-form.ts. The phone field has the focus as the page arrives: `autofocus` is in the served
// HTML, so the browser focuses it before any script runs, and hydration leaves the focus where the user put it.
import { Loader2, LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { CodeInput } from "@/components/profile/code-input";
import { invalidProps } from "@/lib/forms/invalid-props";
import { useHydrated } from "@/lib/client/use-hydrated";
import { REQUIRED_FIELDS_MESSAGE } from "@/lib/domain/forms";
import { LOGIN_IDS, useLoginForm } from "./use-login-form";

export function LoginForm({ onRequestAccess }: { onRequestAccess: () => void }) {
  const { formRef, values, edit, errors, submitting, onSubmit } = useLoginForm();
  // Faire une demande needs its code; Se connecter is answered before hydration by the early script
  // (lib/early/events.ts: the empty fields' messages at once, a filled form waits for React), never natively
  const hydrated = useHydrated();

  return (
    <form ref={formRef} onSubmit={onSubmit} method="post" data-early="submit:login" className="space-y-4" noValidate>
      <FormField id={LOGIN_IDS.telephone} label="Téléphone" required error={errors.telephone} early>
        <Input
          id={LOGIN_IDS.telephone}
          name="telephone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          autoFocus
          placeholder="77 123 45 67"
          value={values.telephone}
          onChange={(e) => edit("telephone")(e.target.value)}
          disabled={submitting}
          data-early-required={REQUIRED_FIELDS_MESSAGE}
          {...invalidProps(LOGIN_IDS.telephone, errors.telephone)}
        />
      </FormField>
      <CodeInput
        id={LOGIN_IDS.Code}
        name="Code"
        label="Code d'accès"
        required
        autoComplete="current-password"
        value={values.Code}
        onChange={edit("Code")}
        disabled={submitting}
        error={errors.Code}
        earlyRequired={REQUIRED_FIELDS_MESSAGE}
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? <Loader2 className="animate-spin" /> : <LogIn />}
        {submitting ? (
          "Connexion..."
        ) : (
          // the early script swaps these two while a tap waits for the code (attributes only: hydration-safe)
          <>
            <span data-early-idle="">Se connecter</span>
            <span data-early-busy="" hidden>
              Connexion...
            </span>
          </>
        )}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Pas encore de compte ?{" "}
        <button type="button" onClick={onRequestAccess} disabled={!hydrated} className="font-medium text-primary underline-offset-4 hover:underline disabled:opacity-50">
          Faire une demande
        </button>
      </p>
    </form>
  );
}
