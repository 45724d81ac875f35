"use client";

// The "Superviseur" filter of the admin's lists (transactions, audit): every supervisor, or one.
import { useEffect, useState } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api } from "@/lib/api-client";

type Option = { id: string; nomComplet: string };

export function SupervisorFilter({ id, value, onChange }: { id?: string; value: string; onChange: (supervisorId: string) => void }) {
  const [supervisors, setSupervisors] = useState<Option[]>([]);
  useEffect(() => {
    api<{ results: Option[] }>("/api/transactions/entities/search", { query: { type: "supervisors", limit: 100 } })
      .then((r) => setSupervisors(r.results))
      .catch(() => setSupervisors([]));
  }, []);
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} aria-label="Superviseur">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">Tous les superviseurs</SelectItem>
        {supervisors.map((s) => (
          <SelectItem key={s.id} value={s.id}>
            {s.nomComplet}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
