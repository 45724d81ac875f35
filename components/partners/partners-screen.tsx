"use client";

// The partners screen, for the admin and the supervisor: each partner's running balance with the shop across
// days (the admin sees every partner, a supervisor those he dealt with: the route scopes), sorted and searched
// here, with the list's totals on top; a row opens the partner's history. The "Partenaires fréquents" tab (free
// partners who came back; the admin converts them) and the dialogs load after the page.
// Its data: ./use-partner-balances.ts; its parts: ./balance-parts.tsx, ./balance-list.tsx.
import { useState } from "react";
import { RefreshCw } from "lucide-react";
import { LoadError } from "@/components/layout/load-error-slot";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { lazyRoot, onDemand } from "@/components/ui/lazy-parts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { loadView } from "@/lib/client/load-view";
import { formatDateTimeFr } from "@/lib/domain/periods";
import type { ShownPartnerBalance } from "@/lib/presenters/partner-balance";
import { cn } from "@/lib/utils";
import { BalanceList } from "./balance-list";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { NoPartners, SearchAndSort, TotalsTiles } from "./balance-parts";
import { usePartnerBalances } from "./use-partner-balances";

// one chunk for both (./partner-parts.ts)
const PartnerHistoryDialog = lazyRoot(
  () => import("./partner-parts").then((m) => m.PartnerHistoryDialog),
  (props) => props.partner !== null,
);
const FrequentPartners = onDemand(() => import("./partner-parts").then((m) => m.FrequentPartners));

export function PartnersScreen({
  admin,
  timeZone,
  initial,
  initialError,
}: {
  admin: boolean;
  timeZone: string;
  initial: ShownPartnerBalance[] | null;
  initialError?: string | null;
}) {
  const { partners, error, loading, load, search, setSearch, sort, setSort, shown, totals } = usePartnerBalances(initial, initialError);
  const [tab, setTab] = useState("soldes");
  const [opened, setOpened] = useState<ShownPartnerBalance | null>(null);

  const view = loadView({ hasData: !!partners, error, loading });
  const failure = (stale?: string) => (
    <LoadError title="Impossible de charger les soldes des partenaires." message={error} retrying={loading} onRetry={() => load()} stale={stale} />
  );
  const dateOf = (iso: string | null) => (iso ? formatDateTimeFr(iso, timeZone) : "—");

  return (
    <>
      <PageHeader title="Partenaires">
        <Button variant="outline" size="icon-sm" onClick={() => load()} disabled={loading} aria-label="Actualiser">
          <RefreshCw className={cn(loading && "animate-spin")} />
        </Button>
      </PageHeader>

      <div className="mx-auto w-full max-w-6xl p-3 sm:p-6">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="sm:max-w-md">
            <TabsTrigger value="soldes">Soldes</TabsTrigger>
            <TabsTrigger value="frequents">Partenaires fréquents</TabsTrigger>
          </TabsList>

          <TabsContent value="soldes" className="space-y-4">
            <TotalsTiles totals={totals} shown={shown.length} all={partners ? partners.length : null} />
            <SearchAndSort search={search} onSearch={setSearch} sort={sort} onSort={setSort} />

            <section aria-label="Soldes des partenaires" className="space-y-3">
              {view === "stale" && failure("Les soldes affichés sont ceux du dernier chargement réussi.")}
              {view === "loading" ? (
                <ListSkeleton />
              ) : view === "failed" ? (
                failure()
              ) : shown.length === 0 ? (
                <NoPartners searching={!!search.trim()} admin={admin} />
              ) : (
                <BalanceList partners={shown} dateOf={dateOf} onOpen={setOpened} />
              )}
            </section>
          </TabsContent>

          <TabsContent value="frequents">
            <FrequentPartners admin={admin} timeZone={timeZone} onConverted={() => load()} />
          </TabsContent>
        </Tabs>
      </div>

      <PartnerHistoryDialog partner={opened} timeZone={timeZone} onClose={() => setOpened(null)} />
    </>
  );
}
