// Attempt counting kept in the database, so that it holds across app instances.
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { loginThrottle } from "@/lib/db/schema";

export interface ThrottlePolicy {
  /** attempts allowed within the window; reaching it starts the lock */
  max: number;
  windowMs: number;
  lockMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** DESIGN: 5 wrong codes for one phone within 15 minutes lock that phone for 15 minutes. */
export const LOGIN_PHONE_POLICY: ThrottlePolicy = { max: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES };
/** Guards against one address spraying many phones. */
export const LOGIN_ADDRESS_POLICY: ThrottlePolicy = { max: 30, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES };

export interface ThrottleState {
  /** the key was already locked before this attempt: refuse it */
  locked: boolean;
  attempts: number;
  lockedUntil: Date | null;
}

/**
 * Counts one attempt for `key` and tells whether the key was locked before it, in one row-locked
 * transaction: parallel attempts are counted exactly, and none slips past the limit.
 */
export async function recordAttempt(db: Db, key: string, policy: ThrottlePolicy, now = new Date()): Promise<ThrottleState> {
  return db.transaction(async (tx) => {
    // One statement gives the key's row, locked until the end of this transaction, created when missing. An
    // INSERT … DO NOTHING then a SELECT … FOR UPDATE found no row when a success cleared the key (clearAttempts)
    // between the two: two logins of one phone at once, the second answered 500.
    const [row] = await tx
      .insert(loginThrottle)
      .values({ key, failures: 0, windowStartedAt: now })
      .onConflictDoUpdate({ target: loginThrottle.key, set: { key: sql`excluded.key` } })
      .returning();
    if (row!.lockedUntil && row!.lockedUntil > now) {
      return { locked: true, attempts: row!.failures, lockedUntil: row!.lockedUntil };
    }
    const windowOver = row!.windowStartedAt.getTime() <= now.getTime() - policy.windowMs;
    const attempts = windowOver ? 1 : row!.failures + 1;
    const lockedUntil = attempts >= policy.max ? new Date(now.getTime() + policy.lockMs) : null;
    await tx
      .update(loginThrottle)
      .set({ failures: attempts, windowStartedAt: windowOver ? now : row!.windowStartedAt, lockedUntil })
      .where(eq(loginThrottle.key, key));
    return { locked: false, attempts, lockedUntil };
  });
}

/** Whether a key is locked now, without counting anything. */
export async function isLocked(db: Db, key: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(sql`${loginThrottle.key} = ${key} AND ${loginThrottle.lockedUntil} > ${now}`);
  return !!row;
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
