import { Badge } from "@/components/ui/badge";
import type { TransactionListItem } from "@/lib/services/ledger/queries";

/** The type badge: default style for a deposit, destructive otherwise (SPEC §2). */
export function TypeBadge({ item }: { item: Pick<TransactionListItem, "type"> }) {
  return (
    <Badge variant={item.type.category === "depot" ? "default" : "destructive"} className="whitespace-nowrap">
      {item.type.label}
    </Badge>
  );
}
