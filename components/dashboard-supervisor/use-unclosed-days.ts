"use client";

// The supervisor's past days left open: those the server rendered the page with, read again after a close
// (GET /api/transactions/days/unclosed, his own). When the server could not read them, they are asked for once
// the page has loaded and the browser is idle. A failed read shows no reminder (the evening summary reports the
// day anyway). `closeDay` shows that day and opens its close once the day's figures are there (the close dialog
// reads them from the dashboard).
import { useCallback, useEffect, useState } from "react";
import { api } from "@/lib/api-client";
import { whenIdle } from "@/components/ui/lazy-parts";
import type { UnclosedDay } from "@/lib/services/ledger/unclosed";
import type { PeriodChoice } from "@/components/dashboard/use-dashboard";

export function useUnclosedDays(initial: string[] | null) {
  const [days, setDays] = useState<string[]>(initial ?? []);
  const reload = useCallback(() => {
    api<{ days: UnclosedDay[] }>("/api/transactions/days/unclosed").then(
      (answer) => setDays(answer.days.map((d) => d.day)),
      () => undefined,
    );
  }, []);
  const known = initial !== null;
  useEffect(() => (known ? undefined : whenIdle(reload)), [known, reload]);
  return { days, reload };
}

/** Loads `day` on the dashboard, then opens its close if it is still open there. */
export function useCloseAfterLoad(shown: { date: string; open: boolean } | null, loading: boolean, load: (choice: PeriodChoice) => void, setClosing: (open: boolean) => void) {
  const [pending, setPending] = useState<string | null>(null);
  // the load asked for has ended (answered or failed): adjusted while rendering, as React adjusts state to props
  if (pending !== null && !loading) {
    setPending(null);
    if (shown?.date === pending && shown.open) setClosing(true);
  }
  return (day: string) => {
    setPending(day);
    load({ period: "custom", date: day });
  };
}
