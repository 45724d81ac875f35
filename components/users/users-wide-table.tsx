// The users list from 768 px: a table, a row per user, its cells from the table model (./use-users-table.tsx).
import type { UsersTableModel } from "./use-users-table";

export function UsersWideTable({ table }: { table: UsersTableModel }) {
  return (
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
          {table.getRowModel().rows.map((row) => (
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
  );
}
