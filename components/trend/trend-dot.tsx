// A day's point on the GR trend (the chart and the cards' sparklines): closed filled by its sign, none for an
// empty day; an open day's provisional point apart, grey and dashed (lib/domain/trend-chart.ts).
import type { DayStatus } from "@/lib/domain/day-close";
import { grLabel } from "@/lib/domain/ledger";

/** The colour of a GR (SPEC §1): green above 0, red below, grey at 0; as SVG fill and stroke classes. */
export const TONE_SVG = {
  positive: "fill-emerald-700 stroke-emerald-700",
  negative: "fill-red-600 stroke-red-600",
  neutral: "fill-slate-500 stroke-slate-500",
} as const;

/**
 * A closed day's point is filled in its sign's colour (an empty day has none); an open day's provisional point
 * hollow, grey and dashed, with an arrow when the scale does not reach it (`off`).
 */
export function DayDot({ cx, cy, gr, status, r = 4, off }: { cx: number; cy: number; gr: number; status: DayStatus; r?: number; off?: "above" | "below" | null }) {
  if (status === "empty") return null;
  if (status === "open") {
    return (
      <g data-testid="trend-provisional" data-off={off ?? "none"}>
        <circle cx={cx} cy={cy} r={r} strokeWidth={2} strokeDasharray="2 2" className="fill-card stroke-slate-400" />
        {off && (
          <text x={cx} y={off === "below" ? cy + r + 9 : cy - r - 3} textAnchor="middle" className="fill-slate-500 text-[9px]">
            {off === "below" ? "▼" : "▲"}
          </text>
        )}
      </g>
    );
  }
  return <circle cx={cx} cy={cy} r={r} strokeWidth={2} className={TONE_SVG[grLabel(gr).tone]} />;
}
