"use client";

// The dialogs the supervisor dashboard opens, each loaded on demand when first opened: the period sheet and its
// date picker, the morning and evening screens, the day's close.
import { useState } from "react";
import { onDemand } from "@/components/ui/lazy-parts";
import type { DayEntryAccount, DayEntryMode } from "@/lib/domain/day-entries";
import type { SupervisorDashboardData } from "./types";
import type { PeriodChoice } from "@/components/dashboard/use-dashboard";

const DateDialog = onDemand(() => import("@/components/dashboard/date-dialog").then((m) => m.DateDialog));
const PeriodSheet = onDemand(() => import("./period-sheet").then((m) => m.default));
const CloseDayDialog = onDemand(() => import("@/components/day/day-dialogs").then((m) => m.CloseDayDialog));
const DayEntrySheet = onDemand(() => import("./day-entry-sheet").then((m) => m.default));

/** Which of them is open. */
export function useSupervisorDialogs() {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [dateOpen, setDateOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const [entryMode, setEntryMode] = useState<DayEntryMode | null>(null);
  return { sheetOpen, setSheetOpen, dateOpen, setDateOpen, closing, setClosing, entryMode, setEntryMode };
}

export function SupervisorDialogs({
  dialogs,
  data,
  accounts,
  choice,
  today,
  userId,
  onLoad,
  onRefresh,
  onClosed,
}: {
  dialogs: ReturnType<typeof useSupervisorDialogs>;
  data: SupervisorDashboardData | null;
  /** the accounts of the page's render (day-entry-sheet.tsx) */
  accounts: DayEntryAccount[];
  choice: PeriodChoice;
  today: string;
  userId?: string;
  onLoad: (choice: PeriodChoice) => void;
  onRefresh: () => void;
  /** a day was closed: the dashboard and the morning reminder are read again */
  onClosed: () => void;
}) {
  const { closing, setClosing, entryMode, setEntryMode } = dialogs;
  return (
    <>
      <PeriodDialogs dialogs={dialogs} choice={choice} today={today} onLoad={onLoad} />
      {entryMode && data && (
        <DayEntrySheet
          open={!!entryMode}
          onOpenChange={(open) => !open && setEntryMode(null)}
          mode={entryMode}
          known={accounts}
          day={{ supervisorId: data.superviseur.id, comptes: data.comptes, reportes: data.reportes, partenaires: data.partenaires, missingFin: data.day.missingFin, open: data.day.status === "open" }}
          userId={userId}
          onSent={onRefresh}
          onCloseDay={() => {
            setEntryMode(null);
            setClosing(true);
          }}
        />
      )}
      {closing && data && (
        <CloseDayDialog
          open={closing}
          onOpenChange={setClosing}
          supervisor={{ id: data.superviseur.id, nom: data.superviseur.nom }}
          date={data.date}
          comptes={data.comptes}
          missingFin={data.day.missingFin}
          tolerance={data.settings.ecartTolerance}
          onClosed={onClosed}
          onRefresh={onRefresh}
        />
      )}
    </>
  );
}

/** The period sheet (Aujourd'hui, Hier, a date) and the date picker it opens. */
function PeriodDialogs({
  dialogs,
  choice,
  today,
  onLoad,
}: {
  dialogs: ReturnType<typeof useSupervisorDialogs>;
  choice: PeriodChoice;
  today: string;
  onLoad: (choice: PeriodChoice) => void;
}) {
  const { sheetOpen, setSheetOpen, dateOpen, setDateOpen } = dialogs;
  return (
    <>
      {sheetOpen && (
        <PeriodSheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          choice={choice}
          onChoose={(next) => {
            setSheetOpen(false);
            onLoad(next);
          }}
          onCustom={() => {
            setSheetOpen(false);
            setDateOpen(true);
          }}
        />
      )}
      {dateOpen && (
        <DateDialog
          open={dateOpen}
          onOpenChange={setDateOpen}
          today={today}
          initial={choice.period === "custom" ? choice.date : undefined}
          variant="supervisor"
          onConfirm={(date) => onLoad({ period: "custom", date })}
        />
      )}
    </>
  );
}
