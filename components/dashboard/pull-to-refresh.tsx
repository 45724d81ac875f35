"use client";

// Pull-to-refresh on touch screens (./pull-gesture.tsx). The gesture's code comes once the page is idle: nothing
// of it shows before a pull, and the dashboards' first loads are at their budget.
import { useEffect, useState } from "react";
import { onDemand, whenIdle } from "@/components/ui/lazy-parts";

const PullGesture = onDemand(() => import("./pull-gesture").then((m) => m.PullGesture));

export function PullToRefresh({ onRefresh, children }: { onRefresh: () => void; children: React.ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return (
    <>
      {ready && <PullGesture onRefresh={onRefresh} />}
      {children}
    </>
  );
}
