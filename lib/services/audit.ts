// Writes one row of the append-only audit log, inside the caller's transaction.
import { auditLog } from "@/lib/db/schema";
import type { Executor } from "@/lib/db/client";
import type { AuditAction } from "@/lib/domain/audit";
import type { Role } from "@/lib/domain/constants";

export interface AuditActor {
  id: string;
  nomComplet: string;
  role: Role;
}

export interface AuditEntry {
  actor: AuditActor | null;
  action: AuditAction;
  entity: string;
  entityId?: string | null;
  supervisorId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** The row an entry becomes (also for callers that write it within a larger statement). */
export function auditValues(entry: AuditEntry) {
  return {
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.nomComplet ?? null,
    actorRole: entry.actor?.role ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    supervisorId: entry.supervisorId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  };
}

export async function writeAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values(auditValues(entry));
}
