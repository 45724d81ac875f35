"use client";

// The users list's filter bar: a search by name or phone, role and status (all read by the server), and
// "Voir codes" for the page shown.
import { Eye, EyeOff, Loader2, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { Role } from "@/lib/domain/constants";
import type { StatusFilter, UsersFilter } from "./use-users-data";

export interface UsersFiltersProps {
  filter: UsersFilter;
  onChange: (change: Partial<UsersFilter>) => void;
  showCodes: boolean;
  loadingCodes: boolean;
  onToggleCodes: () => void;
}

export function UsersFilters({ filter, onChange, showCodes, loadingCodes, onToggleCodes }: UsersFiltersProps) {
  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          placeholder="Nom ou téléphone"
          aria-label="Rechercher par nom ou téléphone"
          maxLength={100}
          value={filter.search}
          onChange={(e) => onChange({ search: e.target.value })}
          className="pl-9"
        />
      </div>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1 lg:w-40 lg:flex-none">
          <NativeSelect aria-label="Filtrer par rôle" value={filter.role} onChange={(e) => onChange({ role: e.target.value as "ALL" | Role })}>
            <option value="ALL">Tous les rôles</option>
            <option value="SUPERVISEUR">Superviseurs</option>
            <option value="PARTENAIRE">Partenaires</option>
          </NativeSelect>
        </div>
        <div className="min-w-0 flex-1 lg:w-40 lg:flex-none">
          <NativeSelect aria-label="Filtrer par statut" value={filter.status} onChange={(e) => onChange({ status: e.target.value as StatusFilter })}>
            <option value="ALL">Tous les statuts</option>
            <option value="ACTIVE">Actifs</option>
            <option value="SUSPENDED">Suspendus</option>
            <option value="PENDING">En attente</option>
          </NativeSelect>
        </div>
      </div>
      <Button variant="outline" onClick={onToggleCodes} disabled={loadingCodes} className="shrink-0">
        {loadingCodes ? <Loader2 className="animate-spin" /> : showCodes ? <EyeOff /> : <Eye />}
        {showCodes ? "Masquer codes" : "Voir codes"}
      </Button>
    </div>
  );
}
