"use client";

// The Alertes screen's filters beside the status tabs: supervisor, type and period (the status is the tabs).
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SupervisorFilter } from "@/components/transactions/supervisor-filter";
import { ALERT_KINDS, ALERT_KIND_LABELS, type AlertKind } from "@/lib/domain/alerts";
import { LIST_PERIODS, type ListPeriod } from "@/lib/domain/periods";
import { PERIOD_LABELS, type AlertFilters } from "./alert-filters";

export function AlertsFiltersBar({ filters, onChange }: { filters: AlertFilters; onChange: (patch: Partial<AlertFilters>) => void }) {
  return (
    <section aria-label="Filtres" className="grid grid-cols-2 gap-2 rounded-xl border bg-card p-3 shadow-sm sm:grid-cols-3">
      <div className="col-span-2 space-y-1 sm:col-span-1">
        <Label htmlFor="alerts-supervisor">Superviseur</Label>
        <SupervisorFilter id="alerts-supervisor" value={filters.supervisorId} onChange={(supervisorId) => onChange({ supervisorId })} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="alerts-kind">Type</Label>
        <NativeSelect id="alerts-kind" value={filters.kind} onChange={(e) => onChange({ kind: e.target.value as AlertKind | "all" })}>
          <option value="all">Tous les types</option>
          {ALERT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {ALERT_KIND_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor="alerts-period">Période</Label>
        <NativeSelect id="alerts-period" value={filters.period} onChange={(e) => onChange({ period: e.target.value as ListPeriod })}>
          {LIST_PERIODS.map((period) => (
            <option key={period} value={period}>
              {PERIOD_LABELS[period]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </section>
  );
}
