"use client";

// "Journées non clôturées": every supervisor's past days with lines and no close, oldest first, over the
// lookback the server reads (a day older than that has been in every evening summary since).
import { CalendarClock } from "lucide-react";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { formatDayFr } from "@/lib/domain/periods";
import type { UnclosedData } from "./use-alerts";

const since = (age: number) => `depuis ${age} jour${age > 1 ? "s" : ""}`;

export function UnclosedDays({ data }: { data: UnclosedData | null }) {
  return (
    <section aria-labelledby="unclosed-title" className="space-y-2">
      <h2 id="unclosed-title" className="flex items-center gap-2 text-base font-semibold">
        <CalendarClock className="size-4 text-muted-foreground" aria-hidden />
        Journées non clôturées
      </h2>
      {!data ? (
        <ListSkeleton row="h-12 w-full" />
      ) : data.days.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-center text-sm text-muted-foreground">
          Aucune journée laissée ouverte sur les {data.lookback} derniers jours.
        </p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card shadow-sm">
          {data.days.map((d) => (
            <li key={`${d.supervisorId}:${d.day}`} data-testid="unclosed-day" className="flex flex-wrap items-center gap-x-3 gap-y-0.5 p-3 text-sm">
              <span className="font-medium">{d.nom}</span>
              <span className="tabular-nums">{formatDayFr(d.day)}</span>
              <span className="ml-auto text-xs text-muted-foreground">{since(d.age)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
