"use client";

// The GR trend's figures as a table: always there for screen readers, shown on screen with
// "Voir le tableau". Newest day first, like every list of the app.
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { formatDayFr } from "@/lib/domain/periods";
import { DAY_STATUS_LABELS, isProvisionalDay } from "@/lib/domain/trend-chart";
import { cn } from "@/lib/utils";
import type { ChartPoint } from "./types";
import { grTextClass } from "@/components/day/gr-badge";

export function TrendTable({ id, points, caption, visible }: { id: string; points: ChartPoint[]; caption: string; visible: boolean }) {
  return (
    <div id={id} className={visible ? "mt-3 max-h-80 overflow-auto rounded-lg border" : "sr-only"}>
      <table data-testid="trend-table" className="w-full text-xs tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-1.5 text-left font-medium">
              Jour
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              Début
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              Sortie
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              GR
            </th>
            <th scope="col" className="px-2 py-1.5 text-left font-medium">
              État
            </th>
          </tr>
        </thead>
        <tbody>
          {[...points].reverse().map((p) => (
            <tr key={p.day} data-day={p.day} className="border-t">
              <th scope="row" className="px-2 py-1 text-left font-normal whitespace-nowrap">
                {formatDayFr(p.day)}
              </th>
              <td className="px-2 py-1 text-right whitespace-nowrap">{formatFcfa(p.debutTotal)}</td>
              <td className="px-2 py-1 text-right whitespace-nowrap">{formatFcfa(p.sortieTotal)}</td>
              <td className={cn("px-2 py-1 text-right font-semibold whitespace-nowrap", grTextClass(p.grTotal, isProvisionalDay(p)))}>{formatSignedFcfa(p.grTotal)}</td>
              <td className="px-2 py-1 whitespace-nowrap">{isProvisionalDay(p) ? "Ouverte (GR provisoire)" : DAY_STATUS_LABELS[p.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
