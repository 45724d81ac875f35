"use client";

// What shows the state of a supervisor's day: the "provisoire" mark of a GR while Fins are missing,
// the missing accounts in words, a closed day's "Clôturée le … par …" with its justification, and the admin's
// counts of days. Loaded after the page (components/day/day-state.ts says how).
import { AlertTriangle, Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { DayInfo } from "./types";
import { accountNames, closedText, plural } from "./day-state-text";
import { isProvisional } from "./provisional";

/** The "provisoire" mark beside a GR figure. */
export function ProvisionalMark({ className }: { className?: string }) {
  return (
    <span
      data-testid="gr-provisional"
      title="Des comptes n'ont pas encore leur Fin : ce GR changera"
      className={cn("inline-flex items-center rounded-full border border-dashed border-amber-500 bg-amber-50 px-1.5 text-[10px] leading-4 font-semibold tracking-wide text-amber-800 uppercase", className)}
    >
      provisoire
    </span>
  );
}

/** "Fin non saisie : Liquide (Cash), Wave". */
export function MissingFins({ keys, className }: { keys: string[]; className?: string }) {
  return (
    <p data-testid="missing-fin" className={cn("flex items-start gap-1.5 text-xs text-amber-800", className)}>
      <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>
        <span className="font-semibold">Fin non saisie :</span> {accountNames(keys)}
      </span>
    </p>
  );
}

/** A closed day: who closed it, when, and the justification if any. */
export function ClosedDay({ day, timeZone, className }: { day: DayInfo; timeZone: string; className?: string }) {
  return (
    <div data-testid="day-closed" className={cn("space-y-0.5 text-xs text-slate-700", className)}>
      <p className="flex items-start gap-1.5 font-semibold">
        <Lock className="mt-px size-3.5 shrink-0" aria-hidden />
        <span>{closedText(day, timeZone)}</span>
      </p>
      {day.justification && (
        <p data-testid="day-justification" className="pl-5 break-words text-muted-foreground">
          Justification : « {day.justification} »
        </p>
      )}
    </div>
  );
}

/** The strip under a supervisor's header: missing Fins while open, the closing once closed, nothing when empty. */
export function DayStateStrip({ day, timeZone, className }: { day: DayInfo | undefined; timeZone: string; className?: string }) {
  if (!day) return null;
  if (day.status === "closed") return <ClosedDay day={day} timeZone={timeZone} className={cn("bg-slate-50 px-4 py-2", className)} />;
  if (isProvisional(day)) return <MissingFins keys={day.missingFin} className={cn("bg-amber-50/60 px-4 py-2", className)} />;
  return null;
}

/** The admin's global summary (a module of its own: the admin's page also renders it on the server). */
export { GlobalMissingFins } from "./global-missing-fins";

/** "Journées : 2 clôturées · 3 ouvertes · 1 vide". */
export function DayCounts({ days, className }: { days: Record<"open" | "closed" | "empty", number>; className?: string }) {
  return (
    <p data-testid="day-counts" className={cn("text-xs text-muted-foreground", className)}>
      Journées : <b data-testid="days-closed">{plural(days.closed, "clôturée", "clôturées")}</b> ·{" "}
      <b data-testid="days-open">{plural(days.open, "ouverte", "ouvertes")}</b> · <b data-testid="days-empty">{plural(days.empty, "vide", "vides")}</b>
    </p>
  );
}

/** The supervisor's notice on his closed day of today. */
export function ClosedNotice() {
  return (
    <p role="status" data-testid="day-closed-notice" className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>Journée clôturée : plus aucune saisie n&apos;est possible aujourd&apos;hui. Pour une correction, demandez à l&apos;administrateur de la rouvrir.</span>
    </p>
  );
}

/**
 * Under the supervisor's totals: a closed day's closing; an open day's missing Fins, with 'Clôturer la journée'
 * when it is today's; nothing for an empty day.
 */
export function SupervisorDayBar({ day, timeZone, canClose, onClose }: { day: DayInfo; timeZone: string; canClose: boolean; onClose: () => void }) {
  if (day.status === "closed") return <ClosedDay day={day} timeZone={timeZone} className="border-t bg-slate-50 px-4 py-3" />;
  const closable = canClose && day.status === "open";
  if (!closable && !isProvisional(day)) return null;
  return (
    <div className="flex flex-col gap-3 border-t px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      {isProvisional(day) ? <MissingFins keys={day.missingFin} /> : <p className="text-xs text-muted-foreground">Toutes les Fins sont saisies.</p>}
      {/* the main action once every Fin is in; before, a quiet one (the missing Fins count as 0 F) */}
      {closable && (
        <Button onClick={onClose} variant={isProvisional(day) ? "ghost" : "default"} size={isProvisional(day) ? "sm" : "default"} className="shrink-0">
          <Lock /> Clôturer la journée
        </Button>
      )}
    </div>
  );
}
