"use client";

// The transaction detail dialog's presentational parts: what the transaction is, what the viewer may do with it
// (one sentence, with until when), and the footer's buttons.
import { Loader2, ShieldCheck, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPhone } from "@/lib/domain/phone";
import { rightsSentence } from "@/lib/domain/rights-sentence";
import { cn } from "@/lib/utils";
import { TypeBadge } from "./type-badge";
import type { DetailAccountTypes } from "./use-detail-account-types";
import type { DetailTransaction, TransactionDetails } from "./use-transaction-details";
import { EDIT_FORM_ID } from "./use-transaction-edit-form";

export function DetailSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      <Skeleton className="h-24" />
      <Skeleton className="h-32" />
    </div>
  );
}

const ageText = (days: number) => (days === 0 ? "Aujourd'hui" : `Il y a ${days} jour${days > 1 ? "s" : ""}`);

/** The type, age and signed amount, then who, which account, which state. */
export function DetailSummary({
  transaction: t,
  ageInDays,
  accounts,
  transferSide,
}: {
  transaction: DetailTransaction;
  ageInDays: number;
  accounts: DetailAccountTypes;
  /** a side of a transfer: the transfer's own status is shown with it, the only one */
  transferSide: boolean;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <TypeBadge item={t} status={false} />
        <span className="text-xs text-muted-foreground">{ageText(ageInDays)}</span>
        <span className={cn("ml-auto text-lg font-bold tabular-nums", t.montant.signe === "+" ? "text-emerald-700" : "text-red-600")}>{t.montant.formatted}</span>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-lg border p-3 text-sm">
        <dt className="text-muted-foreground">Date</dt>
        <dd>{t.dateHeure}</dd>
        <dt className="text-muted-foreground">Intervenant</dt>
        <dd className="min-w-0 break-words">
          {t.intervenant.nom} <span className="text-xs text-muted-foreground">({t.intervenant.role})</span>
        </dd>
        <dt className="text-muted-foreground">Superviseur</dt>
        <dd className="min-w-0 break-words">{t.superviseur.nom}</dd>
        <dt className="text-muted-foreground">Compte</dt>
        <dd data-testid="detail-account">
          {t.accountType ? accounts.labelOf(t.accountType) : t.compte}
          {t.accountType && accounts.isOff(t.accountType) && <span className="text-xs text-muted-foreground"> (type désactivé)</span>}
        </dd>
        {t.partnerPhone && (
          <>
            <dt className="text-muted-foreground">Téléphone</dt>
            <dd data-testid="detail-phone" className="tabular-nums">
              {formatPhone(t.partnerPhone)}
            </dd>
          </>
        )}
        {!transferSide && (
          <>
            <dt className="text-muted-foreground">Statut</dt>
            <dd>{t.statutLabel}</dd>
          </>
        )}
        {t.enregistrePar && (
          <>
            <dt className="text-muted-foreground">Enregistré par</dt>
            <dd className="min-w-0 break-words">{t.enregistrePar.nom}</dd>
          </>
        )}
      </dl>
    </>
  );
}

/** What the viewer may do with the transaction, and until when, as a sentence (the day and hour in the app's time zone). */
export function PermissionsNote({ permissions, timeZone }: { permissions: TransactionDetails["permissions"]; timeZone: string }) {
  return (
    <section className="rounded-lg bg-muted/60 p-3 text-sm" aria-label="Permissions">
      <p className="mb-1 flex items-center gap-1.5 font-medium">
        <ShieldCheck className="size-4" aria-hidden /> Permissions
      </p>
      <p data-testid="permissions-sentence">{rightsSentence(permissions, timeZone)}</p>
    </section>
  );
}

/**
 * Annuler and Sauvegarder together; Supprimer apart, so that a thumb aiming at Sauvegarder cannot land on it: on a
 * phone a row of its own above a rule, from 640 px alone at the left.
 */
export function DetailFooter({
  hidden,
  canModify,
  canDelete,
  busy,
  saving,
  onDelete,
  onCancel,
}: {
  /** a form of the dialog is open with its own Annuler */
  hidden?: boolean;
  canModify: boolean;
  canDelete: boolean;
  busy: boolean;
  saving: boolean;
  onDelete: () => void;
  onCancel: () => void;
}) {
  if (hidden) return null;
  return (
    <DialogFooter className="gap-2">
      {canDelete && (
        <div data-testid="detail-delete-row" className="mb-1 flex basis-full border-b pb-3 sm:mr-auto sm:mb-0 sm:basis-auto sm:border-b-0 sm:pb-0">
          <Button variant="destructive" onClick={onDelete} disabled={busy}>
            <Trash2 /> Supprimer
          </Button>
        </div>
      )}
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Annuler
      </Button>
      {canModify && (
        <Button type="submit" form={EDIT_FORM_ID} disabled={busy}>
          {saving && <Loader2 className="animate-spin" />}
          {saving ? "Sauvegarde..." : "Sauvegarder"}
        </Button>
      )}
    </DialogFooter>
  );
}
