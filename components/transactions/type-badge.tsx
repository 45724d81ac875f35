import { Badge } from "@/components/ui/badge";
import type { TransactionListItem } from "@/lib/services/ledger/queries";

type BadgeItem = Pick<TransactionListItem, "type" | "transfert" | "contrepartie"> & { montant: Pick<TransactionListItem["montant"], "signe"> };

/**
 * The type badge: default style for a deposit and for money received, destructive for money leaving (SPEC §2, and
 * never red on what a kiosk receives); a transfer read network-wide is « Transfert », neither. A transfer's side
 * says "↔" and the other kiosk; its status shows beside it once it is no longer simply recorded.
 */
export function TypeBadge({ item, status = true }: { item: BadgeItem; /** false where the transfer's own status shows (its detail) */ status?: boolean }) {
  const network = !!item.transfert?.reseau;
  const variant = network ? "secondary" : item.type.category === "depot" || item.montant.signe === "+" ? "default" : "destructive";
  return (
    <>
      <Badge variant={variant} className="whitespace-nowrap" title={item.contrepartie ? `↔ ${item.contrepartie.nom}` : undefined}>
        {network ? "Transfert" : item.type.label}
      </Badge>
      {status && item.transfert && item.transfert.statut !== "VALIDE" && (
        <Badge variant={item.transfert.statut === "CONTESTE" ? "warning" : "secondary"} data-testid="transfer-status-badge" className="whitespace-nowrap">
          {item.transfert.statutLabel}
        </Badge>
      )}
    </>
  );
}
