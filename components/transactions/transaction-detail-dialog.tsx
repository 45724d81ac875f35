"use client";

// 'Détails et modification de la transaction' (SPEC §2): the details, what the viewer may do with the transaction
// and until when, the edit form when he may modify it (only changed fields sent), deletion with a mandatory reason.
// A side of a transfer shows the whole transfer instead, with its own actions.
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { onDemand } from "@/components/ui/lazy-parts";
import { DeleteTransactionDialog } from "./delete-transaction-dialog";
import { DetailFooter, DetailSkeleton, DetailSummary, PermissionsNote } from "./transaction-detail-parts";
import { TransactionEditForm } from "./transaction-edit-form";
import { useDetailAccountTypes } from "./use-detail-account-types";
import { useTransactionDetails } from "./use-transaction-details";

// a side of a transfer: the whole transfer and its actions, in a chunk of its own
const TransferDetail = onDemand(() => import("./transfer-detail").then((m) => m.default));

export default function TransactionDetailDialog({
  id,
  timeZone,
  onClose,
  onChanged,
}: {
  id: string;
  /** APP_TIMEZONE: the day and hour until which the viewer may act are read there */
  timeZone: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { details, saving, deleting, save, remove } = useTransactionDetails(id, onClose);
  const [confirming, setConfirming] = useState(false);
  const [transferBusy, setTransferBusy] = useState(false);
  const [transferActing, setTransferActing] = useState(false);
  const t = details?.transaction;
  const accounts = useDetailAccountTypes(t?.accountType);
  const busy = saving || deleting || transferBusy;
  const done = () => {
    onChanged();
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        className="max-w-lg"
        // the dialog itself takes the focus, not the amount: reading a transaction opens no keyboard on a phone
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Détails et modification de la transaction</DialogTitle>
          <DialogDescription>{t ? `${t.dateHeure} · ${t.montant.formatted}` : "Chargement..."}</DialogDescription>
        </DialogHeader>
        {!details || !t ? (
          <DetailSkeleton />
        ) : (
          <div className="space-y-4">
            {/* a side of a transfer: the transfer first, its status, what the viewer may do and its buttons */}
            {details.transfer && <TransferDetail transfer={details.transfer} onBusy={setTransferBusy} onActing={setTransferActing} onChanged={done} />}
            <DetailSummary transaction={t} ageInDays={details.ageInDays} accounts={accounts} transferSide={!!details.transfer} />
            {details.transfer ? null : <PermissionsNote permissions={details.permissions} timeZone={timeZone} />}
            {details.transfer ? null : details.permissions.canModify ? (
              <TransactionEditForm transaction={t} accounts={accounts} disabled={busy} save={save} onSaved={done} />
            ) : (
              <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">Vous n&apos;avez pas l&apos;autorisation de modifier cette transaction</p>
            )}
          </div>
        )}
        <DetailFooter
          hidden={transferActing}
          canModify={!!details?.permissions.canModify}
          canDelete={!!details?.permissions.canDelete}
          busy={busy}
          saving={saving}
          onDelete={() => setConfirming(true)}
          onCancel={onClose}
        />
      </DialogContent>
      <DeleteTransactionDialog open={confirming} onOpenChange={setConfirming} deleting={deleting} remove={remove} onDeleted={done} />
    </Dialog>
  );
}
