// The users list below 768 px: a card per user, with the same badges, code and actions as the table's row.
import { formatPhone } from "@/lib/domain/phone";
import { CodeCell, formatDate, RoleBadge, StatusBadge } from "./user-cells";
import { UserActions, type UserActionHandlers } from "./user-actions";
import type { UserRow } from "./use-users-data";

export function UserCards({ users, showCodes, busyId, actions }: { users: UserRow[]; showCodes: boolean; busyId: string | null; actions: UserActionHandlers }) {
  return (
    <ul className="space-y-3 md:hidden" data-testid="users-cards">
      {users.map((user) => (
        <li key={user.id} className="rounded-xl border bg-card p-3 shadow-xs" data-testid="user-card" data-user={user.telephone}>
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{user.nomComplet}</p>
              <div className="mt-1 flex flex-wrap gap-1.5">
                <StatusBadge status={user.status} />
                <RoleBadge role={user.role} />
              </div>
            </div>
            <UserActions user={user} busy={busyId === user.id} handlers={actions} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Téléphone</dt>
            <dd className="tabular-nums">{formatPhone(user.telephone)}</dd>
            {user.adresse && (
              <>
                <dt className="text-muted-foreground">Adresse</dt>
                <dd className="min-w-0 break-words">{user.adresse}</dd>
              </>
            )}
            <dt className="text-muted-foreground">Code</dt>
            <dd>
              <CodeCell user={user} showCodes={showCodes} />
            </dd>
            <dt className="text-muted-foreground">Créé le</dt>
            <dd>{formatDate(user.createdAt)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
