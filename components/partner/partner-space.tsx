"use client";

// The partner's own space (/partner): his balance with the shop, and his movements day by day,
// paged and filtered by period. The server renders the first view; pages and periods load through
// GET /api/partner-balance/{id}/history, with a progress indicator, and SPEC's load error (never the empty
// state) when that call fails.
import { useEffect, useRef, useState } from "react";
import { ArrowDownLeft, ArrowUpRight, Inbox, LoaderCircle } from "lucide-react";
import { LoadError } from "@/components/layout/load-error";
import { PaginationBar } from "@/components/transactions/pagination-bar";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, userMessage } from "@/lib/api-client";
import { invalidProps } from "@/lib/forms/invalid-props";
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import {
  checkCustomPeriod,
  groupByDay,
  HISTORY_PAGE_SIZE,
  HISTORY_PERIOD_LABELS,
  HISTORY_PERIODS,
  historyRange,
  type CustomPeriodErrors,
  type HistoryPeriod,
} from "@/lib/domain/partner-history";
import { dayIn, formatDayFr, formatLongDayFr, timeIn } from "@/lib/domain/periods";
import type { getPartnerHistory } from "@/lib/services/partner-balance";
import { cn } from "@/lib/utils";
import { BalanceCard } from "./balance-card";

type History = Awaited<ReturnType<typeof getPartnerHistory>>;
type Query = { page: number; from?: string; to?: string };

export function PartnerSpace({ partnerId, timeZone, initial }: { partnerId: string; timeZone: string; initial: History }) {
  const [data, setData] = useState<History>(initial);
  const [query, setQuery] = useState<Query>({ page: 1 });
  const [period, setPeriod] = useState<HistoryPeriod>("all");
  const [custom, setCustom] = useState({ from: "", to: "" });
  const [customErrors, setCustomErrors] = useState<CustomPeriodErrors>({});
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const first = useRef(true);
  const listTop = useRef<HTMLElement>(null);

  useEffect(() => {
    // the first view came with the page
    if (first.current) {
      first.current = false;
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    api<History>(`/api/partner-balance/${encodeURIComponent(partnerId)}/history`, {
      query: { page: query.page, limit: HISTORY_PAGE_SIZE, from: query.from, to: query.to },
      signal: controller.signal,
    })
      .then((answer) => {
        setData(answer);
        setError(null);
      })
      .catch((e) => {
        if (!controller.signal.aborted) setError(userMessage(e, "Erreur lors du chargement de vos mouvements"));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [partnerId, query, attempt]);

  const choose = (next: HistoryPeriod) => {
    setPeriod(next);
    setCustomErrors({});
    if (next !== "custom") setQuery({ page: 1, ...historyRange(next, dayIn(timeZone)) });
  };
  const applyCustom = (event: React.FormEvent) => {
    event.preventDefault();
    const errors = checkCustomPeriod(custom.from, custom.to, dayIn(timeZone));
    setCustomErrors(errors);
    if (!errors.from && !errors.to) setQuery({ page: 1, from: custom.from, to: custom.to });
  };
  const goToPage = (index: number) => {
    setQuery((q) => ({ ...q, page: index + 1 }));
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
        <div role="group" aria-label="Période" className="flex flex-wrap gap-2">
          {HISTORY_PERIODS.map((p) => (
            <Button key={p} type="button" size="sm" variant={period === p ? "default" : "outline"} aria-pressed={period === p} onClick={() => choose(p)}>
              {HISTORY_PERIOD_LABELS[p]}
            </Button>
          ))}
        </div>
        {period === "custom" ? (
          <form onSubmit={applyCustom} noValidate aria-label="Période personnalisée" className="grid gap-2 rounded-xl border bg-card p-3 sm:flex sm:items-start">
            <div className="min-w-0 space-y-1">
              <Label htmlFor="history-from">Du</Label>
              <Input id="history-from" type="date" max={dayIn(timeZone)} value={custom.from} onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))} {...invalidProps("history-from", customErrors.from)} />
              <FieldError inputId="history-from" message={customErrors.from} alert />
            </div>
            <div className="min-w-0 space-y-1">
              <Label htmlFor="history-to">Au</Label>
              <Input id="history-to" type="date" max={dayIn(timeZone)} value={custom.to} onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))} {...invalidProps("history-to", customErrors.to)} />
              <FieldError inputId="history-to" message={customErrors.to} alert />
            </div>
            <Button type="submit" className="sm:mt-5.5">
              Afficher
            </Button>
          </form>
        ) : null}

        {failed ? (
          <LoadError title="Impossible de charger vos mouvements" message={error} onRetry={() => setAttempt((n) => n + 1)} retrying={loading} />
        ) : (
          <div aria-busy={loading} className={cn("space-y-3 transition-opacity", loading && "opacity-60")} data-testid="history">
            {pagination.totalCount > 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="period-totals">
                {periode.nombreTransactions} {periode.nombreTransactions > 1 ? "mouvements" : "mouvement"} {periodText} · dépôts{" "}
                <span className="font-medium text-foreground tabular-nums">{formatFcfa(periode.totalDepots)}</span> · retraits{" "}
                <span className="font-medium text-foreground tabular-nums">{formatFcfa(periode.totalRetraits)}</span>
              </p>
            ) : null}
            {groups.length === 0 ? (
              <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-10 text-center" data-testid="history-empty">
                <Inbox className="size-8 text-muted-foreground" aria-hidden />
                <p className="font-medium">Aucun mouvement</p>
                <p className="max-w-sm text-sm text-muted-foreground">
                  {data.statistiques.nombreTransactions === 0
                    ? "Vos dépôts et retraits avec la boutique apparaîtront ici."
                    : `Aucun dépôt ni retrait ${periodText}.`}
                </p>
              </div>
            ) : (
              groups.map((group) => (
                <section key={group.day} aria-label={formatLongDayFr(group.day)} className="rounded-xl border bg-card shadow-sm" data-testid="history-day" data-day={group.day}>
                  <header className="flex flex-col gap-0.5 border-b px-4 py-2.5 sm:flex-row sm:items-baseline sm:gap-3">
                    <h3 className="font-semibold first-letter:uppercase sm:flex-1">{formatLongDayFr(group.day)}</h3>
                    {group.figures ? (
                      <span className="text-sm text-muted-foreground">
                        Solde du jour{" "}
                        <span
                          className={cn("font-semibold tabular-nums", group.figures.net > 0 ? "text-emerald-700" : group.figures.net < 0 ? "text-orange-700" : "text-foreground")}
                          data-testid="day-net"
                        >
                          {formatSignedFcfa(group.figures.net)}
                        </span>
                      </span>
                    ) : null}
                  </header>
                  <ul className="divide-y">
                    {group.movements.map((m) => (
                      <li key={m.id} className="flex items-center gap-3 px-4 py-2.5 text-sm" data-testid="movement" data-type={m.type}>
                        {m.type === "DEPOT" ? (
                          <ArrowDownLeft className="size-4 shrink-0 text-emerald-600" aria-hidden />
                        ) : (
                          <ArrowUpRight className="size-4 shrink-0 text-orange-600" aria-hidden />
                        )}
                        <span className="min-w-0 flex-1">
                          <span className="block font-medium">{m.type === "DEPOT" ? "Dépôt" : "Retrait"}</span>
                          <span className="block truncate text-xs text-muted-foreground">
                            {timeIn(timeZone, new Date(m.createdAt))} · {m.superviseur.nomComplet}
                          </span>
                        </span>
                        <span className={cn("font-semibold whitespace-nowrap tabular-nums", m.type === "DEPOT" ? "text-emerald-700" : "text-orange-700")} data-testid="movement-amount">
                          {m.type === "DEPOT" ? "+" : "−"}
                          {m.formatted}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )}
            <PaginationBar pageIndex={pagination.page - 1} pageCount={pagination.totalPages} pageSize={pagination.limit} total={pagination.totalCount} onPage={goToPage} />
          </div>
        )}
      </section>
    </>
  );
}
