// The four tiles of /admin/users (SPEC §2): total without admins, superviseurs, partenaires, actifs.
import { ShieldCheck, Store, UserCheck, Users } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import type { UserStats } from "./use-users-data";

const TILES = [
  { key: "total", label: "Total", icon: Users, tone: "text-slate-700 bg-slate-100" },
  { key: "superviseurs", label: "Superviseurs", icon: ShieldCheck, tone: "text-sky-700 bg-sky-100" },
  { key: "partenaires", label: "Partenaires", icon: Store, tone: "text-violet-700 bg-violet-100" },
  { key: "actifs", label: "Actifs", icon: UserCheck, tone: "text-emerald-700 bg-emerald-100" },
] as const;

export function UserStatsTiles({ stats }: { stats: UserStats | null }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4" data-testid="user-stats">
      {TILES.map(({ key, label, icon: Icon, tone }) => (
        <div key={key} className="flex items-center gap-3 rounded-xl border bg-card p-3 shadow-xs">
          <span className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${tone}`}>
            <Icon className="size-4" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="truncate text-xs text-muted-foreground">{label}</p>
            {stats ? (
              <p className="text-xl font-bold tabular-nums" data-testid={`stat-${key}`}>
                {stats[key]}
              </p>
            ) : (
              <Skeleton className="mt-1 h-6 w-10" />
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
