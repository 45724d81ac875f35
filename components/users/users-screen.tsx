"use client";

// /admin/users (SPEC §2 "Users screen"): tiles, pending requests, failed SMS, search and filters (read by the
// server, so any user is one search away), "Voir codes", the list by pages and its actions, each with SPEC §8's
// toasts. Its data: ./use-users-data.ts; the rows' actions: ./use-user-actions.ts.
import { Suspense, useEffect, useState } from "react";
import { UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { lazyRoot, preloadable } from "@/components/ui/lazy-parts";
import { ConfirmUserDialog } from "./confirm-user-dialog";
import { RegistrationRequests } from "./registration-requests";
import { SmsFailures } from "./sms-failures";
import { UserStatsTiles } from "./user-stats";
import { useUserActions } from "./use-user-actions";
import { useUsersData } from "./use-users-data";
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

export function UsersScreen() {
  const data = useUsersData();
  const [creating, setCreating] = useState(false);
  const { refresh, patchUser } = data;
  const { actions, busyId, editing, setEditing, confirm, setConfirm, confirmed, issued, setIssued } = useUserActions({ refresh, patchUser, showCodes: data.showCodes });
  useEffect(() => {
    void UsersTable.preload().catch(() => undefined); // a failure shows when the list renders
  }, []);

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
      <EditUserDialog user={editing} onClose={() => setEditing(null)} onSaved={(user) => { patchUser(user); refresh(); }} />
      <ConfirmUserDialog confirm={confirm} onClose={() => setConfirm(null)} onConfirm={confirmed} />
    </div>
  );
}
