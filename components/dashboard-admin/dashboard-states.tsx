"use client";

// The admin dashboard's states around its cards that a working dashboard does not show, loaded when shown
// (./admin-parts.tsx): 'Aucune donnée disponible' with Actualiser (a network without any supervisor yet), the
// skeleton of a first load that had nothing from the server, and the notice above a chosen past day's figures.
import { CalendarDays, Database, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatLongDayFr } from "@/lib/domain/day-format";

export function EmptyState({ onRefresh }: { onRefresh: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <Database className="size-10 text-muted-foreground" aria-hidden />
      <p className="font-medium">Aucune donnée disponible</p>
      <Button variant="outline" onClick={onRefresh}>
        <RefreshCw /> Actualiser
      </Button>
    </div>
  );
}

export function DashboardSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-busy="true" aria-label="Chargement">
      <Skeleton className="h-40 w-full rounded-xl" />
      <div className="grid gap-3 lg:grid-cols-2">
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    </div>
  );
}

export function HistoryNotice({ date }: { date: string }) {
  return (
    <div role="status" className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
      <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span className="min-w-0 break-words">
        <span className="font-semibold">Données historiques</span> — {formatLongDayFr(date)}
      </span>
    </div>
  );
}
