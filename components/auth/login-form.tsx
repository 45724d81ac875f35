"use client";

import { useEffect, useState } from "react";
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
  // until hydrated, Se connecter would submit the form natively (a reload, what was typed lost)
  const hydrated = useHydrated();
  const { errors, show, clear } = useFieldErrors(IDS);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void loadSchema().catch(() => undefined));
  }, []);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const body = { telephone: telephone.trim(), Code: code.trim() };
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
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
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
          {...invalidProps(IDS.telephone, errors.telephone)}
        />
        <FieldError inputId={IDS.telephone} message={errors.telephone} />
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
      />
      <Button type="submit" className="w-full" disabled={submitting || !hydrated}>
        {submitting ? <Loader2 className="animate-spin" /> : <LogIn />}
        {submitting ? "Connexion..." : "Se connecter"}
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
