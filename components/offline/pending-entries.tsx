"use client";

// The "En attente d'envoi (N)" list of the offline panel (./offline-panel.tsx): each entry pending, or refused
// with the server's message and then Corriger or Supprimer; Supprimer asks first (DiscardDialog).
import { AlertTriangle, CloudOff, Clock, Pencil, RefreshCw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import type { QueuedEntry } from "@/lib/offline/queue";
import { formatFcfa } from "@/lib/domain/money";

/** The time of day, with the day (JJ/MM à HH:MM) when it is not today. */
export function offlineTime(at: number, timeZone: string): string {
  const time = new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone }).format(at);
  const day = (t: number) => new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", timeZone }).format(t);
  return day(at) === day(Date.now()) ? time : `${day(at)} à ${time}`;
}

const amountOf = (entry: QueuedEntry) => formatFcfa(Number(entry.body.montant) || 0);

export function PendingEntries({ entries, timeZone, sending, onSend, onCorrect, onDiscard }: {
  entries: QueuedEntry[];
  timeZone: string;
  sending: boolean;
  onSend: () => void;
  onCorrect: (entry: QueuedEntry) => void;
  onDiscard: (entry: QueuedEntry) => void;
}) {
  const pending = entries.filter((e) => e.state === "pending").length;
  return (
    <section aria-labelledby="pending-title" data-testid="pending-entries" className="rounded-xl border border-amber-300 bg-card shadow-sm">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
        <h2 id="pending-title" className="flex items-center gap-2 text-sm font-semibold">
          <CloudOff className="size-4 text-amber-700" aria-hidden />
          En attente d&apos;envoi ({entries.length})
        </h2>
        {pending > 0 && (
          <Button variant="outline" size="sm" onClick={onSend} disabled={sending}>
            <RefreshCw className={sending ? "animate-spin" : undefined} aria-hidden /> Envoyer
          </Button>
        )}
      </div>
      <ul className="divide-y">
        {entries.map((entry) => (
          <li key={entry.key} data-testid="pending-entry" className="space-y-2 px-4 py-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{entry.label}</p>
                <p className="text-xs text-muted-foreground">Saisie à {offlineTime(entry.createdAt, timeZone)}</p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums">{amountOf(entry)}</p>
            </div>
            {entry.state === "refused" ? (
              <>
                <p role="alert" className="flex items-start gap-1.5 text-destructive">
                  <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span>Refusée : {entry.message}</span>
                </p>
                <div className="flex flex-wrap justify-end gap-2">
                  <Button variant="outline" size="sm" onClick={() => onDiscard(entry)}>
                    <Trash2 aria-hidden /> Supprimer
                  </Button>
                  <Button size="sm" onClick={() => onCorrect(entry)}>
                    <Pencil aria-hidden /> Corriger
                  </Button>
                </div>
              </>
            ) : (
              <p className="flex items-center gap-1.5 text-xs text-amber-800">
                <Clock className="size-3.5 shrink-0" aria-hidden />
                {entry.message ? `Pas encore envoyée : ${entry.message}` : "Sera envoyée au retour du réseau"}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Supprimer's confirmation: the entry was never recorded, and will not be sent. */
export function DiscardDialog({ entry, onDiscard, onClose }: { entry: QueuedEntry; onDiscard: () => void; onClose: () => void }) {
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Supprimer l&apos;opération</AlertDialogTitle>
          <AlertDialogDescription>
            {`${entry.label}, ${amountOf(entry)}, n'a pas été enregistrée. Elle sera supprimée de l'appareil et ne sera pas envoyée.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              onDiscard();
              onClose();
            }}
          >
            Supprimer
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
