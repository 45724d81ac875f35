"use client";

// The Rapprochement grid's filters: supervisor (the admin's only), account, period, only the écarts.
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SupervisorFilter } from "@/components/transactions/supervisor-filter";
import { useStatementAccounts } from "./accounts";
import type { ReconciliationFilters } from "./use-reconciliation";

export function ReconciliationFiltersBar({ filters, onChange, admin }: { filters: ReconciliationFilters; onChange: (patch: Partial<ReconciliationFilters>) => void; admin: boolean }) {
  const accounts = useStatementAccounts();
  return (
    <section aria-label="Filtres" className="grid grid-cols-2 gap-2 rounded-xl border bg-card p-3 shadow-sm lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
      {admin && (
        <div className="col-span-2 space-y-1 lg:col-span-1">
          <Label htmlFor="recon-supervisor">Superviseur</Label>
          <SupervisorFilter id="recon-supervisor" value={filters.supervisorId} onChange={(supervisorId) => onChange({ supervisorId })} />
        </div>
      )}
      <div className="col-span-2 space-y-1 lg:col-span-1">
        <Label htmlFor="recon-account">Compte</Label>
        <NativeSelect id="recon-account" value={filters.accountType} onChange={(e) => onChange({ accountType: e.target.value })}>
          {accounts.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor="recon-from">Du</Label>
        <Input id="recon-from" type="date" value={filters.from} onChange={(e) => e.target.value && onChange({ from: e.target.value })} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="recon-to">Au</Label>
        <Input id="recon-to" type="date" value={filters.to} onChange={(e) => e.target.value && onChange({ to: e.target.value })} />
      </div>
      <label className="col-span-2 flex min-h-10 items-center gap-2 text-sm lg:col-span-1">
        <input type="checkbox" className="size-4 accent-primary" checked={filters.ecartsOnly} onChange={(e) => onChange({ ecartsOnly: e.target.checked })} />
        Écarts seulement
      </label>
    </section>
  );
}
