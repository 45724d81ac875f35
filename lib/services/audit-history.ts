// Reading the audit log for the admin's history screen: newest first, filtered, paginated on the server. Each
// moment is ISO 8601; its French text comes from lib/presenters/audit.ts.
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { getEnv } from "@/lib/config/env";
import type { Executor } from "@/lib/db/client";
import { auditLog, users } from "@/lib/db/schema";
import { AUDIT_LABELS, changedFields, type AuditAction } from "@/lib/domain/audit";
import { addDays, dayStartInstant } from "@/lib/domain/periods";
import type { AuditQuery } from "@/lib/validation/audit";

export async function listAudit(db: Executor, query: AuditQuery & { entity?: string }) {
  const timeZone = getEnv().APP_TIMEZONE;
  const where = and(
    query.supervisorId ? eq(auditLog.supervisorId, query.supervisorId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.from ? gte(auditLog.at, dayStartInstant(query.from, timeZone)) : undefined,
    query.to ? lt(auditLog.at, dayStartInstant(addDays(query.to, 1), timeZone)) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorName: auditLog.actorName,
        actorRole: auditLog.actorRole,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        supervisorId: auditLog.supervisorId,
        supervisorName: users.nomComplet,
        before: auditLog.before,
        after: auditLog.after,
        reason: auditLog.reason,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.supervisorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(auditLog).where(where),
  ]);
  const total = counted[0]?.total ?? 0;
  return {
    entries: rows.map((r) => ({
      ...r,
      at: r.at.toISOString(),
      label: AUDIT_LABELS[r.action as AuditAction] ?? r.action,
      changes: changedFields(r.before, r.after),
    })),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.max(1, Math.ceil(total / query.limit)) },
  };
}

/** Deleted account lines, newest first (GET .../lines/deletion-history). */
export async function lineDeletionHistory(db: Executor, query: { page: number; limit: number; supervisorId?: string }) {
  const { entries, pagination } = await listAudit(db, { ...query, supervisorId: query.supervisorId, action: "AUDIT_SUPPRESSION", entity: "account_line" });
  return {
    deletions: entries.map((e) => ({
      id: e.id,
      at: e.at,
      actorName: e.actorName,
      actorRole: e.actorRole,
      supervisorId: e.supervisorId,
      supervisorName: e.supervisorName,
      before: e.before,
      reason: e.reason,
    })),
    pagination,
  };
}
