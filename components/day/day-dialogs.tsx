"use client";

// The day's close and its reopening, one part loaded on demand by both dashboards. The two dialogs share most of
// their code (the schemas, the form, the reason field): as two parts, that shared code became a third chunk (over
// webpack's 20 KB), one more entry in every page's first load. The supervisor's part carries the reopening, which
// only the admin opens. The admin's dashboard shows either through AdminDayDialog, which builds their props here
// rather than in /admin's first load.
import type { DayAction } from "@/components/dashboard-admin/types";
import CloseDayDialog from "./close-day-dialog";
import ReopenDayDialog from "./reopen-day-dialog";

export { CloseDayDialog };

/** Closing or reopening a supervisor's day from his card; `onDone` reads the dashboard again. */
export function AdminDayDialog({
  action,
  onClose,
  tolerance,
  timeZone,
  onDone,
}: {
  action: DayAction;
  onClose: () => void;
  /** the network's ecartTolerance, F CFA */
  tolerance: number;
  /** APP_TIMEZONE */
  timeZone: string;
  onDone: () => void;
}) {
  const { card, date } = action;
  const shared = { open: true, onOpenChange: (open: boolean) => !open && onClose(), supervisor: { id: card.id, nom: card.nom }, date };
  if (action.kind === "reopen") return <ReopenDayDialog {...shared} day={card.day} timeZone={timeZone} onReopened={onDone} />;
  return <CloseDayDialog {...shared} comptes={card.comptes} missingFin={card.day.missingFin} tolerance={tolerance} onClosed={onDone} onRefresh={onDone} />;
}
