"use client";

// The GR trend chart: one point per day, drawn in SVG, value axis in F CFA with the zero line, French dates,
// closed days joined by the line, broken on days without anything recorded; every open day's provisional GR
// apart: grey, dashed, out of the line and of the scale (lib/domain/trend-chart.ts).
// A day's figures show in a tooltip on hover, on tap, and with the arrow keys once the chart has the focus
// (that state, and where each day goes, in ./use-trend-chart.ts).
import { useRef } from "react";
import { grLabel } from "@/lib/domain/ledger";
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { axisLabel, DAY_STATUS_LABELS, dayTickLabel, dayTooltipLabel, isProvisionalDay, trendSummary } from "@/lib/domain/trend-chart";
import { cn } from "@/lib/utils";
import { GR_TONE_CLASSES, PROVISIONAL_TEXT } from "@/components/day/gr-badge";
import { DayDot } from "./trend-dot";
import type { ChartPoint } from "./types";
import { HEIGHT, M, useTrendChart, type TrendGeometry } from "./use-trend-chart";

const TIP_WIDTH = 184;

export function TrendChart({ points, label }: { points: ChartPoint[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const { width, geometry, active, setActive, pick, onKeyDown } = useTrendChart(points, box);
  const { n, x } = geometry;

  const shown = active === null ? null : points[active];
  const tipLeft =
    active === null ? 0 : x(active) > width / 2 ? Math.max(0, x(active) - 12 - TIP_WIDTH) : Math.min(width - TIP_WIDTH, x(active) + 12);

  return (
    <div
      ref={box}
      data-testid="trend-chart"
      tabIndex={0}
      role="group"
      aria-roledescription="graphique"
      aria-label={`${label}. ${trendSummary(points)}. Flèches gauche et droite : le détail de chaque jour.`}
      onKeyDown={onKeyDown}
      onFocus={() => setActive((i) => i ?? n - 1)}
      onBlur={() => setActive(null)}
      className="relative touch-pan-y rounded-md outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      style={{ height: HEIGHT }}
    >
      {width > 0 && (
        <svg
          width={width}
          height={HEIGHT}
          aria-hidden
          className="block overflow-visible"
          onPointerMove={(e) => pick(e.clientX)}
          onPointerDown={(e) => pick(e.clientX)}
          onPointerLeave={(e) => e.pointerType === "mouse" && setActive(null)}
        >
          <TrendPlot points={points} geometry={geometry} active={active} />
        </svg>
      )}
      <div
        role="status"
        aria-live="polite"
        data-testid="trend-tooltip"
        className={cn(
          "pointer-events-none absolute top-1 rounded-md border bg-popover p-2 text-xs text-popover-foreground shadow-md",
          !shown && "sr-only",
        )}
        style={shown ? { left: tipLeft, width: TIP_WIDTH } : undefined}
      >
        {shown && <TrendTip point={shown} />}
      </div>
    </div>
  );
}

/** What the chart's SVG draws: the value axis, the dates, the line, the open days' dashed links to a closed day, the active day's rule, the points. */
function TrendPlot({ points, geometry, active }: { points: ChartPoint[]; geometry: TrendGeometry; active: number | null }) {
  const { axis, plotW, plotH, n, x, y, dates, runs, placed } = geometry;
  return (
    <>
      {axis.ticks.map((v) => (
        <g key={v}>
          <line x1={M.left} x2={M.left + plotW} y1={y(v)} y2={y(v)} className={v === 0 ? "stroke-slate-400" : "stroke-border"} strokeDasharray={v === 0 ? "5 4" : undefined} />
          <text x={M.left - 6} y={y(v)} dy="0.32em" textAnchor="end" className="fill-muted-foreground text-[10px] tabular-nums">
            {axisLabel(v)}
          </text>
        </g>
      ))}
      {dates.map((i) => (
        <text key={i} x={x(i)} y={HEIGHT - 8} textAnchor={i === n - 1 ? "end" : "middle"} className="fill-muted-foreground text-[10px]">
          {dayTickLabel(points[i]!.day)}
        </text>
      ))}
      {runs.map((run) => (
        <polyline
          key={run[0]}
          points={run.map((i) => `${x(i)},${y(points[i]!.grTotal)}`).join(" ")}
          className="fill-none stroke-slate-600"
          strokeWidth={2}
          strokeLinejoin="round"
        />
      ))}
      {/* an open day after a closed one is tied to it by a dashed segment; two open days are not (each sits at its own place or edge) */}
      {points.map(
        (p, i) =>
          isProvisionalDay(p) &&
          i > 0 &&
          points[i - 1]!.status === "closed" && (
            <line key={p.day} x1={x(i - 1)} y1={y(placed(i - 1).value)} x2={x(i)} y2={y(placed(i).value)} className="stroke-slate-400" strokeWidth={1.5} strokeDasharray="4 3" />
          ),
      )}
      {active !== null && <line x1={x(active)} x2={x(active)} y1={M.top} y2={M.top + plotH} className="stroke-slate-400" strokeDasharray="3 3" />}
      {points.map((p, i) => (
        <DayDot key={p.day} cx={x(i)} cy={y(placed(i).value)} gr={p.grTotal} status={p.status} r={i === active ? 6 : 4} off={placed(i).off} />
      ))}
      <rect x={M.left - 8} y={0} width={plotW + 16} height={HEIGHT} className="fill-transparent" />
    </>
  );
}

function TrendTip({ point }: { point: ChartPoint }) {
  const provisional = isProvisionalDay(point);
  const tone = provisional ? PROVISIONAL_TEXT : GR_TONE_CLASSES[grLabel(point.grTotal).tone].text;
  return (
    <>
      <p className="font-semibold first-letter:uppercase">{dayTooltipLabel(point.day)}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 tabular-nums">
        <dt className="text-muted-foreground">GR</dt>
        <dd className={cn("text-right font-semibold", tone)} data-testid="trend-tooltip-gr">
          {formatSignedFcfa(point.grTotal)}
        </dd>
        <dt className="text-muted-foreground">Début</dt>
        <dd className="text-right">{formatFcfa(point.debutTotal)}</dd>
        <dt className="text-muted-foreground">Sortie</dt>
        <dd className="text-right">{formatFcfa(point.sortieTotal)}</dd>
      </dl>
      <p className="mt-1 text-muted-foreground">{provisional ? "Ouverte : GR provisoire, la journée n'est pas clôturée" : DAY_STATUS_LABELS[point.status]}</p>
    </>
  );
}
