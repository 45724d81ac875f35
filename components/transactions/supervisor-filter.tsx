"use client";

// The "Superviseur" filter of the admin's lists (transactions, audit): every supervisor, or one. With a
// `placeholder`, a choice one must make (a statement's supervisor): no "every supervisor", "" until chosen.
import { useEffect, useState } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { api } from "@/lib/api-client";

type Option = { id: string; nomComplet: string };

export function SupervisorFilter({
  id,
  value,
  onChange,
  placeholder,
  ...rest
}: { id?: string; value: string; onChange: (supervisorId: string) => void; placeholder?: string } & Pick<React.ComponentProps<"select">, "aria-invalid" | "aria-describedby" | "disabled">) {
  const [supervisors, setSupervisors] = useState<Option[]>([]);
  useEffect(() => {
    api<{ results: Option[] }>("/api/transactions/entities/search", { query: { type: "supervisors", limit: 100 } })
      .then((r) => setSupervisors(r.results))
      .catch(() => setSupervisors([]));
  }, []);
  return (
    <NativeSelect id={id} aria-label="Superviseur" value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
      {placeholder ? (
        <option value="" disabled>
          {placeholder}
        </option>
      ) : (
        <option value="all">Tous les superviseurs</option>
      )}
      {supervisors.map((s) => (
        <option key={s.id} value={s.id}>
          {s.nomComplet}
        </option>
      ))}
    </NativeSelect>
  );
}
