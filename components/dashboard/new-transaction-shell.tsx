// What a tap on + shows while the 'Nouvelle Transaction' dialog's code is still on its way (README, Décisions,
// « Pas de tap perdu »): the dialog's frame, title and a skeleton, at once. A server component: the dashboards'
// pages hand it to the client dashboard as a prop, so its markup travels in the page's HTML and costs no
// first-load JavaScript. `early`: the copy the early script shows for a tap before hydration
// (lib/early/events.ts): its own ids, focusable, and a Fermer button the script answers too.
import { Skeleton } from "@/components/ui/skeleton";

export function NewTransactionShell({ early = false }: { early?: boolean }) {
  const titleId = early ? "new-transaction-early-title" : "new-transaction-shell-title";
  return (
    <>
      <div className="fixed inset-0 z-50 bg-black/50" aria-hidden />
      <div
        role="dialog"
        aria-modal="true"
        aria-busy="true"
        aria-labelledby={titleId}
        data-testid={early ? "new-transaction-early-shell" : "new-transaction-shell"}
        tabIndex={early ? -1 : undefined}
        className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-5 shadow-lg outline-none sm:p-6"
      >
        <h2 id={titleId} className="text-lg leading-none font-semibold">
          Nouvelle Transaction
        </h2>
        <p className="text-sm text-muted-foreground">Chargement du formulaire…</p>
        <Skeleton className="h-72" />
        {early && (
          <button
            type="button"
            data-early="close:new-transaction"
            className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-md opacity-70 hover:opacity-100 focus:ring-2 focus:ring-ring focus:outline-none sm:top-3 sm:right-3 sm:size-8"
          >
            {/* Lucide's X drawn here: a Lucide icon in a server component is a client reference (its Icon module),
                which would tie this page's chunk to every page that shows one */}
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-4" aria-hidden>
              <path d="M18 6 6 18" />
              <path d="m6 6 12 12" />
            </svg>
            <span className="sr-only">Fermer</span>
          </button>
        )}
      </div>
    </>
  );
}
