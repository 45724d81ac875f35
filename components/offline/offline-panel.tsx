"use client";

// What the dashboards show of the offline features, loaded after the first load
// (./offline-slot.tsx): "Hors ligne — données du {heure}" when the figures are a copy kept on the device, and
// the "En attente d'envoi (N)" list of the entries waiting to be sent (lib/offline/queue.ts), each
// pending, or refused with the server's message and then Corriger (the form again, with its values) or
// Supprimer (after a confirmation). Entries the server answered (sent or refused) refresh the dashboard
// (`onSent`). Mounting it starts the offline features (lib/offline/start.ts).
import { useCallback, useEffect, useRef, useState } from "react";
import { AlertTriangle, CloudOff, Clock, Pencil, RefreshCw, Trash2, WifiOff } from "lucide-react";
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
import { byAge, type QueuedEntry } from "@/lib/offline/queue";
import { formatFcfa } from "@/lib/domain/money";
import { queueStore, subscribe } from "@/lib/offline/idb";
import { sendPending, servedFromCopy, startOffline } from "@/lib/offline/start";

export interface OfflinePanelProps {
  userId: string;
  /** when the figures shown were loaded, if they are a copy kept from before the network went */
  offlineAt: number | null;
  timeZone: string;
  onSent: () => void;
  onCorrect: (entry: QueuedEntry) => void;
  /** the page is the service worker's copy, shown because the network failed */
  onCopy: () => void;
}

function offlineTime(at: number, timeZone: string): string {
  const time = new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone }).format(at);
  const day = (t: number) => new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", timeZone }).format(t);
  return day(at) === day(Date.now()) ? time : `${day(at)} à ${time}`;
}

export default function OfflinePanel({ userId, offlineAt, timeZone, onSent, onCorrect, onCopy }: OfflinePanelProps) {
  const [entries, setEntries] = useState<QueuedEntry[]>([]);
  const [discarding, setDiscarding] = useState<QueuedEntry | null>(null);
  const [sending, setSending] = useState(false);
  const sent = useRef(onSent);
  sent.current = onSent;
  const copy = useRef(onCopy);
  copy.current = onCopy;

  const reload = useCallback(() => {
    void queueStore.list(userId).then((list) => setEntries(list.sort(byAge)));
  }, [userId]);

  // the app opened (a dashboard is where it opens): the service worker, and the entries waiting are sent
  useEffect(() => startOffline(userId), [userId]);
  useEffect(() => {
    void servedFromCopy().then((yes) => yes && copy.current(), () => undefined);
  }, []);

  useEffect(() => {
    reload();
    return subscribe((message) => {
      reload();
      // the server answered: the figures (or the day's state, for a refusal) may have changed
      if (message.type === "answered") sent.current();
    });
  }, [reload]);

  async function sendNow() {
    setSending(true);
    try {
      await sendPending(userId);
    } finally {
      setSending(false);
      reload();
    }
  }

  const pending = entries.filter((e) => e.state === "pending").length;

  return (
    <>
      {offlineAt !== null && (
        <p role="status" data-testid="offline-banner" className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
          <WifiOff className="size-4 shrink-0" aria-hidden />
          Hors ligne — données du {offlineTime(offlineAt, timeZone)}
        </p>
      )}
      {entries.length > 0 && (
        <section aria-labelledby="pending-title" data-testid="pending-entries" className="rounded-xl border border-amber-300 bg-card shadow-sm">
          <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
            <h2 id="pending-title" className="flex items-center gap-2 text-sm font-semibold">
              <CloudOff className="size-4 text-amber-700" aria-hidden />
              En attente d&apos;envoi ({entries.length})
            </h2>
            {pending > 0 && (
              <Button variant="outline" size="sm" onClick={sendNow} disabled={sending}>
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
                  <p className="shrink-0 font-semibold tabular-nums">{formatFcfa(Number(entry.body.montant) || 0)}</p>
                </div>
                {entry.state === "refused" ? (
                  <>
                    <p role="alert" className="flex items-start gap-1.5 text-destructive">
                      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                      <span>Refusée : {entry.message}</span>
                    </p>
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button variant="outline" size="sm" onClick={() => setDiscarding(entry)}>
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
      )}
      {discarding && (
        <AlertDialog open onOpenChange={(open) => !open && setDiscarding(null)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Supprimer l&apos;opération</AlertDialogTitle>
              <AlertDialogDescription>
                {`${discarding.label}, ${formatFcfa(Number(discarding.body.montant) || 0)}, n'a pas été enregistrée. Elle sera supprimée de l'appareil et ne sera pas envoyée.`}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Annuler</AlertDialogCancel>
              <AlertDialogAction
                variant="destructive"
                onClick={() => {
                  void queueStore.remove(userId, discarding.key);
                  setDiscarding(null);
                }}
              >
                Supprimer
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
    </>
  );
}
