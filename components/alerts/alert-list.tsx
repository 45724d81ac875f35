"use client";

// The alerts as cards: level, type, whose, which day, why and when; an alert taken into account says by whom,
// when and with what comment, one still open offers "Prendre en compte".
import { BellOff, CheckCircle2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ALERT_KIND_LABELS, ALERT_LEVEL_LABELS } from "@/lib/domain/alerts";
import { formatDateTimeFr, formatDayFr } from "@/lib/domain/periods";
import type { AlertView } from "@/lib/services/alerts/list";
import type { AlertStatusFilter } from "./alert-filters";

export function AlertList({ alerts, timeZone, onAcknowledge }: { alerts: AlertView[]; timeZone: string; onAcknowledge: (alert: AlertView) => void }) {
  return (
    <ul className="space-y-2">
      {alerts.map((alert) => (
        <AlertCard key={alert.id} alert={alert} timeZone={timeZone} onAcknowledge={onAcknowledge} />
      ))}
    </ul>
  );
}

function AlertCard({ alert, timeZone, onAcknowledge }: { alert: AlertView; timeZone: string; onAcknowledge: (alert: AlertView) => void }) {
  const who = alert.supervisorName ?? alert.userName;
  return (
    <li data-testid="alert-item" data-alert-id={alert.id} className="rounded-xl border bg-card p-3 text-sm shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={alert.level === "grave" ? "destructive" : "warning"}>{ALERT_LEVEL_LABELS[alert.level]}</Badge>
        <span className="font-medium">{ALERT_KIND_LABELS[alert.kind]}</span>
        <span className="ml-auto text-xs text-muted-foreground tabular-nums">{formatDateTimeFr(alert.createdAt, timeZone)}</span>
      </div>
      <p className="mt-1 text-muted-foreground">
        {who && <span className="font-medium text-foreground">{who}</span>}
        {who && " · "}
        Journée du <span className="tabular-nums">{formatDayFr(alert.day)}</span>
      </p>
      <p className="mt-1 break-words">{alert.reason}</p>
      {alert.acknowledgedAt ? (
        <div className="mt-2 rounded-lg bg-muted/60 p-2 text-xs" data-testid="alert-acknowledged">
          <p className="flex flex-wrap items-center gap-1 font-medium">
            <CheckCircle2 className="size-3.5 text-emerald-600" aria-hidden />
            Prise en compte le {formatDateTimeFr(alert.acknowledgedAt, timeZone)} par {alert.acknowledgedByName ?? "un administrateur supprimé"}
          </p>
          {alert.comment && <p className="mt-1 break-words whitespace-pre-line text-muted-foreground">{alert.comment}</p>}
        </div>
      ) : (
        <div className="mt-2 flex justify-end">
          <Button size="sm" variant="outline" onClick={() => onAcknowledge(alert)}>
            Prendre en compte
          </Button>
        </div>
      )}
    </li>
  );
}

const EMPTY: Record<AlertStatusFilter, string> = {
  open: "Aucune alerte ouverte",
  acknowledged: "Aucune alerte prise en compte",
  all: "Aucune alerte",
};

export function AlertsEmpty({ status }: { status: AlertStatusFilter }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center text-muted-foreground">
      <BellOff className="size-10" aria-hidden />
      <p className="font-medium text-foreground">{EMPTY[status]}</p>
      <p className="text-sm">Aucune alerte ne correspond à ces filtres.</p>
    </div>
  );
}
