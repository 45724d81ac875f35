// How a partner's balance reads on the partners screen: the state in words, the amount in F CFA (grouped
// thousands, tabular figures) coloured from the shop's side, whose screen this is: what the shop owes is red
// (money that will leave), what it is owed green. The partner's own space colours from his side
// (components/partner/balance-card.tsx). The service's own label ("On doit 5 000 F") is kept for the history's
// headline.
import type { BalanceState } from "@/lib/domain/partner-balance";
import { cn } from "@/lib/utils";

export const STATE_LABELS: Record<BalanceState, string> = {
  BOUTIQUE_DOIT: "La boutique doit",
  PARTENAIRE_DOIT: "Le partenaire doit",
  SOLDE: "Compte soldé",
};

export const STATE_TONES: Record<BalanceState, string> = {
  BOUTIQUE_DOIT: "text-red-700",
  PARTENAIRE_DOIT: "text-emerald-700",
  SOLDE: "text-muted-foreground",
};

const CHIP_TONES: Record<BalanceState, string> = {
  BOUTIQUE_DOIT: "bg-red-100 text-red-800",
  PARTENAIRE_DOIT: "bg-emerald-100 text-emerald-800",
  SOLDE: "bg-muted text-muted-foreground",
};

export function StateChip({ etat, className }: { etat: BalanceState; className?: string }) {
  return (
    <span data-testid="balance-state" className={cn("inline-flex w-fit items-center rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap", CHIP_TONES[etat], className)}>
      {STATE_LABELS[etat]}
    </span>
  );
}

export function BalanceAmount({ etat, formatted, className }: { etat: BalanceState; formatted: string; className?: string }) {
  return (
    <span data-testid="balance-amount" className={cn("font-semibold whitespace-nowrap tabular-nums", STATE_TONES[etat], className)}>
      {formatted}
    </span>
  );
}
