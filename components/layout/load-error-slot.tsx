"use client";

// The load-failure block (./load-error.tsx) in its own chunk, out of the pages' first load (the dashboards are
// at their 160 KB budget). A first render the server could not load has the block in its HTML; in the
// browser the chunk is asked for once the page is shown (usePreloadLoadError), so that it is there before a
// refresh can fail, network down included.
import { useEffect } from "react";
import { onDemand } from "@/components/ui/lazy-parts";

const load = () => import("./load-error").then((m) => m.LoadError);

export const LoadError = /*#__PURE__*/ onDemand(load);

export function usePreloadLoadError() {
  useEffect(() => {
    // a failure here (offline already) is retried by the block's own first render
    load().catch(() => undefined);
  }, []);
}
