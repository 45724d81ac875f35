"use client";

// The GR trend panel, the entry of the trend's lazy chunk: the admin's network trend of the
// last 30 days (its one call also brings every supervisor's days, for the cards' sparklines), or the
// supervisor's own. The chart, its legend, and the same figures as a table for screen readers ("Voir le
// tableau" shows it). Asked again whenever the dashboard's figures change (`refreshKey`).
import { useEffect, useId, useMemo, useState } from "react";
import { RefreshCw, Table2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDayFr } from "@/lib/domain/periods";
import { TrendChart } from "./trend-chart";
import { ADMIN_TREND_QUERY, loadTrend, TREND_DAYS, useTrend, type TrendQuery } from "./trend-data";
import { TrendTable } from "./trend-table";

export { TrendSparkline } from "./trend-sparkline";

export interface TrendPanelProps {
  scope: "admin" | "supervisor";
  /** the supervisor's own trend (his dashboard) */
  supervisorId?: string;
  /** anything that changes when the dashboard's figures do: the trend is asked again */
  refreshKey?: unknown;
}

export function TrendPanel({ scope, supervisorId, refreshKey }: TrendPanelProps) {
  const query: TrendQuery = useMemo(() => (scope === "admin" ? ADMIN_TREND_QUERY : { days: TREND_DAYS, supervisorId }), [scope, supervisorId]);
  const { data, error, loading } = useTrend(query);
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();

  useEffect(() => {
    void loadTrend(query);
  }, [query, refreshKey]);

  const title = scope === "admin" ? "Évolution du GR total" : "Évolution de votre GR";
  const span = data ? `du ${formatDayFr(data.from)} au ${formatDayFr(data.to)}` : `${TREND_DAYS} derniers jours`;

  return (
    <section aria-labelledby="trend-title" data-testid="trend-panel" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="trend-title" className="font-semibold">
            {title}
          </h2>
          <p className="text-xs text-muted-foreground">
            {TREND_DAYS} derniers jours{scope === "admin" ? " · réseau" : ""} · GR = Sorties - Débuts
          </p>
        </div>
        {data && (
          <Button variant="outline" size="sm" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown((v) => !v)}>
            <Table2 /> {tableShown ? "Masquer le tableau" : "Voir le tableau"}
          </Button>
        )}
      </div>

      <div className="mt-3">
        {data ? (
          <TrendChart points={data.points} label={`${title}, ${span}`} />
        ) : error && !loading ? (
          <div className="flex h-[220px] flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
            <p>{error}</p>
            <Button variant="outline" size="sm" onClick={() => void loadTrend(query)}>
              <RefreshCw /> Réessayer
            </Button>
          </div>
        ) : (
          <Skeleton className="h-[220px] w-full" role="status" aria-label="Chargement de l'évolution" />
        )}
      </div>

      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Légende">
        <li className="flex items-center gap-1.5">
          <svg width="12" height="12" aria-hidden>
            <circle cx="6" cy="6" r="4" strokeWidth={2} className="fill-slate-600 stroke-slate-600" />
          </svg>
          Journée clôturée{scope === "admin" ? " (tous les superviseurs)" : ""}
        </li>
        <li className="flex items-center gap-1.5">
          <svg width="12" height="12" aria-hidden>
            <circle cx="6" cy="6" r="4" strokeWidth={2} className="fill-card stroke-slate-600" />
          </svg>
          Journée ouverte (provisoire)
        </li>
        <li className="flex items-center gap-1.5">
          <svg width="18" height="12" aria-hidden>
            <line x1="1" x2="17" y1="6" y2="6" className="stroke-slate-400" strokeDasharray="4 3" strokeWidth={1.5} />
          </svg>
          0 F
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-emerald-700" aria-hidden /> positif
          <span className="ml-1 size-2.5 rounded-full bg-red-600" aria-hidden /> négatif
        </li>
      </ul>

      {data && <TrendTable id={tableId} points={data.points} caption={`${title}, ${span} : Début, Sortie, GR et état de chaque jour`} visible={tableShown} />}
    </section>
  );
}
