"use client";

// Shown when a page fails to render or load (a lost connection while fetching its code, a server error).
// Its chunk is part of every page's first load, so it imports none of the shared UI: plain elements
// with the button classes, and its two icons drawn here.
import { useEffect } from "react";
import Link from "next/link";
import { plainButtonClass } from "@/components/ui/button-styles";

export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="flex min-h-[60dvh] flex-col items-center justify-center gap-3 p-6 text-center">
      <Icon className="size-10 text-amber-600" paths={["m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3", "M12 9v4", "M12 17h.01"]} />
      <h1 className="text-lg font-semibold">Une erreur est survenue</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        La page n&apos;a pas pu être chargée. Vérifiez votre connexion internet puis réessayez.
      </p>
      <div className="flex gap-2">
        <button type="button" className={plainButtonClass()} onClick={() => reset()}>
          <Icon paths={["M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8", "M21 3v5h-5", "M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16", "M8 16H3v5"]} />{" "}
          Réessayer
        </button>
        <Link href="/" className={plainButtonClass("outline")}>
          Retour à l&apos;accueil
        </Link>
      </div>
    </main>
  );
}

/** A Lucide icon (same drawing attributes), without Lucide's runtime. */
function Icon({ paths, className }: { paths: string[]; className?: string }) {
  return (
    <svg
      aria-hidden
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
