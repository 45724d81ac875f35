// The partner's balance with the shop (/partner): the amount, what it means from his side, and his
// figures over all his movements.
import { Scale } from "lucide-react";
import type { BalanceStats } from "@/lib/domain/partner-balance";
import type { ShownBalance } from "@/lib/presenters/partner-balance";
import { balanceStatement } from "@/lib/domain/partner-history";
import { formatFcfa } from "@/lib/domain/money";
import { formatDateTimeFr } from "@/lib/domain/periods";
import { cn } from "@/lib/utils";

const TONE = {
  BOUTIQUE_DOIT: "border-emerald-200 bg-emerald-50 text-emerald-900",
  PARTENAIRE_DOIT: "border-orange-200 bg-orange-50 text-orange-900",
  SOLDE: "border-border bg-muted/40 text-foreground",
} as const;

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-lg border bg-card px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums break-words" data-testid={testId}>
        {value}
        {detail ? <span className="block text-xs font-normal text-muted-foreground">{detail}</span> : null}
      </dd>
    </div>
  );
}

export function BalanceCard({ solde, statistiques, timeZone }: { solde: ShownBalance; statistiques: BalanceStats; timeZone: string }) {
  const when = (at: string | null) => (at ? formatDateTimeFr(at, timeZone) : "—");
  const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
  return (
    <section aria-labelledby="balance-title" className="space-y-3">
      <div className={cn("rounded-xl border p-4 sm:p-5", TONE[solde.etat])} data-testid="balance-card" data-etat={solde.etat}>
        <h2 id="balance-title" className="flex items-center gap-2 text-sm font-medium">
          <Scale className="size-4" aria-hidden />
          Mon solde avec la boutique
        </h2>
        <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums sm:text-4xl" data-testid="balance-amount">
          {formatFcfa(solde.montantAbsolu)}
        </p>
        <p className="mt-1 text-base font-semibold" data-testid="balance-statement">
          {balanceStatement(solde.etat, solde.formatted)}
        </p>
        <p className="mt-1 text-xs opacity-80">Vos dépôts moins vos retraits, avec tous les superviseurs, depuis le premier jour.</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Figure label="Total des dépôts" value={formatFcfa(statistiques.totalDepots)} detail={plural(statistiques.nombreDepots, "dépôt", "dépôts")} testId="stat-depots" />
        <Figure label="Total des retraits" value={formatFcfa(statistiques.totalRetraits)} detail={plural(statistiques.nombreRetraits, "retrait", "retraits")} testId="stat-retraits" />
        <Figure label="Plus gros dépôt" value={formatFcfa(statistiques.plusGrosDepot)} testId="stat-max-depot" />
        <Figure label="Plus gros retrait" value={formatFcfa(statistiques.plusGrosRetrait)} testId="stat-max-retrait" />
        <Figure label="Mouvements" value={String(statistiques.nombreTransactions)} testId="stat-count" />
        <Figure label="Premier mouvement" value={when(statistiques.premiereTransaction)} testId="stat-first" />
        <Figure label="Dernier mouvement" value={when(statistiques.derniereTransaction)} testId="stat-last" />
        <Figure label="Superviseurs" value={String(statistiques.nombreSuperviseurs)} testId="stat-supervisors" />
      </dl>
    </section>
  );
}
