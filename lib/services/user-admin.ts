// The admin's actions on one user: create, edit (Modifier), suspend, activate, regenerate the code.
// Each is one SQL transaction with its audit row; an SMS is queued in it and delivered after the commit.
import { eq, sql } from "drizzle-orm";
import { newAccessCode, type NewAccessCode } from "@/lib/auth/codes";
import type { SessionUser } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { AppError } from "@/lib/domain/errors";
import { accessCodeSmsBody } from "@/lib/domain/sms";
import { normalizeStatus } from "@/lib/domain/users";
import { USER_MESSAGES, type CreateUserInput, type UpdateUserInput } from "@/lib/validation/users";
import { writeAudit } from "./audit";
import { deliverSms, queueSms, type SmsOutcome } from "./sms";
import { insertUser, publicUserColumns, toPublicUser, type PublicUser } from "./users";

export const USER_ADMIN_MESSAGES = {
  notFound: "Utilisateur introuvable",
  adminTarget: "Cette action n'est pas possible sur un compte administrateur",
  phoneUsed: USER_MESSAGES.phoneUsed,
  notActive: "Seul un utilisateur actif peut être suspendu",
  created: "Utilisateur créé",
  updated: "Utilisateur modifié",
  suspended: "Utilisateur suspendu",
  activated: "Utilisateur activé",
  regenerated: "Code régénéré",
} as const;

/** Locks a user that an admin may manage (never an admin), or refuses. */
export async function lockManagedUser(tx: Tx, id: string) {
  const [row] = await tx
    .select({ ...publicUserColumns, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, id))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", USER_ADMIN_MESSAGES.notFound);
  if (row.role === "ADMIN") throw new AppError("FORBIDDEN", USER_ADMIN_MESSAGES.adminTarget);
  return row;
}

export interface CreatedUser {
  user: PublicUser;
  codeAcces: string;
  sms: SmsOutcome;
}

/**
 * Inside the caller's transaction: a new account with its code, its CREATION_UTILISATEUR audit row and its
 * SMS queued (delivered by the caller after the commit, so a failed SMS never undoes the account).
 */
export async function insertAccountWithCode(
  tx: Tx,
  actor: SessionUser,
  account: { nomComplet: string; telephone: string; adresse?: string | null; role: "SUPERVISEUR" | "PARTENAIRE" },
  options: { code: NewAccessCode; purpose: "ACCOUNT_CREATED" | "ACCOUNT_APPROVED"; siteUrl: string; source: string; requestId?: string },
) {
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.telephone, account.telephone));
  if (taken) throw new AppError("CONFLICT", USER_ADMIN_MESSAGES.phoneUsed);
  const user = await insertUser(tx, { ...account, code: options.code });
  await writeAudit(tx, {
    actor,
    action: "CREATION_UTILISATEUR",
    entity: "user",
    entityId: user.id,
    supervisorId: user.role === "SUPERVISEUR" ? user.id : null,
    after: {
      nomComplet: user.nomComplet,
      telephone: user.telephone,
      adresse: user.adresse,
      role: user.role,
      source: options.source,
      ...(options.requestId ? { requestId: options.requestId } : {}),
    },
  });
  const smsId = await queueSms(tx, {
    to: user.telephone,
    body: accessCodeSmsBody({ purpose: options.purpose, siteUrl: options.siteUrl, telephone: user.telephone, code: options.code.plain }),
    purpose: options.purpose,
    userId: user.id,
  });
  return { user, smsId };
}

export async function createUser(db: Db, actor: SessionUser, input: CreateUserInput & { siteUrl: string }): Promise<CreatedUser> {
  const code = await newAccessCode(input.code);
  const { user, smsId } = await db.transaction((tx) =>
    insertAccountWithCode(tx, actor, { nomComplet: input.nomComplet, telephone: input.telephone, adresse: input.adresse, role: input.role }, { code, purpose: "ACCOUNT_CREATED", siteUrl: input.siteUrl, source: "création par l'administrateur" }),
  );
  return { user, codeAcces: code.plain, sms: await deliverSms(db, smsId) };
}

/** "Modifier": the name and the address. */
export async function updateUser(db: Db, actor: SessionUser, id: string, input: UpdateUserInput): Promise<PublicUser> {
  return db.transaction(async (tx) => {
    const before = await lockManagedUser(tx, id);
    const [row] = await tx
      .update(users)
      .set({ nomComplet: input.nomComplet, adresse: input.adresse, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning(publicUserColumns);
    await writeAudit(tx, {
      actor,
      action: "USER_UPDATED",
      entity: "user",
      entityId: id,
      before: { nomComplet: before.nomComplet, adresse: before.adresse },
      after: { nomComplet: input.nomComplet, adresse: input.adresse },
    });
    return toPublicUser(row!);
  });
}

/**
 * Suspends an active user: the status changes and token_version moves on, so his open sessions fail
 * at their next request (lib/auth/session.ts) and his login is refused. Suspending twice changes nothing.
 */
export async function suspendUser(db: Db, actor: SessionUser, id: string): Promise<PublicUser> {
  return db.transaction(async (tx) => {
    const before = await lockManagedUser(tx, id);
    const status = normalizeStatus(before.status);
    if (status === "SUSPENDED") return toPublicUser(before);
    if (status !== "ACTIVE") throw new AppError("BAD_REQUEST", USER_ADMIN_MESSAGES.notActive);
    const [row] = await tx
      .update(users)
      .set({ status: "SUSPENDED", tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning(publicUserColumns);
    await writeAudit(tx, { actor, action: "USER_SUSPENDED", entity: "user", entityId: id, before: { status: before.status }, after: { status: "SUSPENDED" } });
    return toPublicUser(row!);
  });
}

/** Activates any user who is not active (SPEC §4). Activating an active user changes nothing. */
export async function activateUser(db: Db, actor: SessionUser, id: string): Promise<PublicUser> {
  return db.transaction(async (tx) => {
    const before = await lockManagedUser(tx, id);
    if (before.status === "ACTIVE") return toPublicUser(before);
    const [row] = await tx
      .update(users)
      .set({ status: "ACTIVE", updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning(publicUserColumns);
    await writeAudit(tx, { actor, action: "USER_ACTIVATED", entity: "user", entityId: id, before: { status: before.status }, after: { status: "ACTIVE" } });
    return toPublicUser(row!);
  });
}

export interface RegeneratedCode {
  user: PublicUser;
  nouveauCode: string;
  sms: SmsOutcome;
}

/** A new code replaces the old one; his open sessions end (he logs in again with the new code). */
export async function regenerateUserCode(db: Db, actor: SessionUser, id: string, options: { siteUrl: string }): Promise<RegeneratedCode> {
  const code = await newAccessCode();
  const { user, smsId } = await db.transaction(async (tx) => {
    await lockManagedUser(tx, id);
    const [row] = await tx
      .update(users)
      .set({ ...code.sealed, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning(publicUserColumns);
    const user = toPublicUser(row!);
    await writeAudit(tx, { actor, action: "CODE_REGENERATED", entity: "user", entityId: id, after: { nomComplet: user.nomComplet } });
    const smsId = await queueSms(tx, {
      to: user.telephone,
      body: accessCodeSmsBody({ purpose: "CODE_REGENERATED", siteUrl: options.siteUrl, telephone: user.telephone, code: code.plain }),
      purpose: "CODE_REGENERATED",
      userId: id,
    });
    return { user, smsId };
  });
  return { user, nouveauCode: code.plain, sms: await deliverSms(db, smsId) };
}
