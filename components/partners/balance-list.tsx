"use client";

// The partners' balances as a table from md up, as cards on a phone; a row or a card opens the partner's history.
import { ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDirectedFcfa } from "@/lib/domain/money";
import { formatPhone } from "@/lib/domain/phone";
import type { ShownPartnerBalance } from "@/lib/presenters/partner-balance";
import { BalanceAmount, StateChip } from "./balance-format";

interface BalanceListProps {
  partners: ShownPartnerBalance[];
  dateOf: (iso: string | null) => string;
  onOpen: (partner: ShownPartnerBalance) => void;
}

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? "s" : ""}`;

/** Under the name: the phone, else whether he is a free partner. */
const contactOf = (p: ShownPartnerBalance) => (p.telephone ? formatPhone(p.telephone) : p.libre ? "Partenaire libre" : "—");

export function BalanceList(props: BalanceListProps) {
  return (
    <>
      <BalanceTable {...props} />
      <BalanceCards {...props} />
    </>
  );
}

function BalanceTable({ partners, dateOf, onOpen }: BalanceListProps) {
  return (
    <div className="hidden overflow-hidden rounded-xl border bg-card shadow-sm md:block">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th className="px-4 py-2.5 font-medium">Partenaire</th>
            <th className="px-4 py-2.5 font-medium">Situation</th>
            <th className="px-4 py-2.5 text-right font-medium">Solde</th>
            <th className="px-4 py-2.5 text-right font-medium">Opérations</th>
            <th className="px-4 py-2.5 font-medium">Dernier mouvement</th>
            <th className="w-10 px-2 py-2.5">
              <span className="sr-only">Historique</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {partners.map((p) => (
            <tr key={p.id} data-testid="partner-row" data-partner={p.id} onClick={() => onOpen(p)} className="cursor-pointer hover:bg-muted/40">
              <td className="max-w-64 px-4 py-2.5">
                <span className="block truncate font-medium">{p.nomComplet}</span>
                <span className="text-xs text-muted-foreground tabular-nums">{contactOf(p)}</span>
              </td>
              <td className="px-4 py-2.5">
                <StateChip etat={p.solde.etat} />
              </td>
              <td className="px-4 py-2.5 text-right">
                <BalanceAmount etat={p.solde.etat} formatted={p.solde.formatted} />
              </td>
              <td className="px-4 py-2.5 text-right text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                <span className="block">{plural(p.statistiques.nombreTransactions, "opération")}</span>
                {p.statistiques.nombreTransactions > 0 && (
                  <span className="block">
                    {formatDirectedFcfa("+", p.statistiques.totalDepots)} / {formatDirectedFcfa("-", p.statistiques.totalRetraits)}
                  </span>
                )}
              </td>
              <td className="px-4 py-2.5 whitespace-nowrap tabular-nums">{dateOf(p.statistiques.derniereTransaction)}</td>
              <td className="px-2 py-2.5">
                <Button variant="ghost" size="icon-sm" aria-label={`Historique de ${p.nomComplet}`} onClick={(e) => { e.stopPropagation(); onOpen(p); }}>
                  <ChevronRight />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BalanceCards({ partners, dateOf, onOpen }: BalanceListProps) {
  return (
    <ul className="space-y-2 md:hidden">
      {partners.map((p) => (
        <li key={p.id}>
          <button
            type="button"
            data-testid="partner-card"
            data-partner={p.id}
            onClick={() => onOpen(p)}
            className="w-full rounded-xl border bg-card p-3 text-left shadow-sm active:bg-muted/40"
          >
            <span className="flex items-start justify-between gap-2">
              <span className="min-w-0">
                <span className="block truncate font-medium">{p.nomComplet}</span>
                <span className="text-xs text-muted-foreground tabular-nums">{contactOf(p)}</span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <BalanceAmount etat={p.solde.etat} formatted={p.solde.formatted} />
                <StateChip etat={p.solde.etat} />
              </span>
            </span>
            <span className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              <span>{plural(p.statistiques.nombreTransactions, "opération")}</span>
              <span className="ml-auto tabular-nums">{dateOf(p.statistiques.derniereTransaction)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
