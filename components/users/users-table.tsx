"use client";

// The users list (TanStack Table v9), one page as the server searched and filtered it: a table from 768 px,
// cards below.
import { useMemo } from "react";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import type { Role } from "@/lib/domain/constants";
import { normalizeStatus, ROLE_LABELS, statusLabel } from "@/lib/domain/users";
import { UserActions, type UserActionHandlers } from "./user-actions";
import type { UserRow } from "./use-users-data";
import { formatPhone } from "@/lib/domain/phone";

const features = tableFeatures({});

const STATUS_VARIANTS = { ACTIVE: "success", SUSPENDED: "destructive", PENDING: "warning", REJECTED: "secondary", UNKNOWN: "outline" } as const;

export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={STATUS_VARIANTS[normalizeStatus(status)]}>{statusLabel(status)}</Badge>;
}

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant="outline" className={role === "SUPERVISEUR" ? "border-sky-300 text-sky-800" : "border-violet-300 text-violet-800"}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

function CodeCell({ user, showCodes }: { user: UserRow; showCodes: boolean }) {
  if (!showCodes) return <span className="font-mono tracking-widest text-muted-foreground" aria-label="Code masqué">••••••</span>;
  if (!user.codeClair) return <span className="text-xs text-destructive">Illisible</span>;
  return <span className="font-mono font-semibold tracking-widest" data-testid="user-code">{user.codeClair}</span>;
}

const formatDate = (iso: string) => new Date(iso).toLocaleDateString("fr-FR");

export interface UsersTableProps {
  users: UserRow[];
  showCodes: boolean;
  busyId: string | null;
  actions: UserActionHandlers;
}

const helper = createColumnHelper<typeof features, UserRow>();

export function UsersTable({ users, showCodes, busyId, actions }: UsersTableProps) {
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
  const table = useTable({ features, columns, data: users, getRowId: (row) => row.id });
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
      <div className="hidden overflow-x-auto rounded-xl border md:block">
        <table className="w-full text-sm" data-testid="users-table">
          <thead className="bg-muted/60 text-left text-xs text-muted-foreground uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} className="px-3 py-2 font-medium whitespace-nowrap">
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t align-middle hover:bg-muted/30" data-testid="user-row" data-user={row.original.telephone}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={cell.column.id === "nomComplet" ? "max-w-64 px-3 py-2" : "px-3 py-2 whitespace-nowrap"}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" data-testid="users-cards">
        {rows.map((row) => {
          const user = row.original;
          return (
            <li key={row.id} className="rounded-xl border bg-card p-3 shadow-xs" data-testid="user-card" data-user={user.telephone}>
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
          );
        })}
      </ul>
    </>
  );
}
