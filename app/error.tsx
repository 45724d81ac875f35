"use client";

// Shown when a page fails to render or load (a lost connection while fetching its code, a server error).
import { useEffect } from "react";
import Link from "next/link";
import { AlertTriangle, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";

export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="flex min-h-[60dvh] flex-col items-center justify-center gap-3 p-6 text-center">
      <AlertTriangle className="size-10 text-amber-600" aria-hidden />
      <h1 className="text-lg font-semibold">Une erreur est survenue</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        La page n&apos;a pas pu être chargée. Vérifiez votre connexion internet puis réessayez.
      </p>
      <div className="flex gap-2">
        <Button onClick={() => reset()}>
          <RefreshCw /> Réessayer
        </Button>
        <Button variant="outline" asChild>
          <Link href="/">Retour à l&apos;accueil</Link>
        </Button>
      </div>
    </main>
  );
}
