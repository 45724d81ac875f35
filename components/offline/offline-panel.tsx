"use client";

// What the dashboards show of the offline features, loaded after the first load (./client.ts):
// "Hors ligne — données du {heure}" when the figures are a copy kept on the device, and the "En attente
// d'envoi (N)" list of the entries waiting to be sent (lib/offline/queue.ts), each pending, or refused with the
// server's message and then Corriger (the form again, with its values) or Supprimer (after a confirmation).
// Entries the server answered (sent or refused) refresh the dashboard (`onSent`). Mounting it starts the
// offline features (lib/offline/start.ts, by ./use-pending-entries.ts).
import { useState } from "react";
import { WifiOff } from "lucide-react";
import type { QueuedEntry } from "@/lib/offline/queue";
import { DiscardDialog, offlineTime, PendingEntries } from "./pending-entries";
import { usePendingEntries } from "./use-pending-entries";

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

export default function OfflinePanel({ userId, offlineAt, timeZone, onSent, onCorrect, onCopy }: OfflinePanelProps) {
  const { entries, sending, sendNow, discard } = usePendingEntries({ userId, onSent, onCopy });
  const [discarding, setDiscarding] = useState<QueuedEntry | null>(null);

  return (
    <>
      {offlineAt !== null && (
        <p role="status" data-testid="offline-banner" className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
          <WifiOff className="size-4 shrink-0" aria-hidden />
          Hors ligne — données du {offlineTime(offlineAt, timeZone)}
        </p>
      )}
      {entries.length > 0 && (
        <PendingEntries entries={entries} timeZone={timeZone} sending={sending} onSend={sendNow} onCorrect={onCorrect} onDiscard={setDiscarding} />
      )}
      {discarding && <DiscardDialog entry={discarding} onDiscard={() => discard(discarding)} onClose={() => setDiscarding(null)} />}
    </>
  );
}
