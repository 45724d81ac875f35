"use client";

// A supervisor card's sparkline: his GR of the last 14 days, from the admin panel's one call
// (perSupervisor=true), with the zero line, closed days joined and filled, open days apart (grey, dashed, out of
// the scale); each point's figure on hover (its title), the whole period in words for screen readers.
import { formatSignedFcfa } from "@/lib/domain/money";
import { formatDayFr } from "@/lib/domain/periods";
import { DAY_STATUS_LABELS, isProvisionalDay, onAxis, recordedRuns, scaleValue, trendAxis, trendSummary } from "@/lib/domain/trend-chart";
import { DayDot } from "./trend-dot";
import { ADMIN_TREND_QUERY, useTrend } from "./trend-data";

const W = 168;
const H = 34;
const PAD = 5;
export const SPARKLINE_DAYS = 14;

export function TrendSparkline({ supervisorId, name }: { supervisorId: string; name: string }) {
  const { data } = useTrend(ADMIN_TREND_QUERY);
  const points = data?.supervisors?.find((s) => s.id === supervisorId)?.points.slice(-SPARKLINE_DAYS);
  if (!points?.length) return null;
  const axis = trendAxis(points);
  const x = (i: number) => PAD + (points.length <= 1 ? (W - 2 * PAD) / 2 : (i * (W - 2 * PAD)) / (points.length - 1));
  const y = (v: number) => PAD + scaleValue(v, axis, H - 2 * PAD);
  return (
    <svg
      data-testid="card-sparkline"
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`GR de ${name} sur ${SPARKLINE_DAYS} jours. ${trendSummary(points)}`}
      className="shrink-0"
    >
      <line x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} className="stroke-slate-400" strokeDasharray="3 3" />
      {recordedRuns(points).map((run) => (
        <polyline key={run[0]} points={run.map((i) => `${x(i)},${y(points[i]!.grTotal)}`).join(" ")} className="fill-none stroke-slate-600" strokeWidth={1.5} />
      ))}
      {points.map((p, i) => (
        <g key={p.day}>
          <title>{`${formatDayFr(p.day)} : ${formatSignedFcfa(p.grTotal)} (${isProvisionalDay(p) ? "provisoire, journée ouverte" : DAY_STATUS_LABELS[p.status]})`}</title>
          <DayDot cx={x(i)} cy={y(isProvisionalDay(p) ? onAxis(p.grTotal, axis).value : p.grTotal)} gr={p.grTotal} status={p.status} r={2.5} />
        </g>
      ))}
    </svg>
  );
}
