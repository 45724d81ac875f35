"use client";

// One's own access code on the profile page: masked, shown on demand (a GET allowed for oneself, audited).
import { useState } from "react";
import { Eye, EyeOff, Loader2 } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { api, userMessage } from "@/lib/api-client";
import { isNetworkError, leaveIfExpired } from "@/lib/client/expired";

export function OwnCode({ userId }: { userId: string }) {
  const [code, setCode] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function toggle() {
    if (code) {
      setCode(null);
      return;
    }
    setLoading(true);
    try {
      const data = await api<{ codeClair: string }>(`/api/users/${userId}/code`);
      setCode(data.codeClair);
    } catch (error) {
      if (leaveIfExpired(error)) return;
      toast.error("Impossible d'afficher le code", {
        description: isNetworkError(error) ? "Problème de connexion au serveur" : userMessage(error),
      });
    } finally {
      setLoading(false);
    }
  }

  return (
    <span className="flex items-center gap-2">
      <span className="font-mono tracking-widest" data-testid="own-code">
        {code ?? "••••••"}
      </span>
      <Button type="button" variant="ghost" size="sm" onClick={toggle} disabled={loading} aria-label={code ? "Masquer mon code" : "Afficher mon code"}>
        {loading ? <Loader2 className="animate-spin" /> : code ? <EyeOff /> : <Eye />}
        {code ? "Masquer" : "Afficher"}
      </Button>
    </span>
  );
}
