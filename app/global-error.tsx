"use client";

// Last resort when even the root layout fails: plain HTML, in French.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="fr">
      <body style={{ fontFamily: "system-ui, sans-serif", display: "grid", placeItems: "center", minHeight: "100dvh", margin: 0, textAlign: "center", padding: 24 }}>
        <div>
          <h1 style={{ fontSize: 20 }}>Une erreur est survenue</h1>
          <p style={{ color: "#64748b" }}>La page n&apos;a pas pu être chargée. Vérifiez votre connexion internet puis réessayez.</p>
          <button type="button" onClick={() => reset()} style={{ padding: "8px 16px", borderRadius: 6, border: 0, background: "#047857", color: "white" }}>
            Réessayer
          </button>
        </div>
      </body>
    </html>
  );
}
