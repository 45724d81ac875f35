"use client";

// The users list's table model (TanStack Table v9): its columns, each cell drawn by ./user-cells, over one page
// of users as the server searched and filtered it, a row per user (its id).
import { useMemo } from "react";
import { createColumnHelper, tableFeatures, useTable, type ReactTable } from "@tanstack/react-table";
import { formatPhone } from "@/lib/domain/phone";
import { CodeCell, formatDate, RoleBadge, StatusBadge } from "./user-cells";
import { UserActions, type UserActionHandlers } from "./user-actions";
import type { UserRow } from "./use-users-data";

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, UserRow>();

export type UsersTableModel = ReactTable<typeof features, UserRow>;

export interface UsersTableProps {
  users: UserRow[];
  showCodes: boolean;
  busyId: string | null;
  actions: UserActionHandlers;
}

export function useUsersTable({ users, showCodes, busyId, actions }: UsersTableProps): UsersTableModel {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor("nomComplet", {
          header: "Nom",
          cell: ({ row }) => (
            <div className="min-w-0">
              <p className="truncate font-medium">{row.original.nomComplet}</p>
              {row.original.adresse && <p className="truncate text-xs text-muted-foreground">{row.original.adresse}</p>}
            </div>
          ),
        }),
        helper.accessor("status", { header: "Statut", cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
        helper.accessor("role", { header: "Rôle", cell: ({ getValue }) => <RoleBadge role={getValue()} /> }),
        helper.accessor("telephone", { header: "Téléphone", cell: ({ getValue }) => <span className="tabular-nums">{formatPhone(getValue())}</span> }),
        helper.display({ id: "code", header: "Code d'accès", cell: ({ row }) => <CodeCell user={row.original} showCodes={showCodes} /> }),
        helper.accessor("createdAt", { header: "Créé le", cell: ({ getValue }) => formatDate(getValue()) }),
        helper.display({
          id: "actions",
          header: () => <span className="sr-only">Actions</span>,
          cell: ({ row }) => <UserActions user={row.original} busy={busyId === row.original.id} handlers={actions} />,
        }),
      ]),
    [showCodes, busyId, actions],
  );
  return useTable({ features, columns, data: users, getRowId: (row) => row.id });
}
