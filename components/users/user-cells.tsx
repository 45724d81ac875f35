// What the users list shows of a user, the same in the table and in the cards: status and role badges, the
// access code (masked unless "Voir codes"), the creation date.
import { Badge } from "@/components/ui/badge";
import type { Role } from "@/lib/domain/constants";
import { normalizeStatus, ROLE_LABELS, statusLabel } from "@/lib/domain/users";
import type { UserRow } from "./use-users-data";

const STATUS_VARIANTS = { ACTIVE: "success", SUSPENDED: "destructive", PENDING: "warning", REJECTED: "secondary", UNKNOWN: "outline" } as const;

export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={STATUS_VARIANTS[normalizeStatus(status)]}>{statusLabel(status)}</Badge>;
}

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant="outline" className={role === "SUPERVISEUR" ? "border-sky-300 text-sky-800" : "border-violet-300 text-violet-800"}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

export function CodeCell({ user, showCodes }: { user: UserRow; showCodes: boolean }) {
  if (!showCodes) {
    return (
      <span className="font-mono tracking-widest text-muted-foreground">
        <span aria-hidden="true">••••••</span>
        <span className="sr-only">Code masqué</span>
      </span>
    );
  }
  if (!user.codeClair) return <span className="text-xs text-destructive">Illisible</span>;
  return <span className="font-mono font-semibold tracking-widest" data-testid="user-code">{user.codeClair}</span>;
}

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString("fr-FR");
