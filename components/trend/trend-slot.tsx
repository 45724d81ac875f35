"use client";

// Where the GR trend goes on the dashboards: only a placeholder of the right size is in the page's
// first load; the chart's code (trend-panel.tsx and what it imports) is asked for once the page is up, that is
// from the render right after hydration (lib/client/use-hydrated.ts), the server's HTML and hydration keeping
// the placeholder.
import { Suspense } from "react";
import { lazyPart } from "@/components/ui/lazy-parts";
import { useHydrated } from "@/lib/client/use-hydrated";
import type { TrendPanelProps } from "./trend-panel";

const load = () => import("./trend-panel");
const Panel = lazyPart(() => load().then((m) => m.TrendPanel));
const Sparkline = lazyPart(() => load().then((m) => m.TrendSparkline));

const panelPlaceholder = <div aria-hidden className="h-[26rem] animate-pulse sm:h-[22rem] rounded-xl border bg-card shadow-sm" />;

/** The trend panel, under the admin's global summary or the supervisor's overview. */
export function TrendPanel(props: TrendPanelProps) {
  return useHydrated() ? <Suspense fallback={panelPlaceholder}>{<Panel {...props} />}</Suspense> : panelPlaceholder;
}

/** A supervisor card's row: his GR of the last 14 days (from the admin panel's call). */
export function TrendSparkline(props: { supervisorId: string; name: string }) {
  const mounted = useHydrated();
  return (
    <div className="flex h-11 items-center justify-between gap-2 border-b px-3">
      <span className="text-[11px] text-muted-foreground uppercase">GR sur 14 jours</span>
      {mounted && (
        <Suspense fallback={null}>
          <Sparkline {...props} />
        </Suspense>
      )}
    </div>
  );
}
