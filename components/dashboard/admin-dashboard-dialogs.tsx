"use client";

// The dialogs the admin dashboard opens, each loaded on demand when first opened: the date picker, the export,
// a supervisor's account tools, closing and reopening his day. Which one is open is the dashboard's own state;
// each is a plain function that it calls while it renders, for the reason given in ./admin-parts.tsx (nothing
// added to /admin's first load, the same element tree).
import { onDemand } from "@/components/ui/lazy-parts";
import type { AdminCardData, AdminDashboardData } from "./admin-dashboard";
import type { PeriodChoice } from "./use-dashboard";

const DateDialog = onDemand(() => import("./date-dialog").then((m) => m.DateDialog));
const AccountDialogs = onDemand(() => import("./account-dialogs").then((m) => m.default));
const ExportDialog = onDemand(() => import("./export-dialog").then((m) => m.default));
const DayDialog = onDemand(() => import("./day-dialogs").then((m) => m.AdminDayDialog));

/** A supervisor's account tool chosen in his card's menu. */
export type ToolTarget = { kind: "set" | "create"; card: AdminCardData };
/** Closing or reopening a supervisor's day: the day shown when it was chosen. */
export type DayAction = { kind: "close" | "reopen"; card: AdminCardData; date: string };
type Setter<T> = (value: T) => void;

export function dateDialog(dateOpen: boolean, setDateOpen: Setter<boolean>, today: string, choice: PeriodChoice, load: (choice: PeriodChoice) => void) {
  return (
    dateOpen && (
      <DateDialog
        open={dateOpen}
        onOpenChange={setDateOpen}
        today={today}
        initial={choice.period === "custom" ? choice.date : undefined}
        variant="admin"
        onConfirm={(date) => load({ period: "custom", date })}
      />
    )
  );
}

/** Stays mounted while an export runs (`exporting`), its dialog closed or not. */
export function exportDialog(exportOpen: boolean, setExportOpen: Setter<boolean>, exporting: boolean, setExporting: Setter<boolean>, today: string, choice: PeriodChoice) {
  return (
    (exportOpen || exporting) && (
      <ExportDialog
        open={exportOpen}
        onOpenChange={setExportOpen}
        today={today}
        initial={choice.period === "custom" ? { period: "custom", date: choice.date } : { period: choice.period }}
        onBusyChange={setExporting}
      />
    )
  );
}

export function accountDialogs(tool: ToolTarget | null, setTool: Setter<ToolTarget | null>, day: string, reload: () => void) {
  return (
    tool && (
      <AccountDialogs
        tool={tool.kind}
        onClose={() => setTool(null)}
        supervisor={{ id: tool.card.id, nom: tool.card.nom }}
        day={day}
        keys={[...new Set([...Object.keys(tool.card.comptes.debut), ...Object.keys(tool.card.comptes.sortie)])]}
        names={tool.card.partenaires}
        onDone={reload}
      />
    )
  );
}

/** Closing or reopening a supervisor's day (./day-dialogs.tsx). */
export function dayDialog(dayAction: DayAction | null, setDayAction: Setter<DayAction | null>, data: AdminDashboardData | null, timeZone: string, reload: () => void) {
  return (
    dayAction && (
      <DayDialog action={dayAction} onClose={() => setDayAction(null)} tolerance={data?.settings.ecartTolerance ?? 0} timeZone={timeZone} onDone={reload} />
    )
  );
}
