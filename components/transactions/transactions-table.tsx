"use client";

// The recent transactions' table (TanStack Table v9, 5 rows a page): a table from 768 px, cards below, the
// pagination bar. A row opens the transaction's detail.
import { createColumnHelper, createPaginatedRowModel, FlexRender, rowPaginationFeature, tableFeatures, useTable } from "@tanstack/react-table";
import type { ShownTransaction } from "@/lib/presenters/transactions";
import { cn } from "@/lib/utils";
import { PaginationBar } from "./pagination-bar";
import { TypeBadge } from "./type-badge";

const PAGE_SIZE = 5;

const features = tableFeatures({ rowPaginationFeature, paginatedRowModel: createPaginatedRowModel() });
const column = createColumnHelper<typeof features, ShownTransaction>();
const stripPrefix = (name: string) => name.replace(/^(sup|part)-/, "");
/** A transfer read network-wide is one row « A → B »: its sender, then its receiver. */
const supervisorText = (t: ShownTransaction) => (t.transfert?.reseau && t.contrepartie ? `${t.superviseur.nom} → ${t.contrepartie.nom}` : t.superviseur.nom);
const accountText = (t: ShownTransaction) => (t.transfert?.compteArrivee ? `${t.compte} → ${t.transfert.compteArrivee}` : t.compte);

const columns = column.columns([
  column.accessor((t) => t.intervenant.nom, {
    id: "intervenant",
    header: "Intervenant",
    cell: ({ row }) => (
      <span className="block min-w-0">
        <span className="block truncate font-medium">{stripPrefix(row.original.intervenant.nom)}</span>
        <span className="text-xs text-muted-foreground capitalize">{row.original.intervenant.role}</span>
      </span>
    ),
  }),
  column.accessor((t) => t.type.label, {
    id: "type",
    header: "Type",
    cell: ({ row }) => <TypeBadge item={row.original} />,
  }),
  column.accessor(accountText, { id: "compte", header: "Compte" }),
  column.accessor(supervisorText, { id: "superviseur", header: "Superviseur" }),
  column.accessor((t) => t.montant.valeur, {
    id: "montant",
    header: "Montant",
    cell: ({ row }) => <Amount item={row.original} />,
  }),
  column.accessor("dateHeure", { header: "Date", cell: ({ getValue }) => <span className="whitespace-nowrap tabular-nums">{getValue()}</span> }),
]);

function Amount({ item }: { item: ShownTransaction }) {
  return (
    <span
      data-testid="row-amount"
      // inside the network a transfer neither enters nor leaves: no colour of gain or loss
      className={cn("font-semibold whitespace-nowrap tabular-nums", item.transfert?.reseau ? "text-sky-800" : item.montant.signe === "+" ? "text-emerald-700" : "text-red-600")}
    >
      {item.montant.formatted}
    </span>
  );
}

export function TransactionsTable({ rows, onSelect }: { rows: ShownTransaction[]; onSelect: (id: string) => void }) {
  const table = useTable({ features, columns, data: rows, initialState: { pagination: { pageIndex: 0, pageSize: PAGE_SIZE } } });
  const pageIndex = table.state.pagination.pageIndex;
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border bg-card shadow-sm md:block">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} className={cn("px-4 py-2.5 font-medium", header.column.id === "montant" && "text-right")}>
                    <FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid="transaction-row" onClick={() => onSelect(row.original.id)} className="cursor-pointer hover:bg-muted/40">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={cn("max-w-56 px-4 py-2.5", cell.column.id === "montant" && "text-right")}>
                    <FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 md:hidden">
        {table.getRowModel().rows.map(({ original: t }) => (
          <li key={t.id}>
            <button type="button" data-testid="transaction-card" onClick={() => onSelect(t.id)} className="w-full rounded-xl border bg-card p-3 text-left shadow-sm active:bg-muted/40">
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{stripPrefix(t.intervenant.nom)}</span>
                  <span className="text-xs text-muted-foreground capitalize">{t.intervenant.role}</span>
                </span>
                <Amount item={t} />
              </span>
              <span className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <TypeBadge item={t} />
                <span>{accountText(t)}</span>
                <span>· {supervisorText(t)}</span>
                <span className="ml-auto tabular-nums">{t.dateHeure}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <PaginationBar pageIndex={pageIndex} pageCount={table.getPageCount()} pageSize={PAGE_SIZE} total={rows.length} onPage={(i) => table.setPageIndex(i)} />
    </>
  );
}
