"use client";

// The parts of 'Clôturer la journée': the table of the day's accounts, the accounts without a Fin, the total GR.
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { cn } from "@/lib/utils";
import type { closingRows } from "./closing-rows";
import { accountNames } from "./day-state-text";
import { GrBadge, grTextClass } from "./gr-badge";

export function ClosingTable({ rows }: { rows: ReturnType<typeof closingRows> }) {
  return (
    <table data-testid="closing-table" className="w-full text-sm tabular-nums">
      <thead>
        <tr className="border-b text-xs text-muted-foreground">
          <th scope="col" className="py-1.5 pr-2 text-left font-medium">Compte</th>
          <th scope="col" className="hidden px-2 py-1.5 text-right font-medium sm:table-cell">Début</th>
          <th scope="col" className="hidden px-2 py-1.5 text-right font-medium sm:table-cell">Fin</th>
          <th scope="col" className="py-1.5 pl-2 text-right font-medium">GR</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid="closing-row" data-account={row.key} className="border-b last:border-b-0">
            <th scope="row" className="py-2 pr-2 text-left font-medium">
              <span className="flex items-center gap-1.5">
                <span aria-hidden>{row.icon}</span>
                <span className="min-w-0">{row.label}</span>
              </span>
              {/* at 360 px the Début and Fin columns fold under the account's name */}
              <span className="mt-0.5 block text-xs font-normal text-muted-foreground sm:hidden">
                Début {formatFcfa(row.debut)} · Fin {row.fin === null ? <MissingFin /> : formatFcfa(row.fin)}
              </span>
            </th>
            <td className="hidden px-2 py-2 text-right whitespace-nowrap sm:table-cell">{formatFcfa(row.debut)}</td>
            <td className="hidden px-2 py-2 text-right whitespace-nowrap sm:table-cell">{row.fin === null ? <MissingFin /> : formatFcfa(row.fin)}</td>
            <td className={cn("py-2 pl-2 text-right font-semibold whitespace-nowrap", grTextClass(row.gr))}>{formatSignedFcfa(row.gr)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MissingFin() {
  return <span className="text-amber-700 italic">non saisie ({formatFcfa(0)})</span>;
}

export function MissingFinNotice({ missingFin }: { missingFin: string[] }) {
  if (missingFin.length === 0) return null;
  const several = missingFin.length > 1;
  return (
    <p data-testid="closing-missing-fin" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <span className="font-semibold">Fin non saisie : {accountNames(missingFin)}.</span> {several ? "Ces comptes comptent" : "Ce compte compte"} pour {formatFcfa(0)} en
      Fin : {several ? "leur" : "son"} solde de début entier sera compté comme un écart négatif.
    </p>
  );
}

export function GrTotal({ gr }: { gr: number }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/50 px-3 py-2">
      <span className="text-sm font-medium">GR total</span>
      <span className="flex items-center gap-2">
        <span data-testid="closing-gr" className={cn("text-xl font-bold tabular-nums", grTextClass(gr))}>
          {formatSignedFcfa(gr)}
        </span>
        <GrBadge value={gr} />
      </span>
    </div>
  );
}
