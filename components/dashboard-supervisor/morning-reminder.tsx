"use client";

// The supervisor's morning reminder, first on his dashboard: each past day he left open (oldest first; beyond
// three, the oldest and how many more), with 'Clôturer', which shows that day and opens its close. In the page as
// the server renders it (app/(app)/supervisor/page.tsx reads the days): on a slow phone it paints with the page,
// never after it, and pushes nothing down. 'Clôturer' waits for hydration (its handler is React's).
import { AlertTriangle, Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDayFr } from "@/lib/domain/day-format";

const MAX_LISTED = 3;

export function MorningReminder({ days, disabled, onClose }: { days: string[]; disabled: boolean; onClose: (day: string) => void }) {
  const listed = days.length > MAX_LISTED ? days.slice(0, 1) : days;
  const more = days.length - listed.length;
  return (
    <section aria-label="Journées non clôturées" data-testid="morning-reminder" className="space-y-2">
      {listed.map((day) => (
        <div
          key={day}
          role="alert"
          data-testid="unclosed-day"
          data-day={day}
          className="flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <AlertTriangle className="size-4 shrink-0" aria-hidden />
          <p className="min-w-0 flex-1">
            <span className="font-semibold">Journée du {formatDayFr(day)} non clôturée</span>
            {more > 0 && <span className="block text-xs">et {more} autres journées non clôturées</span>}
          </p>
          <Button size="sm" onClick={() => onClose(day)} disabled={disabled} className="shrink-0">
            <Lock /> Clôturer<span className="sr-only"> le {formatDayFr(day)}</span>
          </Button>
        </div>
      ))}
    </section>
  );
}
