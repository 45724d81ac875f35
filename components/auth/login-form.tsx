"use client";

import { useState } from "react";
import { Loader2, LogIn } from "lucide-react";
import { queueToast, toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CodeInput } from "@/components/profile/code-input";
import { api, ApiError } from "@/lib/api-client";
import { rememberUser } from "@/lib/client/session";
import { REQUIRED_FIELDS_MESSAGE, requiredValues } from "@/lib/domain/forms";
import { homePathFor } from "@/lib/domain/users";
import type { PublicUser } from "@/lib/services/users";

export function LoginForm({ onRequestAccess }: { onRequestAccess: () => void }) {
  const [telephone, setTelephone] = useState("");
  const [code, setCode] = useState("");
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const body = requiredValues({ telephone, Code: code });
    if (!body) {
      toast.error(REQUIRED_FIELDS_MESSAGE);
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
          onChange={(e) => setTelephone(e.target.value)}
          disabled={submitting}
        />
      </div>
      <CodeInput id="login-code" name="Code" label="Code d'accès" required autoComplete="current-password" value={code} onChange={setCode} disabled={submitting} />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? <Loader2 className="animate-spin" /> : <LogIn />}
        {submitting ? "Connexion..." : "Se connecter"}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Pas encore de compte ?{" "}
        <button type="button" onClick={onRequestAccess} className="font-medium text-primary underline-offset-4 hover:underline">
          Faire une demande
        </button>
      </p>
    </form>
  );
}
