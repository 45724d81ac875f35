"use client";

// What both dashboards share: the header (initials, name, refresh, and extra actions), the floating add
// button and its 'Nouvelle Transaction' dialog. Until React has hydrated the page, the header's buttons render
// disabled (lib/client/use-hydrated.ts) and a tap on + is answered by the early script (lib/early/events.ts);
// the dialog's code is asked for as hydration starts, and a tap before it is there shows the form in plain HTML
// at once (new-transaction-shell.tsx: no tap is lost, and it takes input), the form itself as soon as its code is there.
import { startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { Plus, RefreshCw } from "lucide-react";
import { preloadable } from "@/components/ui/lazy-parts";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import type { NewTransactionDialogProps } from "@/components/transactions/new-transaction-dialog";
import { useHydrated } from "@/lib/client/use-hydrated";
import { useEarlyClaim } from "@/lib/client/early";
import { initials } from "@/lib/domain/users";
import type { QueuedEntry } from "@/lib/offline/queue";
import { cn } from "@/lib/utils";

type DialogImpl = ComponentType<NewTransactionDialogProps>;
/** The dialog and the overlay primitives it opens with, loaded once (a failed load, a lost connection, is asked again). */
const loadNewTransaction = preloadable(() =>
  Promise.all([import("@/components/transactions/new-transaction-dialog"), import("@/components/ui/dialog-impl")]).then(([m]) => m.default),
).preload;

/** The early script's name for the + (lib/early/events.ts). */
const EARLY_NEW_TRANSACTION = "new-transaction";

/**
 * Asks for the dialog's code while the dashboard renders in the browser (so that the form is there when
 * tapped: docs/performance.md, field bench): on a first load, as its hydration starts, once the page's first load has arrived. Hydration
 * then takes 0.4 to 0.6 s on the slow profile, the link idle meanwhile: the ~60 KB travel then, and a tap on +
 * (or one answered early, which React replays) finds the code there or nearly. It used to wait for the page's
 * load and an idle moment, 0.5 to 1 s after hydration. Not in the page's head: it would share the link with the
 * first load, and count in its budget. A preload, like react-dom's preload() called while rendering: loaded
 * once, nothing rendered changes. (The form's lists are not asked for ahead: the amount field does not wait for
 * them, and asking from here would cost the first load 0.2 KB.)
 */
export function usePrefetchNewTransaction(enabled: boolean) {
  if (enabled && typeof window !== "undefined") loadNewTransaction().catch(() => undefined);
}

export function DashboardHeader({
  userName,
  loading,
  onRefresh,
  children,
}: {
  userName: string;
  loading: boolean;
  onRefresh: () => void;
  children?: React.ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <PageHeader title="Dashboard">
      <div className="hidden items-center gap-2 sm:flex">
        <span className="flex size-8 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold text-accent-foreground" aria-hidden>
          {initials(userName)}
        </span>
        <span className="max-w-40 truncate text-sm font-medium">{userName}</span>
      </div>
      <Button variant="outline" size="icon-sm" onClick={onRefresh} disabled={loading || !hydrated} aria-label="Actualiser">
        <RefreshCw className={cn(loading && "animate-spin")} />
      </Button>
      {children}
    </PageHeader>
  );
}

/**
 * The + and its 'Nouvelle Transaction' dialog, with the dialog's open state of their own: a tap on + re-renders
 * these two only, not the whole dashboard (on the admin's, every supervisor's card and the trend: about 0.3 s of
 * a slowed phone's main thread between the tap and the dialog). `draft` (Corriger, from the entries kept on the
 * device) opens the dialog too. `button`: the + is shown (today's page, writable).
 *
 * `shell` (new-transaction-shell.tsx, from the page) is the form in plain HTML: shown at once, by the early script
 * before hydration and by this after it, and taking input until the form's code is there. The form then takes
 * over what was typed in it and the shell goes, in one frame, for good (the code stays). The form renders in a
 * transition, not a Suspense boundary: React shows a revealed boundary's content no sooner than 0.3 s after its
 * fallback, and the form's render yields to the page meanwhile; what is typed during it is read when it commits.
 */
export function NewTransactionEntry({
  button,
  shell,
  draft,
  onDraftClosed,
  ...dialog
}: Omit<NewTransactionDialogProps, "open" | "onOpenChange" | "draft" | "shell" | "onShellRead"> & {
  button: boolean;
  shell: ReactNode;
  draft: QueuedEntry | null;
  onDraftClosed: () => void;
}) {
  const [adding, setAdding] = useState(false);
  const open = adding || !!draft;
  // the form's code, or why it could not come; asked for once the dialog opens (usePrefetchNewTransaction earlier)
  const [impl, setImpl] = useState<{ Dialog?: DialogImpl; error?: unknown }>({});
  useEffect(() => {
    if (open) void loadNewTransaction().then((Dialog) => startTransition(() => setImpl({ Dialog })), (error: unknown) => setImpl({ error }));
  }, [open]);
  const frame = useRef<HTMLDivElement>(null);
  const [framed, setFramed] = useState(true);
  useEarlyClaim(EARLY_NEW_TRANSACTION, ({ replay }) => {
    if (replay) setAdding(true);
  });
  if ("error" in impl) throw impl.error; // the page's error boundary, as a failed lazy import did
  const close = () => {
    setAdding(false);
    onDraftClosed();
  };
  return (
    <>
      {/* The green floating button. 56 px, 16 px (24 px from 640 px) above the bottom: the dashboards keep
          112 px free under their last card (pb-28), so that it never covers a total or a button there. Live
          from the first paint: before hydration the early script (lib/early/events.ts) answers its tap. */}
      {button && (
        <Button
          onClick={() => setAdding(true)}
          data-early={`open:${EARLY_NEW_TRANSACTION}`}
          className="fixed right-4 bottom-4 z-30 size-14 rounded-full bg-emerald-600 shadow-lg hover:bg-emerald-700 sm:right-6 sm:bottom-6"
          aria-label="Nouvelle transaction"
        >
          <Plus className="size-6!" />
        </Button>
      )}
      {framed && (
        // its Fermer and Annuler once React owns the +: the early script answers them (and Escape) before
        <div ref={frame} data-early-for={EARLY_NEW_TRANSACTION} hidden={!open} onClick={(e) => (e.target as Element).closest("[data-early]") && close()}>
          {shell}
        </div>
      )}
      {open && impl.Dialog && (
        <impl.Dialog
          {...dialog}
          open
          onOpenChange={close} // the dialog only ever asks to close
          draft={draft}
          shell={framed ? frame : undefined}
          onShellRead={setFramed}
        />
      )}
    </>
  );
}
