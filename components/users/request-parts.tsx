"use client";

// A registration request's card, and the approval and rejection dialogs.
import { Check, Loader2, X } from "lucide-react";
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
import { formatPhone } from "@/lib/domain/phone";
import type { ManagedRole } from "@/lib/domain/users";
import { RoleChoice } from "./role-choice";
import type { RequestRow } from "./use-users-data";

const formatDateTime = (iso: string) => new Date(iso).toLocaleString("fr-FR", { dateStyle: "short", timeStyle: "short" });

const ROLE_NAMES: Record<string, string> = { SUPERVISEUR: "Superviseur", PARTENAIRE: "Partenaire" };

export function RequestCard({ request: r, onApprove, onReject }: { request: RequestRow; onApprove: () => void; onReject: () => void }) {
  return (
    <li className="rounded-lg border bg-background p-3" data-testid="registration-request" data-phone={r.telephone}>
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
                  Numéro déjà inscrit : {r.compteExistant.nomComplet} ({ROLE_NAMES[r.compteExistant.role] ?? "Administrateur"})
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
            onClick={onApprove}
          >
            <Check />
            Approuver
          </Button>
          <Button variant="outline" className="flex-1 sm:flex-none" onClick={onReject}>
            <X />
            Rejeter
          </Button>
        </div>
      </div>
    </li>
  );
}

export function ApproveDialog(props: {
  request: RequestRow | null;
  role: ManagedRole;
  onRole: (role: ManagedRole) => void;
  busy: boolean;
  onCancel: () => void;
  onApprove: () => void;
}) {
  const { request, role, onRole, busy, onCancel, onApprove } = props;
  return (
    <Dialog open={!!request} onOpenChange={(open) => !open && !busy && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Approuver la demande</DialogTitle>
          <DialogDescription>
            Le compte de {request?.nomComplet} est créé et son code d&apos;accès lui est envoyé par SMS au {request ? formatPhone(request.telephone) : ""}.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label id="approve-role-label">Rôle</Label>
          <RoleChoice labelledBy="approve-role-label" value={role} onChange={onRole} disabled={busy} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Annuler
          </Button>
          <Button onClick={onApprove} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" /> : <Check />}
            {busy ? "Création du compte..." : "Approuver"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function RejectDialog({ request, busy, onCancel, onReject }: { request: RequestRow | null; busy: boolean; onCancel: () => void; onReject: () => void }) {
  return (
    <AlertDialog open={!!request} onOpenChange={(open) => !open && !busy && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Rejeter la demande ?</AlertDialogTitle>
          <AlertDialogDescription>
            La demande de {request?.nomComplet} ({request ? formatPhone(request.telephone) : ""}) sera rejetée. Cette action est définitive.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Annuler</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={busy}
            onClick={(e) => {
              e.preventDefault();
              onReject();
            }}
          >
            {busy && <Loader2 className="animate-spin" />}
            Rejeter
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
