"use client";

// A partner's history, one tap from the partners list: his balance with the shop, his figures over
// all his movements (totals, count, first and last dates, average, largest deposit and withdrawal), and his
// movements of a period, newest first, 10 a page (GET /api/partner-balance/:id/history). Loaded on first open.
// Its data: ./use-partner-history.ts; its parts: ./partner-history-parts.tsx.
import { useState } from "react";
import { LoadError } from "@/components/layout/load-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { PaginationBar } from "@/components/transactions/pagination-bar";
import { formatPhone } from "@/lib/domain/phone";
import type { ShownPartnerBalance } from "@/lib/presenters/partner-balance";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { HistoryBalance, HistoryStats, Movements, NoMovement, PeriodFields, PeriodFigures } from "./partner-history-parts";
import { usePartnerHistory } from "./use-partner-history";

export function PartnerHistoryDialog({ partner, timeZone, onClose }: { partner: ShownPartnerBalance | null; timeZone: string; onClose: () => void }) {
  // the last partner shown, so that nothing goes blank while the dialog closes
  const [shown, setShown] = useState(partner);
  if (partner && partner !== shown) setShown(partner);
  return (
    <Dialog open={partner !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="sm:max-w-2xl"
        data-testid="partner-history"
        // the dialog itself takes the focus, not the period's first date: reading a history opens no keyboard on a phone
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        {shown && <HistoryBody key={shown.id} partner={shown} timeZone={timeZone} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function HistoryBody({ partner, timeZone, onClose }: { partner: ShownPartnerBalance; timeZone: string; onClose: () => void }) {
  const { history, error, loading, load, period, setDay, setPage } = usePartnerHistory(partner.id);
  const inPeriod = !!(period.from || period.to);
  const failed = (stale?: string) => (
    <LoadError title="Impossible de charger l'historique du partenaire." message={error!} retrying={loading} onRetry={() => load()} stale={stale} />
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{partner.nomComplet}</DialogTitle>
        <DialogDescription>
          {partner.telephone ? <span className="tabular-nums">{formatPhone(partner.telephone)}</span> : partner.libre ? "Partenaire libre" : "Partenaire"}
          {" · "}solde avec la boutique sur tous les jours
        </DialogDescription>
      </DialogHeader>

      <HistoryBalance solde={history?.solde ?? partner.solde} />
      <HistoryStats stats={history?.statistiques ?? partner.statistiques} timeZone={timeZone} />
      <PeriodFields period={period} onDay={setDay} />

      <section aria-label="Mouvements" className="space-y-2">
        {history && <PeriodFigures history={history} inPeriod={inPeriod} />}
        {error && !history ? (
          failed()
        ) : (
          <>
            {error && failed("Les mouvements affichés sont ceux du dernier chargement réussi.")}
            {!history ? (
              <ListSkeleton row="h-12 w-full" />
            ) : history.transactions.length === 0 ? (
              <NoMovement inPeriod={inPeriod} />
            ) : (
              <Movements movements={history.transactions} loading={loading} timeZone={timeZone} />
            )}
            {history && history.pagination.totalPages > 1 && (
              <PaginationBar
                pageIndex={history.pagination.page - 1}
                pageCount={history.pagination.totalPages}
                pageSize={history.pagination.limit}
                total={history.pagination.totalCount}
                onPage={(index) => setPage(index + 1)}
              />
            )}
          </>
        )}
      </section>

      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Fermer
        </Button>
      </DialogFooter>
    </>
  );
}
