"use client";

// The GR trend chart's state (trend-chart.tsx): its width, followed as the box resizes; where each day goes in
// it; the day whose figures show, picked by the pointer or moved with the arrow keys.
import { useMemo, useState, useSyncExternalStore, type RefObject } from "react";
import { dateTickIndexes, isProvisionalDay, onAxis, recordedRuns, scaleValue, trendAxis } from "@/lib/domain/trend-chart";
import type { ChartPoint } from "./types";

export const HEIGHT = 220;
export const M = { top: 14, right: 14, bottom: 26, left: 62 };

/**
 * The box's width as a store React subscribes to: measured when the subscription starts (the box is in the page
 * then), then what its ResizeObserver reports; 0 before, and on the server.
 */
function boxWidth(box: RefObject<HTMLDivElement | null>) {
  let width = 0;
  return {
    get: () => width,
    subscribe(changed: () => void) {
      const element = box.current;
      if (!element) return () => undefined;
      width = element.clientWidth;
      const observer = new ResizeObserver(([entry]) => {
        width = Math.round(entry!.contentRect.width);
        changed();
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
  };
}

/** The box's width in pixels, 0 until it is laid out. */
function useWidth(box: RefObject<HTMLDivElement | null>) {
  const store = useMemo(() => boxWidth(box), [box]);
  return useSyncExternalStore(store.subscribe, store.get, () => 0);
}

/** Where each day goes in a chart this wide: x and y, the date ticks, the runs of closed days, the open days' points apart. */
function useGeometry(points: ChartPoint[], width: number) {
  const axis = useMemo(() => trendAxis(points), [points]);
  const plotW = Math.max(1, width - M.left - M.right);
  const plotH = HEIGHT - M.top - M.bottom;
  const n = points.length;
  const x = (i: number) => M.left + (n <= 1 ? plotW / 2 : (i * plotW) / (n - 1));
  const y = (v: number) => M.top + scaleValue(v, axis, plotH);
  const dates = dateTickIndexes(n, Math.max(2, Math.floor(plotW / 64)));
  const runs = recordedRuns(points);
  const placed = (i: number) => (isProvisionalDay(points[i]!) ? onAxis(points[i]!.grTotal, axis) : { value: points[i]!.grTotal, off: null });
  return { axis, plotW, plotH, n, x, y, dates, runs, placed };
}

export type TrendGeometry = ReturnType<typeof useGeometry>;

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function useTrendChart(points: ChartPoint[], box: RefObject<HTMLDivElement | null>) {
  const width = useWidth(box);
  const geometry = useGeometry(points, width);
  const [active, setActive] = useState<number | null>(null);
  const { n, plotW } = geometry;

  const pick = (clientX: number) => {
    const rect = box.current!.getBoundingClientRect();
    const i = Math.round(((clientX - rect.left - M.left) / plotW) * (n - 1));
    setActive(Math.min(n - 1, Math.max(0, n <= 1 ? 0 : i)));
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) {
      if (event.key === "Escape") setActive(null);
      return;
    }
    event.preventDefault();
    setActive((i) => Math.min(n - 1, Math.max(0, move(i ?? n - 1, n))));
  };

  return { width, geometry, active, setActive, pick, onKeyDown };
}
