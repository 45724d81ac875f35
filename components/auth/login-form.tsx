"use client";

import { useEffect, useRef, useState } from "react";
import { Loader2, LogIn } from "lucide-react";
import { queueToast, toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/ui/field-error";
import { CodeInput } from "@/components/profile/code-input";
import { api, ApiError } from "@/lib/api-client";
import { fieldErrors, invalidProps, serverFieldErrors, useFieldErrors } from "@/lib/forms/field-errors";
import { rememberUser } from "@/lib/client/session";
import { useHydrated } from "@/lib/client/use-hydrated";
import { useEarlyClaim } from "@/lib/client/early";
import { LOGIN_MESSAGES, REQUIRED_FIELDS_MESSAGE } from "@/lib/domain/forms";
import { PHONE_MESSAGE } from "@/lib/domain/phone";
import { homePathFor } from "@/lib/domain/users";
import type { PublicUser } from "@/lib/services/users";

/** The server's schema, loaded when the browser is idle: zod stays out of /auth's first load. */
const loadSchema = () => import("@/lib/validation/auth").then((m) => m.loginSchema);
const IDS = { telephone: "login-telephone", Code: "login-code" };
/** The server's answers that belong to one field (SPEC §5: telephone and Code). */
const SERVER_FIELDS = { telephone: [PHONE_MESSAGE], Code: [LOGIN_MESSAGES.codeLong, LOGIN_MESSAGES.codeChars] };

export function LoginForm({ onRequestAccess }: { onRequestAccess: () => void }) {
  const [telephone, setTelephone] = useState("");
  const [code, setCode] = useState("");
  const [submitting, setSubmitting] = useState(false);
  // Faire une demande needs its code; Se connecter is answered before hydration by the early script
  // (lib/early/events.ts: the empty fields' messages at once, a filled form waits for React), never natively
  const hydrated = useHydrated();
  const { errors, show, clear } = useFieldErrors(IDS);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void loadSchema().catch(() => undefined));
  }, []);

  // Hydrated: what was typed before is the form's (React does not read it back), the early messages become
  // this form's own, and a Se connecter that waited goes now.
  useEarlyClaim("login", ({ replay, invalid }) => {
    const form = formRef.current;
    if (!form) return;
    const typed = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
    const values = { telephone: typed("telephone"), Code: typed("Code").replace(/\D/g, "") };
    setTelephone(values.telephone);
    setCode(values.Code);
    const marked = invalid.filter((field): field is keyof typeof IDS => field in IDS);
    if (marked.length) show(Object.fromEntries(marked.map((field) => [field, REQUIRED_FIELDS_MESSAGE])), { focus: false });
    if (replay) void submit(values);
  });

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    void submit({ telephone, Code: code });
  }

  async function submit(values: { telephone: string; Code: string }) {
    const body = { telephone: values.telephone.trim(), Code: values.Code.trim() };
    // without its code (offline), the server checks the same schema and its answer goes under the field
    const parsed = (await loadSchema().catch(() => null))?.safeParse(body);
    if (parsed && !parsed.success) {
      const errors = fieldErrors<keyof typeof IDS>(parsed.error.issues);
      show(errors);
      if (Object.values(errors).includes(REQUIRED_FIELDS_MESSAGE)) toast.error(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    setSubmitting(true);
    try {
      const data = await api<{ token: string; user: PublicUser }>("/api/users/login", {
        method: "POST",
        body,
      });
      rememberUser(data.user);
      // the home page is another application shell: a full navigation, the toast shown on arrival
      queueToast("success", `Connexion réussie ! Bienvenue ${data.user.nomComplet}`);
      window.location.replace(homePathFor(data.user.role));
    } catch (error) {
      const network = error instanceof ApiError && (error.code === "NETWORK_ERROR" || error.code === "TIMEOUT_ERROR");
      const onField = !network && error instanceof ApiError && serverFieldErrors(error.serverMessage, SERVER_FIELDS);
      if (onField) show(onField);
      toast.error(
        network
          ? "Erreur de connexion. Vérifiez votre réseau."
          : (error instanceof ApiError && error.serverMessage) || "Erreur de connexion",
      );
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} method="post" data-early="submit:login" className="space-y-4" noValidate>
      <div className="space-y-2">
        <Label htmlFor="login-telephone">
          Téléphone <span className="text-destructive">*</span>
        </Label>
        <Input
          id="login-telephone"
          name="telephone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="77 123 45 67"
          value={telephone}
          onChange={(e) => {
            setTelephone(e.target.value);
            clear("telephone");
          }}
          disabled={submitting}
          data-early-required={REQUIRED_FIELDS_MESSAGE}
          {...invalidProps(IDS.telephone, errors.telephone)}
        />
        <FieldError inputId={IDS.telephone} message={errors.telephone} early />
      </div>
      <CodeInput
        id={IDS.Code}
        name="Code"
        label="Code d'accès"
        required
        autoComplete="current-password"
        value={code}
        onChange={(value) => {
          setCode(value);
          clear("Code");
        }}
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
