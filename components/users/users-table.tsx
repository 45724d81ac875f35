"use client";

// The users list (TanStack Table v9), one page as the server searched and filtered it: a table from 768 px,
// cards below. Its model: ./use-users-table.tsx; its parts: ./users-wide-table.tsx, ./user-cards.tsx.
import { UserCards } from "./user-cards";
import { useUsersTable, type UsersTableProps } from "./use-users-table";
import { UsersWideTable } from "./users-wide-table";

export type { UsersTableProps };

export function UsersTable(props: UsersTableProps) {
  const table = useUsersTable(props);
  const rows = table.getRowModel().rows;

  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground" data-testid="users-empty">
        Aucun utilisateur trouvé
      </p>
    );
  }

  return (
    <>
      <UsersWideTable table={table} />
      <UserCards users={rows.map((row) => row.original)} showCodes={props.showCodes} busyId={props.busyId} actions={props.actions} />
    </>
  );
}
