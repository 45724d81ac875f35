"use client";

// 'Détails et modification de la transaction' (SPEC §2): details, the caller's rights, the edit form when
// allowed (only changed fields sent), deletion with a mandatory reason. The account offered for a Début/Fin is one
// the admin has switched on (issue 16); the transaction's own keeps showing even when it is off (its history stays).
import { useEffect, useState } from "react";
import { Loader2, ShieldCheck, Trash2 } from "lucide-react";
import { toast } from "@/lib/client/toast";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { onDemand } from "@/components/ui/lazy-parts";
import { api, apiEnvelope, ApiError } from "@/lib/api-client";
import { changeErrorMessage, detailsErrorMessage } from "./transaction-errors";
import { fieldErrors, invalidProps, serverFieldErrors, useFieldErrors } from "@/lib/forms/field-errors";
import { FORM_ACCOUNT_TYPES, type AccountType } from "@/lib/domain/constants";
import { ACCOUNT_INFO } from "@/lib/domain/ledger";
import { useViewer } from "@/components/layout/viewer-context";
import { useAllAccountTypes } from "./account-types-cache";
import { formatAmountInput, parseAmountInput } from "@/lib/domain/money";
import { ROLE_LABELS } from "@/lib/domain/users";
import type { getTransactionDetails } from "@/lib/services/ledger/details";
import { cn } from "@/lib/utils";
import { DELETE_REASON_MESSAGES, transactionDeleteSchema, transactionUpdateSchema, UPDATE_SERVER_FIELDS } from "@/lib/validation/transaction-filters";
import { TypeBadge } from "./type-badge";
import { formatPhone } from "@/lib/domain/phone";

// a side of a transfer: the whole transfer and its actions, in a chunk of its own
const TransferDetail = onDemand(() => import("./transfer-detail").then((m) => m.default));

type Details = Awaited<ReturnType<typeof getTransactionDetails>>;
const IDS = { montant: "edit-montant", typeCompte: "edit-compte", description: "edit-description" };
const REASON_IDS = { reason: "delete-reason" };
const REASON_SERVER_FIELDS = { reason: Object.values(DELETE_REASON_MESSAGES) };

export default function TransactionDetailDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const [details, setDetails] = useState<Details | null>(null);
  const [montant, setMontant] = useState("");
  const [typeCompte, setTypeCompte] = useState("");
  const [description, setDescription] = useState("");
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const [deleting, setDeleting] = useState(false);
  const [transferBusy, setTransferBusy] = useState(false);
  const edit = useFieldErrors(IDS);
  const reasonErrors = useFieldErrors(REASON_IDS);
  const admin = useViewer()?.role === "ADMIN";
  // every type with its label and state; SPEC's four (all on) until the answer has arrived
  const types = useAllAccountTypes();

  useEffect(() => {
    let cancelled = false;
    api<Details>(`/api/transactions/${id}/details`)
      .then((d) => {
        if (cancelled) return;
        setDetails(d);
        setMontant(formatAmountInput(String(d.transaction.montantFrancs)));
        setTypeCompte(d.transaction.accountType ?? "");
        setDescription(d.transaction.description ?? "");
      })
      .catch((error) => {
        if (cancelled) return;
        toast.error("Erreur lors du chargement des détails", { description: detailsErrorMessage(error), duration: 4000 });
        onClose();
      });
    return () => {
      cancelled = true;
    };
  }, [id, onClose]);

  const t = details?.transaction;
  const direct = t?.type.code === "DEBUT_JOURNEE" || t?.type.code === "FIN_JOURNEE";
  const busy = saving || deleting || transferBusy;
  const typeOf = (code: string) => types?.find((row) => row.value === code);
  const labelOf = (code: string) => typeOf(code)?.label ?? ACCOUNT_INFO[code as AccountType]?.label ?? code;
  // the types on (UV Master to the admin only), and the transaction's own whatever its state
  const accountChoices: AccountType[] = (types ? types.filter((row) => row.isActive).map((row) => row.value) : [...FORM_ACCOUNT_TYPES]).filter(
    (code) => code !== "UV_MASTER" || admin || code === t?.accountType,
  );
  const ownType = t?.accountType as AccountType | null | undefined;
  if (ownType && !accountChoices.includes(ownType)) accountChoices.push(ownType);
  const accountOff = !!t?.accountType && typeOf(t.accountType)?.isActive === false;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!t) return;
    const changes: Record<string, unknown> = {};
    const amount = parseAmountInput(montant);
    if (amount !== t.montantFrancs) changes.montant = amount;
    if (direct && typeCompte && typeCompte !== t.accountType) changes.typeCompte = typeCompte;
    if (description.trim() !== (t.description ?? "")) changes.description = description.trim();
    if (Object.keys(changes).length === 0) {
      toast.info("Aucune modification détectée", { duration: 3000 });
      return;
    }
    const parsed = transactionUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      const problems = fieldErrors<keyof typeof IDS>(parsed.error.issues);
      edit.show(problems);
      toast.error("Erreur lors de la modification", { description: Object.values(problems)[0], duration: 4000 });
      return;
    }
    setSaving(true);
    try {
      const envelope = await apiEnvelope(`/api/transactions/${id}`, { method: "PUT", body: changes, retry: false });
      toast.success(envelope.message || "Transaction modifiée avec succès", { duration: 3000 });
      onChanged();
      onClose();
    } catch (error) {
      const onField = error instanceof ApiError && error.status !== 403 && serverFieldErrors(error.serverMessage, UPDATE_SERVER_FIELDS);
      if (onField) edit.show(onField);
      toast.error("Erreur lors de la modification", {
        description: `${changeErrorMessage(error, "modifier")}${error instanceof ApiError && error.status === 403 && error.serverMessage ? ` (${error.serverMessage})` : ""}`,
        duration: 4000,
      });
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    const parsed = transactionDeleteSchema.safeParse({ reason });
    if (!parsed.success) return reasonErrors.show(fieldErrors(parsed.error.issues, "reason"));
    setDeleting(true);
    try {
      const envelope = await apiEnvelope(`/api/transactions/${id}`, { method: "DELETE", body: parsed.data, retry: false });
      toast.success(envelope.message || "Transaction supprimée avec succès", { duration: 3000 });
      setConfirming(false);
      onChanged();
      onClose();
    } catch (error) {
      const onField = error instanceof ApiError && serverFieldErrors(error.serverMessage, REASON_SERVER_FIELDS);
      if (onField) reasonErrors.show(onField);
      else toast.error("Erreur", { description: changeErrorMessage(error, "supprimer"), duration: 4000 });
    } finally {
      setDeleting(false);
    }
  }

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
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-24" />
            <Skeleton className="h-32" />
          </div>
        ) : (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-2">
              <TypeBadge item={t} />
              <span className="text-xs text-muted-foreground">
                {details.ageInDays === 0 ? "Aujourd'hui" : `Il y a ${details.ageInDays} jour${details.ageInDays > 1 ? "s" : ""}`}
              </span>
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
                {t.accountType ? labelOf(t.accountType) : t.compte}
                {accountOff && <span className="text-xs text-muted-foreground"> (type désactivé)</span>}
              </dd>
              {t.partnerPhone && (
                <>
                  <dt className="text-muted-foreground">Téléphone</dt>
                  <dd data-testid="detail-phone" className="tabular-nums">
                    {formatPhone(t.partnerPhone)}
                  </dd>
                </>
              )}
              <dt className="text-muted-foreground">Statut</dt>
              <dd>{t.statutLabel}</dd>
              {t.enregistrePar && (
                <>
                  <dt className="text-muted-foreground">Enregistré par</dt>
                  <dd className="min-w-0 break-words">{t.enregistrePar.nom}</dd>
                </>
              )}
            </dl>
            <section className="rounded-lg bg-muted/60 p-3 text-sm" aria-label="Permissions">
              <p className="mb-1 flex items-center gap-1.5 font-medium">
                <ShieldCheck className="size-4" aria-hidden /> Permissions
              </p>
              <p>
                Rôle : {ROLE_LABELS[details.permissions.userRole]} · Délai : {details.permissions.timeLimit} jour{details.permissions.timeLimit > 1 ? "s" : ""}
              </p>
              <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                {details.permissions.restrictions.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </section>

            {details.transfer ? (
              <TransferDetail
                transfer={details.transfer}
                onBusy={setTransferBusy}
                onChanged={() => {
                  onChanged();
                  onClose();
                }}
              />
            ) : details.permissions.canModify ? (
              <form id="transaction-edit" onSubmit={save} className="space-y-3" noValidate>
                <fieldset disabled={busy} className="space-y-3">
                  <div className="grid gap-3 sm:grid-cols-2">
                    <div className="space-y-1.5">
                      <Label htmlFor="edit-montant">Montant (FCFA)</Label>
                      <div className="relative">
                        <AmountInput
                          id={IDS.montant}
                          value={montant}
                          onValueChange={(value) => {
                            setMontant(value);
                            edit.clear("montant");
                          }}
                          required
                          className="pr-16 text-right tabular-nums"
                          {...invalidProps(IDS.montant, edit.errors.montant)}
                        />
                        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">F CFA</span>
                      </div>
                      <FieldError inputId={IDS.montant} message={edit.errors.montant} />
                    </div>
                    <div className="space-y-1.5">
                      <Label htmlFor="edit-compte">Type de compte</Label>
                      <Select
                        value={typeCompte}
                        onValueChange={(value) => {
                          setTypeCompte(value);
                          edit.clear("typeCompte");
                        }}
                        disabled={!direct}
                      >
                        <SelectTrigger id={IDS.typeCompte} aria-label="Type de compte" {...invalidProps(IDS.typeCompte, edit.errors.typeCompte)}>
                          <SelectValue placeholder={direct ? "Choisir" : "Compte partenaire"} />
                        </SelectTrigger>
                        <SelectContent>
                          {accountChoices.map((code) => (
                            <SelectItem key={code} value={code}>
                              {labelOf(code)}
                              {typeOf(code)?.isActive === false ? " (désactivé)" : ""}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                      <FieldError inputId={IDS.typeCompte} message={edit.errors.typeCompte} />
                    </div>
                  </div>
                  <div className="space-y-1.5">
                    <Label htmlFor="edit-description">Description</Label>
                    <Textarea
                      id={IDS.description}
                      value={description}
                      maxLength={500}
                      onChange={(e) => {
                        setDescription(e.target.value);
                        edit.clear("description");
                      }}
                      rows={2}
                      {...invalidProps(IDS.description, edit.errors.description)}
                    />
                    <FieldError inputId={IDS.description} message={edit.errors.description} />
                  </div>
                </fieldset>
              </form>
            ) : (
              <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">Vous n&apos;avez pas l&apos;autorisation de modifier cette transaction</p>
            )}
          </div>
        )}
        <DialogFooter className="gap-2">
          {details?.permissions.canDelete && (
            <Button variant="destructive" onClick={() => setConfirming(true)} disabled={busy} className="sm:mr-auto">
              <Trash2 /> Supprimer
            </Button>
          )}
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Annuler
          </Button>
          {details?.permissions.canModify && (
            <Button type="submit" form="transaction-edit" disabled={busy}>
              {saving && <Loader2 className="animate-spin" />}
              {saving ? "Sauvegarde..." : "Sauvegarder"}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>

      <AlertDialog open={confirming} onOpenChange={(open) => !deleting && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Confirmer la suppression</AlertDialogTitle>
            <AlertDialogDescription>Cette action est irréversible. La transaction sera définitivement supprimée.</AlertDialogDescription>
          </AlertDialogHeader>
          <div className="space-y-1.5">
            <Label htmlFor="delete-reason">
              Raison de la suppression <span className="text-destructive">*</span>
            </Label>
            <Textarea
              id={REASON_IDS.reason}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                reasonErrors.clear("reason");
              }}
              maxLength={500}
              rows={3}
              placeholder="Ex. saisie en double"
              disabled={deleting}
              {...invalidProps(REASON_IDS.reason, reasonErrors.errors.reason)}
            />
            <FieldError inputId={REASON_IDS.reason} message={reasonErrors.errors.reason} alert />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleting}>Annuler</AlertDialogCancel>
            <Button variant="destructive" onClick={remove} disabled={!reason.trim() || deleting}>
              {deleting && <Loader2 className="animate-spin" />}
              Supprimer définitivement
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Dialog>
  );
}
