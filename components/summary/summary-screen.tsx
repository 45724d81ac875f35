"use client";

// "Résumé du jour": the owner's evening summary for a day (today unless the address says ?date=): the figures,
// the detail behind them, the SMS as it reads, and sharing, printing or sending it. Printed, the page keeps the
// figures and the text only (the sidebar, the top bar and the buttons are print:hidden).
// Its data: ./use-summary.ts; its parts: ./summary-stats.tsx, ./summary-lists.tsx, ./summary-message.tsx,
// ./send-summary-dialog.tsx.
import { useState } from "react";
import { RefreshCw } from "lucide-react";
import { LoadError } from "@/components/layout/load-error-slot";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { invalidProps } from "@/lib/forms/invalid-props";
import { formatLongDayFr } from "@/lib/domain/periods";
import { SendSummaryDialog } from "./send-summary-dialog";
import { SummaryLists } from "./summary-lists";
import { SummaryMessage } from "./summary-message";
import { SummaryStats } from "./summary-stats";
import { useSummary } from "./use-summary";

const DATE_ID = "summary-date";

export function SummaryScreen({ initialDay, initialError, today, timeZone }: { initialDay: string; initialError: string | null; today: string; timeZone: string }) {
  const { day, dayError, changeDay, data, error, loading, load, send, sending } = useSummary({ initialDay, initialError, today });
  const [typed, setTyped] = useState(initialDay);
  const [confirming, setConfirming] = useState(false);

  async function confirm(force: boolean) {
    if (await send(force)) setConfirming(false);
  }

  return (
    <>
      <PageHeader title="Résumé du jour">
        <Button variant="outline" size="icon-sm" onClick={() => load()} disabled={loading} aria-label="Actualiser">
          <RefreshCw className={loading ? "animate-spin" : undefined} />
        </Button>
      </PageHeader>
      <div className="mx-auto w-full max-w-5xl space-y-4 p-3 sm:p-6 print:max-w-none print:p-0">
        <h2 className="hidden text-lg font-semibold print:block">Résumé du {formatLongDayFr(day)}</h2>
        <div className="flex flex-wrap items-end gap-x-4 gap-y-1 print:hidden">
          <div className="w-full space-y-1 sm:w-48">
            <Label htmlFor={DATE_ID}>Journée</Label>
            <Input
              id={DATE_ID}
              type="date"
              value={typed}
              max={today}
              onChange={(e) => {
                setTyped(e.target.value);
                changeDay(e.target.value);
              }}
              {...invalidProps(DATE_ID, dayError ?? undefined)}
            />
          </div>
          <p className="pb-2 text-sm text-muted-foreground first-letter:uppercase">{formatLongDayFr(day)}</p>
          {dayError && (
            <div className="w-full">
              <FieldError inputId={DATE_ID} message={dayError} alert />
            </div>
          )}
        </div>
        {!data && error ? (
          <LoadError title="Impossible de charger le résumé." message={error} retrying={loading} onRetry={() => load()} />
        ) : !data ? (
          <ListSkeleton row="h-24 w-full rounded-xl" />
        ) : (
          <>
            <SummaryStats data={data} />
            <SummaryMessage data={data} today={today} timeZone={timeZone} sending={sending} onSend={() => setConfirming(true)} />
            <SummaryLists data={data} />
          </>
        )}
      </div>
      <SendSummaryDialog open={confirming} day={day} alreadySent={!!data?.sent.sentAt} sending={sending} onOpenChange={setConfirming} onConfirm={confirm} />
    </>
  );
}
