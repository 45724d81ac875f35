"use client";

// What the users list's row actions do, with SPEC §8's toasts: suspend and activate at once; edit opens its
// dialog; regenerate a code, end his sessions and delete ask first (./confirm-user-dialog.tsx), then run. The row
// being worked on is busy meanwhile; a new code stays on screen until the admin closes it (`issued`).
import { useMemo, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api } from "@/lib/api-client";
import type { IssuedCode } from "./code-dialog";
import { toastFailure } from "./feedback";
import type { UserActionHandlers } from "./user-actions";
import type { UserRow } from "./use-users-data";

export type Confirm = { kind: "delete" | "regenerate" | "sessions"; user: UserRow } | null;

export function useUserActions({ refresh, patchUser, showCodes }: { refresh: () => void; patchUser: (user: UserRow) => void; showCodes: boolean }) {
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedCode | null>(null);

  const actions = useMemo<UserActionHandlers>(() => {
    const run = async (user: UserRow, work: () => Promise<void>) => {
      setBusyId(user.id);
      try {
        await work();
      } finally {
        setBusyId(null);
      }
    };
    return {
      edit: (user) => setEditing(user),
      suspend: (user) =>
        run(user, async () => {
          try {
            const res = await api<{ user: UserRow }>(`/api/users/${user.id}/suspend`, { method: "PATCH" });
            patchUser(res.user);
            toast.success("Utilisateur suspendu", { description: user.nomComplet });
            refresh();
          } catch (error) {
            toastFailure(error, "Impossible de suspendre l'utilisateur");
          }
        }),
      activate: (user) =>
        run(user, async () => {
          try {
            const res = await api<{ user: UserRow }>(`/api/users/${user.id}/activate`, { method: "PATCH" });
            patchUser(res.user);
            toast.success("Utilisateur activé", { description: user.nomComplet });
            refresh();
          } catch (error) {
            toastFailure(error, "Impossible d'activer l'utilisateur");
          }
        }),
      regenerate: (user) => setConfirm({ kind: "regenerate", user }),
      endSessions: (user) => setConfirm({ kind: "sessions", user }),
      remove: (user) => setConfirm({ kind: "delete", user }),
    };
  }, [patchUser, refresh]);

  /** The action the admin confirmed. */
  async function confirmed() {
    if (!confirm) return;
    const { kind, user } = confirm;
    setConfirm(null);
    setBusyId(user.id);
    try {
      if (kind === "delete") {
        await api(`/api/users/${user.id}`, { method: "DELETE" });
        toast.success("Utilisateur supprimé", { description: user.nomComplet });
      } else if (kind === "sessions") {
        const res = await api<{ revoked: number }>(`/api/users/${user.id}/sessions/revoke`, { method: "POST" });
        toast.success(res.revoked === 0 ? "Aucune session ouverte" : `Sessions fermées (${res.revoked})`, { description: user.nomComplet });
      } else {
        const res = await api<{ nouveauCode: string; sms: { status: string } }>(`/api/users/${user.id}/regenerate-code`, { method: "POST" });
        if (showCodes) patchUser({ ...user, codeClair: res.nouveauCode });
        toast.success("Code régénéré", { description: user.nomComplet });
        setIssued({ title: "Nouveau code d'accès", nomComplet: user.nomComplet, telephone: user.telephone, code: res.nouveauCode, sms: res.sms });
      }
      refresh();
    } catch (error) {
      if (kind === "delete") toastFailure(error, "Impossible de supprimer l'utilisateur", "Erreur lors de la suppression");
      else if (kind === "sessions") toastFailure(error, "Impossible de fermer les sessions");
      else toastFailure(error, "Impossible de régénérer le code");
    } finally {
      setBusyId(null);
    }
  }

  return { actions, busyId, editing, setEditing, confirm, setConfirm, confirmed, issued, setIssued };
}
