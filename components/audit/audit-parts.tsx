"use client";

// The audit screen's filters (supervisor, action, dates, Réinitialiser) and the empty state of either list.
import { History, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SupervisorFilter } from "@/components/transactions/supervisor-filter";
import { AUDIT_ACTIONS, AUDIT_LABELS } from "@/lib/domain/audit";
import { NO_FILTERS, type AuditFilters } from "./use-audit";

export function AuditFiltersBar({ filters, onChange }: { filters: AuditFilters; onChange: (patch: Partial<AuditFilters>) => void }) {
  return (
    <section aria-label="Filtres" className="grid gap-2 rounded-xl border bg-card p-3 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
      <div className="space-y-1">
        <Label htmlFor="audit-supervisor">Superviseur</Label>
        <SupervisorFilter id="audit-supervisor" value={filters.supervisorId} onChange={(supervisorId) => onChange({ supervisorId })} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="audit-action">Action</Label>
        <NativeSelect id="audit-action" aria-label="Action" value={filters.action} onChange={(e) => onChange({ action: e.target.value })}>
          <option value="all">Toutes les actions</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {AUDIT_LABELS[a]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor="audit-from">Du</Label>
        <Input id="audit-from" type="date" value={filters.from} onChange={(e) => onChange({ from: e.target.value })} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="audit-to">Au</Label>
        <Input id="audit-to" type="date" value={filters.to} onChange={(e) => onChange({ to: e.target.value })} />
      </div>
      <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
        <RotateCcw /> Réinitialiser
      </Button>
    </section>
  );
}

export function Empty() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center text-muted-foreground">
      <History className="size-10" aria-hidden />
      <p className="font-medium text-foreground">Aucune entrée</p>
      <p className="text-sm">Aucune action ne correspond à ces filtres.</p>
    </div>
  );
}
