"use client";

// A transfer between kiosks in a transaction's detail: what it did, its one status, what the viewer may do and the
// buttons to do it first (within a phone's first screen), then the note, the contest and the admin's settlement
// (docs/decisions/0039-transferts-entre-kiosques.md): the receiver confirms or contests with a reason; the admin
// corrects the amount (or confirms a contested one) or deletes it, both kiosks at once, after a confirmation. A side
// of a transfer is never edited alone.
import { useEffect, useState } from "react";
import { AlertTriangle, ArrowLeftRight, Check, Flag, Loader2, Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { transferRightsSentence } from "@/lib/domain/transfers";
import { TransferAction, TransferDeleteConfirm, useTransferChange, type TransferDetailData } from "./transfer-actions";

export const TRANSFER_STATUS_VARIANT = { VALIDE: "success", CONTESTE: "warning", CORRIGE: "secondary", CONFIRME: "secondary" } as const;

export default function TransferDetail({
  transfer,
  onChanged,
  onBusy,
  onActing,
}: {
  transfer: TransferDetailData;
  /** after a change: the list reloads and the dialog closes */
  onChanged: () => void;
  onBusy: (busy: boolean) => void;
  /** a contest or a correction is open: its own Annuler is the only one */
  onActing: (acting: boolean) => void;
}) {
  const [action, setAction] = useState<"contest" | "correct" | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => onBusy(busy), [busy, onBusy]);
  useEffect(() => onActing(action !== null), [action, onActing]);
  const { rights } = transfer;
  const { sending, send } = useTransferChange(transfer, setBusy);
  const confirm = async () => {
    if (await send("confirm", undefined, "Erreur lors de la confirmation")) onChanged();
  };

  return (
    <section data-testid="transfer-detail" aria-label="Transfert entre kiosques" className="space-y-3 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <ArrowLeftRight className="size-4 text-sky-700" aria-hidden />
        <span className="font-medium">Transfert entre kiosques</span>
        <Badge variant={TRANSFER_STATUS_VARIANT[transfer.status]} data-testid="transfer-status" className="ml-auto">
          {transfer.statutLabel}
        </Badge>
      </div>
      <p data-testid="transfer-detail-sentence" className="font-medium break-words">
        {transfer.sentence}
      </p>
      <p data-testid="transfer-rights" className="text-muted-foreground">
        {transferRightsSentence(rights)}
      </p>

      {action ? (
        <TransferAction kind={action} transfer={transfer} onBusy={setBusy} onCancel={() => setAction(null)} onDone={onChanged} />
      ) : (
        <TransferButtons transfer={transfer} busy={busy} sending={sending} onConfirm={confirm} onAction={setAction} onDelete={() => setDeleting(true)} />
      )}

      {transfer.note && <p className="text-muted-foreground break-words">Note : {transfer.note}</p>}
      {transfer.contest && (
        <p className="flex items-start gap-1.5 rounded-md bg-amber-50 p-2 text-amber-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="break-words">
            Contestation{transfer.contest.atText ? ` du ${transfer.contest.atText}` : ""}
            {transfer.contest.by ? ` par ${transfer.contest.by}` : ""} : « {transfer.contest.reason} »
          </span>
        </p>
      )}
      {transfer.settlement && (
        <p className="break-words text-muted-foreground">
          Réglé par l&apos;administrateur{transfer.settlement.atText ? ` le ${transfer.settlement.atText}` : ""} : « {transfer.settlement.reason} »
        </p>
      )}
      {deleting && <TransferDeleteConfirm transfer={transfer} onBusy={setBusy} onCancel={() => setDeleting(false)} onDone={onChanged} />}
    </section>
  );
}

/** What the viewer may do with the transfer, as buttons: only those his rights allow. */
function TransferButtons({
  transfer,
  busy,
  sending,
  onConfirm,
  onAction,
  onDelete,
}: {
  transfer: TransferDetailData;
  busy: boolean;
  sending: boolean;
  onConfirm: () => void;
  onAction: (action: "contest" | "correct") => void;
  onDelete: () => void;
}) {
  const { rights } = transfer;
  return (
    <div className="flex flex-wrap gap-2">
      {rights.canConfirm && (
        <Button type="button" onClick={onConfirm} disabled={sending}>
          {sending ? <Loader2 className="animate-spin" /> : <Check />} Confirmer
        </Button>
      )}
      {rights.canContest && (
        <Button type="button" variant="outline" onClick={() => onAction("contest")} disabled={sending}>
          <Flag /> Contester
        </Button>
      )}
      {rights.canCorrect && (
        <Button type="button" variant="outline" onClick={() => onAction("correct")}>
          <Pencil /> {transfer.status === "CONTESTE" ? "Corriger ou confirmer" : "Corriger le montant"}
        </Button>
      )}
      {rights.canDelete && (
        <Button type="button" variant="destructive" onClick={onDelete}>
          <Trash2 /> Supprimer le transfert
        </Button>
      )}
      {busy && !sending && <Loader2 className="size-4 animate-spin" aria-label="En cours" />}
    </div>
  );
}
