"use client";

// The admin's period selector: Aujourd'hui, Hier, Date personnalisée (SPEC §2).
import { CalendarDays } from "lucide-react";
import { useHydrated } from "@/lib/client/use-hydrated";
import { formatDayFr } from "@/lib/domain/day-format";
import { cn } from "@/lib/utils";
import type { PeriodChoice } from "@/components/dashboard/use-dashboard";

export function PeriodBar({ choice, onToday, onYesterday, onCustom, disabled: busy }: { choice: PeriodChoice; onToday: () => void; onYesterday: () => void; onCustom: () => void; disabled?: boolean }) {
  // disabled while loading, and until hydrated (a tap would be lost)
  const hydrated = useHydrated();
  const disabled = busy || !hydrated;
  const item = (active: boolean) =>
    cn(
      "inline-flex h-9 flex-1 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none sm:px-3",
      active ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
      "disabled:opacity-50",
    );
  return (
    <div role="group" aria-label="Période" className="flex w-full gap-1 rounded-lg bg-muted p-1 sm:w-auto">
      <button type="button" className={item(choice.period === "today")} aria-pressed={choice.period === "today"} onClick={onToday} disabled={disabled}>
        Aujourd&apos;hui
      </button>
      <button type="button" className={item(choice.period === "yesterday")} aria-pressed={choice.period === "yesterday"} onClick={onYesterday} disabled={disabled}>
        Hier
      </button>
      <button type="button" className={item(choice.period === "custom")} aria-pressed={choice.period === "custom"} onClick={onCustom} disabled={disabled}>
        <CalendarDays className="size-4" aria-hidden />
        {choice.period === "custom" && choice.date ? (
          <span>{formatDayFr(choice.date)}</span>
        ) : (
          <>
            <span className="sm:hidden">Date</span>
            <span className="hidden sm:inline">Date personnalisée</span>
          </>
        )}
      </button>
    </div>
  );
}
