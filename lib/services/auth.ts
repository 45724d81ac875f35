// Login with a phone and an access code: throttled first, then checked, then a session token is issued.
import type { Db } from "@/lib/db/client";
import { hashIsCurrent, verifyAccessCode, verifyAgainstDummy } from "@/lib/auth/codes";
import { issueSessionToken, type SessionClaims } from "@/lib/auth/token";
import { addressLimitKey } from "@/lib/domain/client-address";
import { AppError } from "@/lib/domain/errors";
import { maskPhone, normalizePhone } from "@/lib/domain/phone";
import { normalizeStatus } from "@/lib/domain/users";
import { writeAudit } from "./audit";
import { rewriteCodeHash } from "./code-hashes";
import { openSession } from "./sessions";
import { clearAttempts, isLocked, LOGIN_ADDRESS_POLICY, LOGIN_PHONE_POLICY, recordAttempt } from "./throttle";
import { findUserForLogin, toPublicUser, type PublicUser } from "./users";

export interface LoginInput {
  telephone: string;
  code: string;
  /**
   * The client's address as the server resolved it (lib/api/address.ts), for the per-address limit;
   * null when unknown: that limit is skipped (never a shared key that would lock every client out).
   */
  address: string | null;
  /** the client's User-Agent, kept with the session */
  userAgent?: string | null;
}

export interface LoginResult {
  token: string;
  claims: SessionClaims;
  user: PublicUser;
}

const STATUS_REFUSALS: Record<string, string> = {
  SUSPENDED: "Votre compte est suspendu. Contactez l'administrateur.",
  PENDING: "Votre compte est en attente de validation par l'administrateur.",
  REJECTED: "Votre demande d'inscription a été rejetée. Contactez l'administrateur.",
};

export async function loginWithCode(db: Db, input: LoginInput): Promise<LoginResult> {
  const telephone = normalizePhone(input.telephone);
  const phoneKey = `phone:${telephone}`;
  const addressKey = input.address ? `ip:${addressLimitKey(input.address)}` : null;

  if (addressKey && (await isLocked(db, addressKey))) throw new AppError("RATE_LIMIT_ERROR");
  // Counted before the check, so parallel guesses cannot slip past the limit; a success clears it.
  const attempt = await recordAttempt(db, phoneKey, LOGIN_PHONE_POLICY);
  if (attempt.locked) throw new AppError("RATE_LIMIT_ERROR");

  const row = telephone ? await findUserForLogin(db, telephone) : null;
  const valid = row ? await verifyAccessCode(input.code, row.codeHash) : await verifyAgainstDummy(input.code);

  if (!row || !valid) {
    if (addressKey) await recordAttempt(db, addressKey, LOGIN_ADDRESS_POLICY);
    await writeAudit(db, {
      actor: row ? { id: row.id, nomComplet: row.nomComplet, role: row.role } : null,
      action: "LOGIN_FAILED",
      entity: "user",
      entityId: row?.id ?? null,
      after: { telephone: maskPhone(telephone), address: input.address, attempts: attempt.attempts },
    });
    throw new AppError("INVALID_CREDENTIALS");
  }

  const status = normalizeStatus(row.status);
  if (status !== "ACTIVE") {
    throw new AppError("ACCOUNT_SUSPENDED", STATUS_REFUSALS[status] ?? STATUS_REFUSALS.SUSPENDED);
  }
  await clearAttempts(db, phoneKey);
  // a hash of older parameters that the start could not rewrite (unreadable encrypted copy): from the code just checked
  if (!hashIsCurrent(row.codeHash)) await rewriteCodeHash(db, row.id, row.codeHash, input.code);
  const session = await openSession(db, { userId: row.id, role: row.role, address: input.address, userAgent: input.userAgent });
  const claims: SessionClaims = { sub: row.id, name: row.nomComplet, role: row.role, tv: row.tokenVersion, sid: session.id };
  return { token: await issueSessionToken(claims), claims, user: toPublicUser(row) };
}
