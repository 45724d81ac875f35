"use client";

// /admin/users (SPEC §2 "Users screen"): tiles, pending requests, failed SMS, search and filters (read by the
// server, so any user is one search away), "Voir codes", the list by pages and its actions, each with SPEC §8's
// toasts.
import { Suspense, useEffect, useMemo, useState } from "react";
import { UserPlus } from "lucide-react";
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
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api-client";
import { lazyRoot, preloadable } from "@/components/ui/lazy-parts";
import type { IssuedCode } from "./code-dialog";
import { toastFailure } from "./feedback";
import { RegistrationRequests } from "./registration-requests";
import { SmsFailures } from "./sms-failures";
import { UserStatsTiles } from "./user-stats";
import type { UserActionHandlers } from "./user-actions";
import { useUsersData, type UserRow } from "./use-users-data";
import { UsersFilters } from "./users-filters";
import { UsersPager } from "./users-pager";

// the forms (and their validation code) load the first time they open
const CreateUserDialog = lazyRoot(() => import("./create-user-dialog").then((m) => m.CreateUserDialog));
// a new access code stays on screen until the admin closes it
const CodeDialog = lazyRoot(
  () => import("./code-dialog").then((m) => m.CodeDialog),
  (props) => props.issued !== null,
);
// the list's code (TanStack Table) is fetched alongside the list itself, not before the page can be used
const UsersTable = preloadable(() => import("./users-table").then((m) => m.UsersTable));
const EditUserDialog = lazyRoot(
  () => import("./edit-user-dialog").then((m) => m.EditUserDialog),
  (props) => props.user !== null,
);

type Confirm = { kind: "delete" | "regenerate" | "sessions"; user: UserRow } | null;

const CONFIRM_TEXTS = {
  delete: { title: (name: string) => `Supprimer ${name} ?`, body: "Cette action est définitive et supprimera toutes les données associées.", action: "Supprimer" },
  regenerate: {
    title: (name: string) => `Régénérer le code de ${name} ?`,
    body: "L'ancien code ne fonctionnera plus et ses sessions ouvertes seront fermées. Le nouveau code lui est envoyé par SMS.",
    action: "Régénérer",
  },
  sessions: {
    title: (name: string) => `Déconnecter ${name} de tous ses appareils ?`,
    body: "Chaque session ouverte (téléphone, ordinateur) sera fermée à sa prochaine action. Son code reste le même : il pourra se reconnecter.",
    action: "Déconnecter partout",
  },
} as const;

export function UsersScreen() {
  const data = useUsersData();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedCode | null>(null);
  const { refresh, patchUser } = data;
  useEffect(() => {
    void UsersTable.preload().catch(() => undefined); // a failure shows when the list renders
  }, []);

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
            void refresh();
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
            void refresh();
          } catch (error) {
            toastFailure(error, "Impossible d'activer l'utilisateur");
          }
        }),
      regenerate: (user) => setConfirm({ kind: "regenerate", user }),
      endSessions: (user) => setConfirm({ kind: "sessions", user }),
      remove: (user) => setConfirm({ kind: "delete", user }),
    };
  }, [patchUser, refresh]);

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
        if (data.showCodes) patchUser({ ...user, codeClair: res.nouveauCode });
        toast.success("Code régénéré", { description: user.nomComplet });
        setIssued({ title: "Nouveau code d'accès", nomComplet: user.nomComplet, telephone: user.telephone, code: res.nouveauCode, sms: res.sms });
      }
      void refresh();
    } catch (error) {
      if (kind === "delete") toastFailure(error, "Impossible de supprimer l'utilisateur", "Erreur lors de la suppression");
      else if (kind === "sessions") toastFailure(error, "Impossible de fermer les sessions");
      else toastFailure(error, "Impossible de régénérer le code");
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 p-3 sm:space-y-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Superviseurs et partenaires du réseau</p>
        <Button onClick={() => setCreating(true)} aria-label="Nouvel utilisateur">
          <UserPlus />
          <span>Nouvel utilisateur</span>
        </Button>
      </div>
      <UserStatsTiles stats={data.stats} />

      <UsersFilters filter={data.filter} onChange={data.setFilter} showCodes={data.showCodes} loadingCodes={data.loadingCodes} onToggleCodes={data.toggleCodes} />

      {/* the requests and failed SMS cards come with the list, in the place of its skeleton: arriving later above
          it, they pushed the page down */}
      {data.users === null || !data.sideSettled ? (
        <ListSkeleton />
      ) : (
        <>
          <RegistrationRequests requests={data.requests} pending={data.pendingCount} onChanged={refresh} onIssued={setIssued} />
          <SmsFailures messages={data.failedSms} onChanged={refresh} />
          {/* the pager comes with the table's code, not before it: arriving under the skeleton, it moved down */}
          <Suspense fallback={<ListSkeleton />}>
            <UsersTable users={data.users} showCodes={data.showCodes} busyId={busyId} actions={actions} />
            {data.pagination && <UsersPager pagination={data.pagination} loading={data.listLoading} onPage={(page) => data.setFilter({ page })} />}
          </Suspense>
        </>
      )}

      <CreateUserDialog open={creating} onOpenChange={setCreating} onCreated={refresh} onIssued={setIssued} />
      <CodeDialog issued={issued} onClose={() => setIssued(null)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} onSaved={(user) => { patchUser(user); void refresh(); }} />
      <AlertDialog open={!!confirm} onOpenChange={(open) => !open && setConfirm(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirm ? CONFIRM_TEXTS[confirm.kind].title(confirm.user.nomComplet) : ""}</AlertDialogTitle>
            <AlertDialogDescription>{confirm ? CONFIRM_TEXTS[confirm.kind].body : ""}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Annuler</AlertDialogCancel>
            <AlertDialogAction variant={confirm?.kind === "delete" ? "destructive" : "default"} onClick={confirmed}>
              {confirm ? CONFIRM_TEXTS[confirm.kind].action : ""}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-2" aria-busy="true" aria-label="Chargement">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}
