"use client";

// The transfers waiting for the supervisor's answer as their receiver, first on his dashboard, each with Confirmer
// and Contester within a phone's first screen (docs/decisions/0039-transferts-entre-kiosques.md). Its notice was
// written with the transfer; answering it (confirm, or contest with a reason) reads that notice on the server.
// Loaded only when one waits (./use-received-transfers.ts reads them).
import { useState } from "react";
import { ArrowDownLeft, Check, Flag, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDateTimeFr } from "@/lib/domain/periods";
import type { WaitingTransfer as Waiting } from "./use-received-transfers";
import { TransferAction, useTransferChange } from "@/components/transactions/transfer-actions";

function WaitingTransfer({ transfer, timeZone, onAnswered }: { transfer: Waiting; timeZone: string; onAnswered: () => void }) {
  const [contesting, setContesting] = useState(false);
  const [busy, setBusy] = useState(false);
  const { sending, send } = useTransferChange(transfer, setBusy);
  const confirm = async () => {
    if (await send("confirm", undefined, "Erreur lors de la confirmation")) onAnswered();
  };
  return (
    <li data-testid="received-transfer" data-transfer={transfer.id} className="space-y-2 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
      <p className="flex items-start gap-2">
        <ArrowDownLeft className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="min-w-0">
          <span className="block font-semibold">
            {transfer.from.nom} vous a transféré {transfer.formatted}
          </span>
          <span className="block text-xs">
            Sur {transfer.to.compteLabel} · {formatDateTimeFr(transfer.createdAt, timeZone)} · {transfer.statutLabel}
          </span>
        </span>
      </p>
      {contesting ? (
        <TransferAction kind="contest" transfer={transfer} onBusy={setBusy} onCancel={() => setContesting(false)} onDone={onAnswered} />
      ) : (
        <div className="flex gap-2">
          <Button size="sm" onClick={confirm} disabled={busy} className="flex-1">
            {sending ? <Loader2 className="animate-spin" /> : <Check />} Confirmer
          </Button>
          <Button size="sm" variant="outline" onClick={() => setContesting(true)} disabled={busy} className="flex-1 bg-white">
            <Flag /> Contester
          </Button>
        </div>
      )}
    </li>
  );
}

export default function ReceivedTransfers({ waiting, timeZone, onAnswered }: { waiting: Waiting[]; timeZone: string; onAnswered: () => void }) {
  return (
    <section aria-labelledby="received-transfers-title" data-testid="received-transfers" className="space-y-2">
      <h2 id="received-transfers-title" className="text-sm font-semibold">
        {waiting.length > 1 ? `${waiting.length} transferts reçus à confirmer` : "Transfert reçu à confirmer"}
      </h2>
      <ul className="space-y-2">
        {waiting.map((t) => (
          <WaitingTransfer key={t.id} transfer={t} timeZone={timeZone} onAnswered={onAnswered} />
        ))}
      </ul>
    </section>
  );
}
