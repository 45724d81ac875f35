// Access-code hashes made with older scrypt parameters (lib/auth/codes.ts SCRYPT) are rewritten with
// today's, without anyone having to change his code:
// - at start, in the background, from the encrypted copy every account keeps for the admin's "Voir codes"
//   (the same code, so nothing else changes: no new token version, no session ended);
// - at login, for an account whose encrypted copy cannot be read (AUTH_SECRET changed), from the code
//   just typed and checked.
// The rewrite only lands if the hash is still the one read: a code changed meanwhile is never overwritten.
import { and, eq, gt, notLike } from "drizzle-orm";
import { decryptAccessCode, hashAccessCode, hashPrefix } from "@/lib/auth/codes";
import type { Db, Executor } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

/** Replaces `oldHash` by a hash of `code` with today's parameters; false when the hash changed meanwhile. */
export async function rewriteCodeHash(db: Executor, userId: string, oldHash: string, code: string): Promise<boolean> {
  const codeHash = await hashAccessCode(code);
  const updated = await db
    .update(users)
    .set({ codeHash })
    .where(and(eq(users.id, userId), eq(users.codeHash, oldHash)))
    .returning({ id: users.id });
  return updated.length === 1;
}

export interface UpgradeReport {
  rewritten: number;
  /** accounts whose encrypted copy cannot be read: rewritten at their next login */
  unreadable: number;
}

const BATCH = 50;

/** Rewrites every outdated hash it can, one at a time (each takes ~90 ms of one core); stops when asked. */
export async function upgradeCodeHashes(db: Db, shouldStop: () => boolean = () => false): Promise<UpgradeReport> {
  const report: UpgradeReport = { rewritten: 0, unreadable: 0 };
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await db
      .select({ id: users.id, codeHash: users.codeHash, codeCipher: users.codeCipher })
      .from(users)
      .where(and(notLike(users.codeHash, `${hashPrefix()}%`), gt(users.id, after)))
      .orderBy(users.id)
      .limit(BATCH);
    for (const row of rows) {
      if (shouldStop()) return report;
      after = row.id;
      const code = decryptAccessCode(row.codeCipher);
      if (code === null) {
        report.unreadable++;
        continue;
      }
      if (await rewriteCodeHash(db, row.id, row.codeHash, code)) report.rewritten++;
    }
    if (rows.length < BATCH) return report;
  }
}
