// What a tap on + shows while the 'Nouvelle Transaction' dialog's code is still on its way (issue 15,
// "No dead tap"): the dialog's frame, title and a skeleton, at once. A server component: the dashboards'
// pages hand it to the client dashboard as a prop, so its markup travels in the page's HTML and costs no
// first-load JavaScript.
import { Skeleton } from "@/components/ui/skeleton";

export function NewTransactionShell() {
  return (
    <>
      <div className="fixed inset-0 z-50 bg-black/50" aria-hidden />
      <div
        role="dialog"
        aria-modal="true"
        aria-busy="true"
        aria-labelledby="new-transaction-shell-title"
        data-testid="new-transaction-shell"
        className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-5 shadow-lg sm:p-6"
      >
        <h2 id="new-transaction-shell-title" className="text-lg leading-none font-semibold">
          Nouvelle Transaction
        </h2>
        <p className="text-sm text-muted-foreground">Chargement du formulaire…</p>
        <Skeleton className="h-72" />
      </div>
    </>
  );
}
