"use client";

// The dialogs the admin dashboard opens, each loaded on demand when first opened: the date picker, the export,
// a supervisor's account tools, closing and reopening his day. Which one is open is the dashboard's state
// (useAdminDialogs), as the supervisor's dashboard keeps its own (supervisor-dialogs.tsx).
import { useState } from "react";
import { onDemand } from "@/components/ui/lazy-parts";
import type { PeriodChoice } from "@/components/dashboard/use-dashboard";
import type { AdminDashboardData, DayAction, ToolTarget } from "./types";

const DateDialog = onDemand(() => import("@/components/dashboard/date-dialog").then((m) => m.DateDialog));
const AccountDialogs = onDemand(() => import("./account-dialogs").then((m) => m.default));
const ExportDialog = onDemand(() => import("./export-dialog").then((m) => m.default));
const DayDialog = onDemand(() => import("@/components/day/day-dialogs").then((m) => m.AdminDayDialog));

/** Which of them is open, and whether an export runs (its dialog stays mounted until it ends, closed or not). */
export function useAdminDialogs() {
  const [dateOpen, setDateOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [tool, setTool] = useState<ToolTarget | null>(null);
  const [dayAction, setDayAction] = useState<DayAction | null>(null);
  return { dateOpen, setDateOpen, exportOpen, setExportOpen, exporting, setExporting, tool, setTool, dayAction, setDayAction };
}

export function AdminDialogs({
  dialogs,
  data,
  today,
  day,
  choice,
  timeZone,
  onLoad,
  onDone,
}: {
  dialogs: ReturnType<typeof useAdminDialogs>;
  data: AdminDashboardData | null;
  today: string;
  /** the day shown: the account tools act on it */
  day: string;
  choice: PeriodChoice;
  timeZone: string;
  onLoad: (choice: PeriodChoice) => void;
  /** a tool or a day's close changed the figures: the dashboard is read again */
  onDone: () => void;
}) {
  const { dateOpen, setDateOpen, exportOpen, setExportOpen, exporting, setExporting, tool, setTool, dayAction, setDayAction } = dialogs;
  return (
    <>
      {dateOpen && (
        <DateDialog
          open={dateOpen}
          onOpenChange={setDateOpen}
          today={today}
          initial={choice.period === "custom" ? choice.date : undefined}
          variant="admin"
          onConfirm={(date) => onLoad({ period: "custom", date })}
        />
      )}
      {(exportOpen || exporting) && (
        <ExportDialog
          open={exportOpen}
          onOpenChange={setExportOpen}
          today={today}
          initial={choice.period === "custom" ? { period: "custom", date: choice.date } : { period: choice.period }}
          onBusyChange={setExporting}
        />
      )}
      {tool && (
        <AccountDialogs
          tool={tool.kind}
          onClose={() => setTool(null)}
          supervisor={{ id: tool.card.id, nom: tool.card.nom }}
          day={day}
          keys={[...new Set([...Object.keys(tool.card.comptes.debut), ...Object.keys(tool.card.comptes.sortie)])]}
          names={tool.card.partenaires}
          onDone={onDone}
        />
      )}
      {/* closing or reopening a supervisor's day (components/day/day-dialogs.tsx) */}
      {dayAction && (
        <DayDialog action={dayAction} onClose={() => setDayAction(null)} tolerance={data?.settings.ecartTolerance ?? 0} timeZone={timeZone} onDone={onDone} />
      )}
    </>
  );
}
