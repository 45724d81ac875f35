// The admin's reads of users: lists (never the admins), statistics, and access codes (decrypted only here,
// each reveal written to the audit log).
import { and, asc, count, desc, eq, gt, inArray, like, ne, or, sql, type SQL } from "drizzle-orm";
import { decryptAccessCode } from "@/lib/auth/codes";
import type { SessionUser } from "@/lib/auth/session";
import type { Executor } from "@/lib/db/client";
import { containing } from "@/lib/db/like";
import { registrationRequests, smsOutbox, users } from "@/lib/db/schema";
import type { StoredUserStatus } from "@/lib/domain/constants";
import { AppError } from "@/lib/domain/errors";
import { can } from "@/lib/domain/permissions";
import { phoneSearchDigits } from "@/lib/domain/phone";
import { foldName, tidyName } from "@/lib/domain/partners";
import type { AllUsersQuery, PartnersQuery } from "@/lib/validation/users";
import { writeAudit } from "./audit";
import { publicUserColumns, toPublicUser, type PublicUser } from "./users";

export interface ListedUser extends PublicUser {
  /** the plain code, only when codes were asked for */
  codeClair?: string | null;
}

const STATUS_VALUES: Record<string, StoredUserStatus[]> = {
  ACTIVE: ["ACTIVE"],
  SUSPENDED: ["SUSPENDED", "suspended"],
  PENDING: ["PENDING"],
  REJECTED: ["REJECTED"],
};

/**
 * Managed users by role, status, and a search in the name (case- and accent-blind: the typed text and the stored
 * name folded by the one rule both sides share, foldName and caisse_fold_name) or the phone's digits (the typed
 * country code and spaces folded away by phoneSearchDigits, so a phone stored with or without it is found).
 */
function userFilter(query: { role?: "SUPERVISEUR" | "PARTENAIRE"; status?: string; search?: string }): SQL | undefined {
  const search = query.search ? foldName(tidyName(query.search)) : "";
  const digits = query.search ? phoneSearchDigits(query.search) : null;
  return and(
    ne(users.role, "ADMIN"),
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? inArray(users.status, STATUS_VALUES[query.status]!) : undefined,
    search
      ? or(
          sql`caisse_fold_name(${users.nomComplet}) LIKE ${containing(search)}`,
          digits ? like(users.telephone, `%${digits}%`) : undefined,
        )
      : undefined,
  );
}

const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) });

async function withCodes(executor: Executor, actor: SessionUser, rows: PublicUser[], source: string): Promise<ListedUser[]> {
  if (rows.length === 0) return rows;
  const ciphers = await executor
    .select({ id: users.id, codeCipher: users.codeCipher })
    .from(users)
    .where(inArray(users.id, rows.map((r) => r.id)));
  const byId = new Map(ciphers.map((c) => [c.id, decryptAccessCode(c.codeCipher)]));
  await writeAudit(executor, {
    actor,
    action: "CODE_REVEALED",
    entity: "user",
    after: { source, count: rows.length, userIds: rows.map((r) => r.id) },
  });
  return rows.map((r) => ({ ...r, codeClair: byId.get(r.id) ?? null }));
}

/** GET /api/users/all: newest first, a page of those the filter keeps, and how many it keeps. */
export async function listUsers(db: Executor, actor: SessionUser, query: AllUsersQuery) {
  const where = userFilter(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(publicUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const list = rows.map(toPublicUser);
  const n = total?.n ?? 0;
  return {
    users: query.showCodes ? await withCodes(db, actor, list, "liste des utilisateurs") : list,
    total: n,
    pagination: pagination(query.page, query.limit, n),
  };
}

/** GET /api/users/partners: paginated. */
export async function listPartners(db: Executor, actor: SessionUser, query: PartnersQuery) {
  const where = userFilter({ ...query, role: "PARTENAIRE" });
  const rows = await db
    .select(publicUserColumns)
    .from(users)
    .where(where)
    .orderBy(asc(users.nomComplet), asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const list = rows.map(toPublicUser);
  return {
    partners: query.showCodes ? await withCodes(db, actor, list, "liste des partenaires") : list,
    pagination: pagination(query.page, query.limit, total?.n ?? 0),
  };
}

/** GET /api/users/admin/dashboard: the tiles of the users screen and what waits for the admin. */
export async function getUserStats(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      superviseurs: sql<number>`count(*) filter (where ${users.role} = 'SUPERVISEUR')::int`,
      partenaires: sql<number>`count(*) filter (where ${users.role} = 'PARTENAIRE')::int`,
      actifs: sql<number>`count(*) filter (where ${users.status} = 'ACTIVE')::int`,
      suspendus: sql<number>`count(*) filter (where ${users.status} in ('SUSPENDED', 'suspended'))::int`,
    })
    .from(users)
    .where(ne(users.role, "ADMIN"));
  const [requests] = await db.select({ n: count() }).from(registrationRequests).where(eq(registrationRequests.status, "PENDING"));
  const [sms] = await db.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.status, "failed"));
  return {
    total: row?.total ?? 0,
    superviseurs: row?.superviseurs ?? 0,
    partenaires: row?.partenaires ?? 0,
    actifs: row?.actifs ?? 0,
    suspendus: row?.suspendus ?? 0,
    demandesEnAttente: requests?.n ?? 0,
    smsEnEchec: sms?.n ?? 0,
  };
}

export const CODE_MESSAGES = {
  notFound: "Utilisateur introuvable",
  unreadable: "Ce code ne peut pas être lu (le secret du serveur a changé) : régénérez-le",
  noMatch: "Aucun utilisateur ne possède ce code",
} as const;

/** GET /api/users/{id}/code: the admin for any non-admin user, anyone for himself. */
export async function revealUserCode(db: Executor, actor: SessionUser, id: string) {
  const self = actor.id === id;
  if (!self && !can(actor.role, "users:codes")) throw new AppError("FORBIDDEN");
  const [row] = await db.select({ ...publicUserColumns, codeCipher: users.codeCipher }).from(users).where(eq(users.id, id));
  if (!row || (!self && row.role === "ADMIN")) throw new AppError("NOT_FOUND", CODE_MESSAGES.notFound);
  const code = decryptAccessCode(row.codeCipher);
  if (!code) throw new AppError("CONFLICT", CODE_MESSAGES.unreadable);
  await writeAudit(db, { actor, action: "CODE_REVEALED", entity: "user", entityId: id, after: { source: self ? "mon profil" : "administration" } });
  // codeAcces: what the earlier app's screens read (ORIGINAL-CLIENT.md); codeClair: ours
  return { user: toPublicUser(row), codeClair: code, codeAcces: code };
}

/** How many users a search by code may read (they are decrypted one by one). */
export const BY_CODE_SCAN_MAX = 5_000;
const BATCH = 500;

/** GET /api/users/search/by-code: the non-admin user holding this code, by decrypting and comparing. */
export async function findUserByCode(db: Executor, code: string): Promise<PublicUser> {
  let after: string | null = null;
  for (let scanned = 0; scanned < BY_CODE_SCAN_MAX; scanned += BATCH) {
    const rows: { id: string; codeCipher: string }[] = await db
      .select({ id: users.id, codeCipher: users.codeCipher })
      .from(users)
      .where(and(ne(users.role, "ADMIN"), after ? gt(users.id, after) : undefined))
      .orderBy(asc(users.id))
      .limit(BATCH);
    const hit = rows.find((r) => decryptAccessCode(r.codeCipher) === code);
    if (hit) {
      const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, hit.id));
      return toPublicUser(row!);
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.id;
  }
  throw new AppError("NOT_FOUND", CODE_MESSAGES.noMatch);
}
