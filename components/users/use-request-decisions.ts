"use client";

// The admin's decision on a registration request: the one being approved (with the role chosen) or rejected,
// and the sending; either way the list is read again.
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { api } from "@/lib/api-client";
import type { ManagedRole } from "@/lib/domain/users";
import type { PublicUser } from "@/lib/services/users";
import type { IssuedCode } from "./code-dialog";
import { toastFailure } from "./feedback";
import type { RequestRow } from "./use-users-data";

export function useRequestDecisions(onChanged: () => void, onIssued: (issued: IssuedCode) => void) {
  const [approving, setApproving] = useState<RequestRow | null>(null);
  const [rejecting, setRejecting] = useState<RequestRow | null>(null);
  const [role, setRole] = useState<ManagedRole>("PARTENAIRE");
  const [busy, setBusy] = useState(false);

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

  /** Approving starts with the partner's role, the most frequent request. */
  const startApproving = (request: RequestRow) => {
    setRole("PARTENAIRE");
    setApproving(request);
  };
  return { approving, setApproving, startApproving, rejecting, setRejecting, role, setRole, busy, approve, reject };
}
