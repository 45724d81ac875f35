"use client";

// The statement's operations of a day, as the operator wrote them: time, reference, amount, balance after,
// status (a failed one kept, moving nothing), and the file and line it came from.
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { cn } from "@/lib/utils";
import type { DayDetail } from "./use-day-detail";

export function OperationsTable({ operations, time }: { operations: DayDetail["operations"]; time: (at: string) => string }) {
  if (!operations.length) return <p className="text-sm text-muted-foreground">Aucune opération au relevé ce jour.</p>;
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-medium">Opérations du relevé ce jour</h3>
      <div className="overflow-x-auto rounded-lg border" role="region" aria-label="Opérations du relevé" tabIndex={0}>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b bg-muted/50 text-left">
              <th scope="col" className="px-2 py-1 font-medium">Heure</th>
              <th scope="col" className="px-2 py-1 font-medium">Référence</th>
              <th scope="col" className="px-2 py-1 text-right font-medium">Montant</th>
              <th scope="col" className="px-2 py-1 text-right font-medium">Solde après</th>
              <th scope="col" className="px-2 py-1 font-medium">Statut</th>
              <th scope="col" className="px-2 py-1 font-medium">Ligne</th>
            </tr>
          </thead>
          <tbody>
            {operations.map((o) => (
              <tr key={o.id} className={cn("border-b last:border-0", !o.counted && "text-muted-foreground line-through")}>
                <td className="px-2 py-1 tabular-nums">{time(o.at)}</td>
                <td className="max-w-40 truncate px-2 py-1">{o.reference ?? "—"}</td>
                <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{formatSignedFcfa(o.amount)}</td>
                <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{o.balanceAfter === null ? "—" : formatFcfa(o.balanceAfter)}</td>
                <td className="px-2 py-1">{o.status ?? "—"}</td>
                <td className="px-2 py-1 whitespace-nowrap text-muted-foreground" title={o.fileName}>
                  {o.line}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
