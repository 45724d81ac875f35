"use client";

// React's side of the early taps (lib/early/events.ts): the component that owns a control marked `data-early`
// claims it once hydrated, before the first paint after hydration (a layout effect): the early script undoes
// what it showed and hands over what waits, which the component turns into its own state in the same frame.
// `run` is the first render's: it must only use what stays the same (state setters, stable callbacks).
import { useLayoutEffect } from "react";
import type { EarlyEvents, EarlyHandOver } from "@/lib/early/events";

export type { EarlyHandOver };

export function useEarlyClaim(name: string, run: (handOver: EarlyHandOver) => void) {
  useLayoutEffect(
    () => (window as { __caisseEarly?: EarlyEvents }).__caisseEarly?.claim(name, run),
    // claimed once per mount: `run` reads nothing that changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name],
  );
}
