"use client";

// Pending registration requests with their count; the admin approves (choosing the role) or rejects (confirmed).
import { useState } from "react";
import { Check, Inbox, Loader2, X } from "lucide-react";
import { toast } from "@/lib/client/toast";
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
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/api-client";
import type { PublicUser } from "@/lib/services/users";
import type { ManagedRole } from "@/lib/domain/users";
import type { IssuedCode } from "./code-dialog";
import { toastFailure } from "./feedback";
import { RoleChoice } from "./role-choice";
import type { RequestRow } from "./use-users-data";
import { formatPhone } from "@/lib/domain/phone";

const formatDateTime = (iso: string) => new Date(iso).toLocaleString("fr-FR", { dateStyle: "short", timeStyle: "short" });

export function RegistrationRequests({
  requests,
  pending,
  onChanged,
  onIssued,
}: {
  requests: RequestRow[];
  pending: number;
  onChanged: () => void;
  /** the new user's code, kept on screen by the users screen (this list goes when its last request does) */
  onIssued: (issued: IssuedCode) => void;
}) {
  const [approving, setApproving] = useState<RequestRow | null>(null);
  const [rejecting, setRejecting] = useState<RequestRow | null>(null);
  const [role, setRole] = useState<ManagedRole>("PARTENAIRE");
  const [busy, setBusy] = useState(false);

  if (requests.length === 0) return null;

  async function approve() {
    if (!approving) return;
    setBusy(true);
    try {
      const data = await api<{ user: PublicUser; codeAcces: string; sms: { status: string } }>(
        `/api/users/registration-requests/${approving.id}/approve`,
        { method: "PATCH", body: { role } },
      );
      toast.success("Demande approuvée", { description: `${data.user.nomComplet} peut maintenant se connecter.` });
      setApproving(null);
      onIssued({ title: "Code d'accès généré", nomComplet: data.user.nomComplet, telephone: data.user.telephone, code: data.codeAcces, sms: data.sms });
      onChanged();
    } catch (error) {
      toastFailure(error, "Impossible d'approuver la demande");
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  async function reject() {
    if (!rejecting) return;
    setBusy(true);
    try {
      await api(`/api/users/registration-requests/${rejecting.id}/reject`, { method: "PATCH", body: {} });
      toast.success("Demande rejetée");
      setRejecting(null);
      onChanged();
    } catch (error) {
      toastFailure(error, "Impossible de rejeter la demande");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rounded-xl border border-amber-200 bg-amber-50/60 p-3 sm:p-4" aria-labelledby="requests-title" data-testid="registration-requests">
      <h2 id="requests-title" className="flex items-center gap-2 font-semibold">
        <Inbox className="size-4 text-amber-700" aria-hidden />
        Demandes d&apos;inscription
        <Badge variant="warning" data-testid="requests-count">{Math.max(pending, requests.length)}</Badge>
      </h2>
      <ul className="mt-3 space-y-2">
        {requests.map((r) => (
          <li key={r.id} className="rounded-lg border bg-background p-3" data-testid="registration-request" data-phone={r.telephone}>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words">{r.nomComplet}</p>
                <p className="text-muted-foreground tabular-nums">{formatPhone(r.telephone)}</p>
                <p className="break-words">{r.adresse}</p>
                {r.message && <p className="mt-1 break-words text-muted-foreground italic">« {r.message} »</p>}
                <p className="mt-1 text-xs text-muted-foreground">Reçue le {formatDateTime(r.createdAt)}</p>
                {(r.repeatCount > 1 || r.compteExistant) && (
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    {r.compteExistant && (
                      <Badge variant="destructive" className="whitespace-normal text-left" data-testid="request-existing-account">
                        Numéro déjà inscrit : {r.compteExistant.nomComplet} ({r.compteExistant.role === "SUPERVISEUR" ? "Superviseur" : r.compteExistant.role === "PARTENAIRE" ? "Partenaire" : "Administrateur"})
                      </Badge>
                    )}
                    {r.repeatCount > 1 && (
                      <Badge variant="outline" className="whitespace-normal text-left" data-testid="request-repeats">
                        Demandée {r.repeatCount} fois{r.lastRequestedAt ? `, la dernière le ${formatDateTime(r.lastRequestedAt)}` : ""}
                      </Badge>
                    )}
                  </div>
                )}
              </div>
              <div className="flex gap-2 sm:flex-col">
                <Button
                  className="flex-1 sm:flex-none"
                  disabled={!!r.compteExistant}
                  title={r.compteExistant ? "Ce numéro a déjà un compte : la demande ne peut pas être approuvée" : undefined}
                  onClick={() => { setRole("PARTENAIRE"); setApproving(r); }}
                >
                  <Check />
                  Approuver
                </Button>
                <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => setRejecting(r)}>
                  <X />
                  Rejeter
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>

      <Dialog open={!!approving} onOpenChange={(open) => !open && !busy && setApproving(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Approuver la demande</DialogTitle>
            <DialogDescription>
              Le compte de {approving?.nomComplet} est créé et son code d&apos;accès lui est envoyé par SMS au {approving ? formatPhone(approving.telephone) : ""}.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label id="approve-role-label">Rôle</Label>
            <RoleChoice labelledBy="approve-role-label" value={role} onChange={setRole} disabled={busy} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setApproving(null)} disabled={busy}>
              Annuler
            </Button>
            <Button onClick={approve} disabled={busy}>
              {busy ? <Loader2 className="animate-spin" /> : <Check />}
              {busy ? "Création du compte..." : "Approuver"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <AlertDialog open={!!rejecting} onOpenChange={(open) => !open && !busy && setRejecting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Rejeter la demande ?</AlertDialogTitle>
            <AlertDialogDescription>
              La demande de {rejecting?.nomComplet} ({rejecting ? formatPhone(rejecting.telephone) : ""}) sera rejetée. Cette action est définitive.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Annuler</AlertDialogCancel>
            <AlertDialogAction variant="destructive" disabled={busy} onClick={(e) => { e.preventDefault(); void reject(); }}>
              {busy && <Loader2 className="animate-spin" />}
              Rejeter
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
