"use client";

// The partner's own space (/partner): his balance with the shop, and his movements day by day,
// paged and filtered by period. The server renders the first view; pages and periods load through
// GET /api/partner-balance/{id}/history, with a progress indicator, and SPEC's load error (never the empty
// state) when that call fails. The data and the period in ./use-partner-history.ts, the parts in
// ./history-parts.tsx.
import { useRef } from "react";
import { LoaderCircle } from "lucide-react";
import { LoadError } from "@/components/layout/load-error";
import { PaginationBar } from "@/components/transactions/pagination-bar";
import { groupByDay } from "@/lib/domain/partner-history";
import { formatDayFr } from "@/lib/domain/periods";
import { cn } from "@/lib/utils";
import { BalanceCard } from "./balance-card";
import { HistoryDay, HistoryEmpty, PeriodPicker, PeriodTotals } from "./history-parts";
import { useHistoryPeriod, usePartnerHistory, type History } from "./use-partner-history";

export function PartnerSpace({ partnerId, timeZone, initial }: { partnerId: string; timeZone: string; initial: History }) {
  const history = usePartnerHistory(partnerId, initial);
  const period = useHistoryPeriod(timeZone, history.show);
  const { data, loading, error } = history;
  const listTop = useRef<HTMLElement>(null);
  const goToPage = (index: number) => {
    history.goToPage(index);
    listTop.current?.scrollIntoView({ block: "start" });
  };

  const { pagination, periode } = data;
  const groups = groupByDay(data.transactions, data.jours);
  // an answer for another request than the one on screen is not shown as if it were
  const failed = error !== null;
  const periodText = periode.from && periode.to ? (periode.from === periode.to ? `le ${formatDayFr(periode.from)}` : `du ${formatDayFr(periode.from)} au ${formatDayFr(periode.to)}`) : "depuis le début";

  return (
    <>
      <BalanceCard solde={data.solde} statistiques={data.statistiques} timeZone={timeZone} />
      <section ref={listTop} aria-labelledby="history-title" className="scroll-mt-16 space-y-3">
        <div className="flex items-center gap-2">
          <h2 id="history-title" className="flex-1 text-lg font-semibold">
            Mes mouvements
          </h2>
          <span role="status" className="flex items-center gap-1 text-sm text-muted-foreground">
            {loading ? (
              <>
                <LoaderCircle className="size-4 animate-spin" aria-hidden /> Chargement…
              </>
            ) : null}
          </span>
        </div>
        <PeriodPicker form={period} />

        {failed ? (
          <LoadError title="Impossible de charger vos mouvements" message={error} onRetry={history.retry} retrying={loading} />
        ) : (
          <div aria-busy={loading} className={cn("space-y-3 transition-opacity", loading && "opacity-60")} data-testid="history">
            {pagination.totalCount > 0 ? <PeriodTotals periode={periode} periodText={periodText} /> : null}
            {groups.length === 0 ? (
              <HistoryEmpty ever={data.statistiques.nombreTransactions !== 0} periodText={periodText} />
            ) : (
              groups.map((group) => <HistoryDay key={group.day} group={group} timeZone={timeZone} />)
            )}
            <PaginationBar pageIndex={pagination.page - 1} pageCount={pagination.totalPages} pageSize={pagination.limit} total={pagination.totalCount} onPage={goToPage} />
          </div>
        )}
      </section>
    </>
  );
}
