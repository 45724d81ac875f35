// Sessions kept in the database: a login opens one (its id is the token's `sid`), every
// request checks it, logout revokes it. State lives in the database, so a revoked token is refused by every
// app instance at its next request. Ending all of a user's sessions revokes every row of his.
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { sessionMaxAge } from "@/lib/auth/token";
import type { Db, Executor } from "@/lib/db/client";
import { sessions, users } from "@/lib/db/schema";
import { AppError } from "@/lib/domain/errors";
import { writeAudit } from "./audit";

export type RevokeReason = "LOGOUT" | "ADMIN" | "CODE_CHANGED";

/** Opens a session for a user who just proved his code, for his role's time; purges his expired ones on the way. */
export async function openSession(
  executor: Executor,
  input: { userId: string; role: string; address?: string | null; userAgent?: string | null },
): Promise<{ id: string; expiresAt: Date }> {
  await executor.delete(sessions).where(and(eq(sessions.userId, input.userId), lt(sessions.expiresAt, sql`now()`)));
  const [row] = await executor
    .insert(sessions)
    .values({
      userId: input.userId,
      expiresAt: sql`now() + make_interval(secs => ${sessionMaxAge(input.role)})`,
      address: input.address?.slice(0, 100) ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return row!;
}

/** Revokes one session (logout). Revoking an unknown or already revoked session does nothing. */
export async function revokeSession(db: Executor, sessionId: string, reason: RevokeReason = "LOGOUT"): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** The sessions of a user still open now. */
export async function countOpenSessions(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`));
  return row?.n ?? 0;
}

/**
 * The admin ends every open session of a user (a lost phone, a code seen by someone else). Audited. Like
 * the other account actions of /admin/users, it refuses an administrator's account.
 */
export async function revokeUserSessions(db: Db, actor: SessionUser, userId: string): Promise<{ revoked: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, role: users.role, nomComplet: users.nomComplet }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError("NOT_FOUND", "Utilisateur non trouvé");
    if (user.role === "ADMIN") throw new AppError("FORBIDDEN", "Les sessions d'un administrateur ne se gèrent pas ici");
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: "ADMIN" satisfies RevokeReason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
      .returning({ id: sessions.id });
    await writeAudit(tx, {
      actor,
      action: "SESSIONS_REVOKED",
      entity: "user",
      entityId: userId,
      after: { nomComplet: user.nomComplet, sessions: rows.length },
      reason: "Déconnexion de tous les appareils",
    });
    return { revoked: rows.length };
  });
}
