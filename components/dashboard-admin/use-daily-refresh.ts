"use client";

// Checks every 10 s whether the daily reload time (DAILY_REFRESH_AT, in APP_TIMEZONE) has come; once a
// day it shows a toast (5 s) and reloads the data 1 s later (SPEC §2, §9).
import { useEffect, useEffectEvent } from "react";
import { toast } from "@/lib/client/toast";
import { dailyRefreshStamp } from "@/lib/domain/day-format";

export const DAILY_CHECK_INTERVAL_MS = 10_000;
export const RELOAD_DELAY_MS = 1_000;

export function useDailyRefresh(refreshAt: string, timeZone: string, reload: () => void) {
  // the dashboard's latest reload when the time comes, without restarting the check each time it re-renders
  const reloadNow = useEffectEvent(reload);
  useEffect(() => {
    const storageKey = "caisse.dailyRefresh";
    const check = () => {
      const stamp = dailyRefreshStamp(new Date(), refreshAt, timeZone);
      if (!stamp) return;
      try {
        if (localStorage.getItem(storageKey) === stamp) return;
        localStorage.setItem(storageKey, stamp);
      } catch {
        // no storage: the minute still triggers once per page
      }
      toast.info("🔄 Actualisation quotidienne", {
        description: `Il est ${refreshAt.replace(":", "h")} : les données du jour sont rechargées.`,
        duration: 5000,
      });
      setTimeout(() => reloadNow(), RELOAD_DELAY_MS);
    };
    check();
    const timer = setInterval(check, DAILY_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [refreshAt, timeZone]);
}
