// Users: the reads every part of the app needs, and account creation. Never returns a code or a hash.
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "@/lib/db/client";
import { sessions, users } from "@/lib/db/schema";
import type { Role, StoredUserStatus } from "@/lib/domain/constants";
import { normalizeStatus } from "@/lib/domain/users";
import type { NewAccessCode } from "@/lib/auth/codes";

/** What the browser may see of a user. */
export interface PublicUser {
  id: string;
  nomComplet: string;
  telephone: string;
  adresse: string | null;
  role: Role;
  status: ReturnType<typeof normalizeStatus>;
  photo: string | null;
  createdAt: string;
}

export const publicUserColumns = {
  id: users.id,
  nomComplet: users.nomComplet,
  telephone: users.telephone,
  adresse: users.adresse,
  role: users.role,
  status: users.status,
  photoMime: users.photoMime,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

type PublicUserRow = {
  id: string;
  nomComplet: string;
  telephone: string;
  adresse: string | null;
  role: Role;
  status: StoredUserStatus;
  photoMime: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    id: row.id,
    nomComplet: row.nomComplet,
    telephone: row.telephone,
    adresse: row.adresse,
    role: row.role,
    status: normalizeStatus(row.status),
    // the photo itself stays out of lists; the browser fetches it by URL, cache-busted by updatedAt
    photo: row.photoMime ? `/api/users/${row.id}/photo?v=${row.updatedAt.getTime()}` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getPublicUser(executor: Executor, id: string): Promise<PublicUser | null> {
  const [row] = await executor.select(publicUserColumns).from(users).where(eq(users.id, id));
  return row ? toPublicUser(row) : null;
}

/** The login lookup: the one read that includes the code hash. */
export async function findUserForLogin(executor: Executor, telephone: string) {
  const [row] = await executor
    .select({ ...publicUserColumns, codeHash: users.codeHash, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.telephone, telephone));
  return row ?? null;
}

/**
 * What a request needs to trust a session: the user still exists, is active and has the same token
 * version, and the session (the token's `sid`) is his, not revoked and not expired. One query.
 */
export async function getSessionRow(executor: Executor, id: string, sessionId: string) {
  const [row] = await executor
    .select({
      id: users.id,
      nomComplet: users.nomComplet,
      telephone: users.telephone,
      role: users.role,
      status: users.status,
      tokenVersion: users.tokenVersion,
      sessionOpen: sql<boolean>`(${sessions.id} IS NOT NULL AND ${sessions.revokedAt} IS NULL AND ${sessions.expiresAt} > now())`,
    })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.id, sessionId), eq(sessions.userId, users.id)))
    .where(eq(users.id, id));
  return row ?? null;
}

export interface NewUserInput {
  nomComplet: string;
  telephone: string;
  adresse?: string | null;
  role: Role;
  /** Sealed beforehand (newAccessCode), outside the caller's transaction. */
  code: NewAccessCode;
  status?: StoredUserStatus;
}

/** Inserts a user with his sealed code (hash + cipher). The caller owns the transaction and the audit. */
export async function insertUser(executor: Executor, input: NewUserInput): Promise<PublicUser> {
  const [row] = await executor
    .insert(users)
    .values({
      nomComplet: input.nomComplet,
      telephone: input.telephone,
      adresse: input.adresse ?? null,
      role: input.role,
      status: input.status ?? "ACTIVE",
      ...input.code.sealed,
    })
    .returning(publicUserColumns);
  return toPublicUser(row!);
}
