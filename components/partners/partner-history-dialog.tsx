"use client";

// A partner's history, one tap from the partners list: his balance with the shop, his figures over
// all his movements (totals, count, first and last dates, average, largest deposit and withdrawal), and his
// movements of a period, newest first, 10 a page (GET /api/partner-balance/:id/history). Loaded on first open.
import { useCallback, useEffect, useRef, useState } from "react";
import { ArrowDownLeft, ArrowUpRight, Inbox } from "lucide-react";
import { LoadError } from "@/components/layout/load-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { PaginationBar } from "@/components/transactions/pagination-bar";
import { api, userMessage } from "@/lib/api-client";
import { leaveIfExpired } from "@/lib/client/expired";
import { formatFcfa } from "@/lib/domain/money";
import { formatDateTimeFr } from "@/lib/domain/periods";
import type { getPartnerHistory, PartnerBalanceSummary } from "@/lib/services/partner-balance";
import { cn } from "@/lib/utils";
import { BalanceAmount, StateChip } from "./balance-format";
import { formatPhone } from "@/lib/domain/phone";

type History = Awaited<ReturnType<typeof getPartnerHistory>>;

export const HISTORY_PAGE_SIZE = 10;

export function PartnerHistoryDialog({ partner, timeZone, onClose }: { partner: PartnerBalanceSummary | null; timeZone: string; onClose: () => void }) {
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

function HistoryBody({ partner, timeZone, onClose }: { partner: PartnerBalanceSummary; timeZone: string; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState({ from: "", to: "" });
  const [history, setHistory] = useState<History | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const request = useRef(0);

  const load = useCallback(async () => {
    const id = ++request.current;
    setLoading(true);
    try {
      const answer = await api<History>(`/api/partner-balance/${encodeURIComponent(partner.id)}/history`, {
        query: { page, limit: HISTORY_PAGE_SIZE, from: period.from, to: period.to },
      });
      if (id !== request.current) return;
      setHistory(answer);
      setError(null);
    } catch (e) {
      if (id !== request.current || leaveIfExpired(e)) return;
      setError(userMessage(e));
    } finally {
      if (id === request.current) setLoading(false);
    }
  }, [partner.id, page, period]);

  useEffect(() => {
    void load();
  }, [load]);

  const solde = history?.solde ?? partner.solde;
  const stats = history?.statistiques ?? partner.statistiques;
  const when = (iso: string | null) => (iso ? formatDateTimeFr(iso, timeZone) : "—");
  const setDay = (field: "from" | "to", value: string) => {
    setPeriod((p) => ({ ...p, [field]: value }));
    setPage(1);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{partner.nomComplet}</DialogTitle>
        <DialogDescription>
          {partner.telephone ? <span className="tabular-nums">{formatPhone(partner.telephone)}</span> : partner.libre ? "Partenaire libre" : "Partenaire"}
          {" · "}solde avec la boutique sur tous les jours
        </DialogDescription>
      </DialogHeader>

      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/40 px-4 py-3" data-testid="history-balance">
        <div className="space-y-1">
          <StateChip etat={solde.etat} />
          <p className="text-sm text-muted-foreground">{solde.label}</p>
        </div>
        <BalanceAmount etat={solde.etat} formatted={solde.formatted} className="text-2xl" />
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3" data-testid="history-stats">
        <Stat label="Total des dépôts" value={formatFcfa(stats.totalDepots)} sub={`${stats.nombreDepots} dépôt${stats.nombreDepots > 1 ? "s" : ""}`} tone="text-emerald-700" />
        <Stat label="Total des retraits" value={formatFcfa(stats.totalRetraits)} sub={`${stats.nombreRetraits} retrait${stats.nombreRetraits > 1 ? "s" : ""}`} tone="text-red-700" />
        <Stat label="Opérations" value={String(stats.nombreTransactions)} sub={`moyenne ${formatFcfa(stats.moyenneTransaction)}`} />
        <Stat label="Plus gros dépôt" value={formatFcfa(stats.plusGrosDepot)} />
        <Stat label="Plus gros retrait" value={formatFcfa(stats.plusGrosRetrait)} />
        <Stat label="Superviseurs" value={String(stats.nombreSuperviseurs)} />
        <Stat label="Première opération" value={when(stats.premiereTransaction)} />
        <Stat label="Dernière opération" value={when(stats.derniereTransaction)} />
      </dl>

      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm font-medium">Période</legend>
        <div className="space-y-1">
          <Label htmlFor="history-from" className="text-xs text-muted-foreground">
            Du
          </Label>
          <Input id="history-from" type="date" value={period.from} max={period.to || undefined} onChange={(e) => setDay("from", e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="history-to" className="text-xs text-muted-foreground">
            Au
          </Label>
          <Input id="history-to" type="date" value={period.to} min={period.from || undefined} onChange={(e) => setDay("to", e.target.value)} />
        </div>
      </fieldset>

      <section aria-label="Mouvements" className="space-y-2">
        {history && (
          <p className="text-xs text-muted-foreground tabular-nums" data-testid="history-period">
            {period.from || period.to ? "Sur la période : " : "En tout : "}
            {history.periode.nombreTransactions} opération{history.periode.nombreTransactions > 1 ? "s" : ""}, dépôts {formatFcfa(history.periode.totalDepots)}, retraits{" "}
            {formatFcfa(history.periode.totalRetraits)}
          </p>
        )}
        {error && !history ? (
          <LoadError title="Impossible de charger l'historique du partenaire." message={error} retrying={loading} onRetry={() => load()} />
        ) : (
          <>
            {error && <LoadError title="Impossible de charger l'historique du partenaire." message={error} retrying={loading} onRetry={() => load()} stale="Les mouvements affichés sont ceux du dernier chargement réussi." />}
            {!history ? (
              <div className="space-y-2" aria-busy="true" aria-label="Chargement">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-12 w-full" />
                ))}
              </div>
            ) : history.transactions.length === 0 ? (
              <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed p-6 text-center text-sm">
                <Inbox className="mb-1 size-8 text-muted-foreground" aria-hidden />
                <p className="font-medium">Aucun mouvement</p>
                <p className="text-muted-foreground">{period.from || period.to ? "Aucune opération sur cette période." : "Aucune opération enregistrée."}</p>
              </div>
            ) : (
              <ul className={cn("divide-y rounded-lg border", loading && "opacity-60")} data-testid="history-movements">
                {history.transactions.map((m) => (
                  <li key={m.id} data-testid="history-movement" className="flex items-start gap-3 px-3 py-2.5">
                    {m.type === "DEPOT" ? (
                      <ArrowDownLeft className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                    ) : (
                      <ArrowUpRight className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
                    )}
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                        <span className="font-medium">{m.type === "DEPOT" ? "Dépôt" : "Retrait"}</span>
                        <span className={cn("font-semibold whitespace-nowrap tabular-nums", m.type === "DEPOT" ? "text-emerald-700" : "text-red-700")}>
                          {m.type === "DEPOT" ? "+" : "−"}
                          {m.formatted}
                        </span>
                      </p>
                      <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                        <span className="tabular-nums">{formatDateTimeFr(m.createdAt, timeZone)}</span>
                        <span>· {m.superviseur.nomComplet}</span>
                      </p>
                      {m.note && <p className="mt-0.5 text-xs break-words">{m.note}</p>}
                    </div>
                  </li>
                ))}
              </ul>
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

function Stat({ label, value, sub, tone }: { label: string; value: string; sub?: string; tone?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn("font-semibold tabular-nums", tone)}>{value}</dd>
      {sub && <dd className="text-xs text-muted-foreground">{sub}</dd>}
    </div>
  );
}
