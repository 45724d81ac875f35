import { Badge } from "@/components/ui/badge";
import type { TransactionListItem } from "@/lib/services/ledger/queries";

/**
 * The type badge: default style for a deposit, destructive otherwise (SPEC §2); a transfer's side says "↔" and the
 * other kiosk, and a contested transfer carries its status beside it.
 */
export function TypeBadge({ item }: { item: Pick<TransactionListItem, "type" | "transfert" | "contrepartie"> }) {
  return (
    <>
      <Badge variant={item.type.category === "depot" ? "default" : "destructive"} className="whitespace-nowrap" title={item.contrepartie ? `↔ ${item.contrepartie.nom}` : undefined}>
        {item.type.label}
      </Badge>
      {item.transfert && item.transfert.statut !== "VALIDE" && (
        <Badge variant={item.transfert.statut === "CONTESTE" ? "warning" : "secondary"} data-testid="transfer-status-badge" className="whitespace-nowrap">
          {item.transfert.statutLabel}
        </Badge>
      )}
    </>
  );
}
