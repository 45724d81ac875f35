"use client";

// React's side of the early taps (lib/early/events.ts): the component that owns a control marked `data-early`
// claims it once hydrated, before the first paint after hydration (a layout effect): the early script undoes
// what it showed and hands over what waits, which the component turns into its own state in the same frame.
import { useLayoutEffect, useRef } from "react";
import type { EarlyEvents, EarlyHandOver } from "@/lib/early/events";

export type { EarlyHandOver };

export function useEarlyClaim(name: string, run: (handOver: EarlyHandOver) => void) {
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  useLayoutEffect(() => {
    const early = (window as { __caisseEarly?: EarlyEvents }).__caisseEarly;
    return early?.claim(name, (handOver) => latest.current(handOver));
  }, [name]);
}
