"use client";

// The "Superviseur" filter of the admin's lists (transactions, audit): every supervisor, or one. With a
// `placeholder`, a choice one must make (a statement's supervisor): no "every supervisor", "" until chosen.
import { NativeSelect } from "@/components/ui/native-select";
import { api } from "@/lib/api-client";
import { useApiQuery } from "@/lib/client/use-api-query";

type Option = { id: string; nomComplet: string };

const SUPERVISORS = "/api/transactions/entities/search?type=supervisors&limit=100";
const fetchSupervisors = (path: string) => api<{ results: Option[] }>(path);

export function SupervisorFilter({
  id,
  value,
  onChange,
  placeholder,
  ...rest
}: { id?: string; value: string; onChange: (supervisorId: string) => void; placeholder?: string } & Pick<React.ComponentProps<"select">, "aria-invalid" | "aria-describedby" | "disabled">) {
  // not read (yet, or refused): the filter offers its first choice only
  const supervisors = useApiQuery(SUPERVISORS, fetchSupervisors).data?.results ?? [];
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
