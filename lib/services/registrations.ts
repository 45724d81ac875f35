// Registration requests: a visitor asks for access (rate-limited per address), every admin is notified;
// the admin approves (user + code + audit in one transaction, then the SMS) or rejects.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { newAccessCode } from "@/lib/auth/codes";
import type { SessionUser } from "@/lib/auth/session";
import { queryRows, type Db, type Executor, type Tx } from "@/lib/db/client";
import { registrationRequests, users } from "@/lib/db/schema";
import type { RequestStatus } from "@/lib/domain/constants";
import { addressLimitKey } from "@/lib/domain/client-address";
import { AppError } from "@/lib/domain/errors";
import type { ManagedRole, RegisterRequestInput } from "@/lib/validation/users";
import { writeAudit } from "./audit";
import { notifyAdmins } from "./notifications";
import { deliverSms, type SmsOutcome } from "./sms";
import { recordAttempt, type ThrottlePolicy } from "./throttle";
import { insertAccountWithCode } from "./user-admin";
import type { PublicUser } from "./users";

const HOUR = 60 * 60 * 1000;
/** 5 requests per hour from one address; the 6th waits for the hour to end. */
export const REGISTRATION_POLICY: ThrottlePolicy = { max: 5, windowMs: HOUR, lockMs: HOUR };

export const REGISTRATION_MESSAGES = {
  sent: "Demande envoyée avec succès !",
  existingAccount: "Ce numéro a déjà un compte : la demande ne peut pas être approuvée (rejetez-la, ou régénérez le code du compte existant).",
  rateLimited: "Trop de demandes envoyées depuis cette connexion. Réessayez dans une heure.",
  notFound: "Demande d'inscription introuvable",
  decided: "Cette demande a déjà été traitée",
} as const;

const existing = alias(users, "existing");

const requestColumns = {
  id: registrationRequests.id,
  telephone: registrationRequests.telephone,
  nomComplet: registrationRequests.nomComplet,
  adresse: registrationRequests.adresse,
  message: registrationRequests.message,
  status: registrationRequests.status,
  createdAt: registrationRequests.createdAt,
  decidedAt: registrationRequests.decidedAt,
  userId: registrationRequests.userId,
  repeatCount: registrationRequests.repeatCount,
  lastRequestedAt: registrationRequests.lastRequestedAt,
  existingUserId: registrationRequests.existingUserId,
};

/**
 * Records a registration request. The answer never tells whether the phone already has an account or a
 * pending request (it would let anyone find out who is a client): the same 201 and message every time.
 * A phone with a pending request gets no second row, its request counts one more ask; a phone that already
 * has an account gets a request flagged for the admin, which can be rejected but never approved. Every
 * admin is notified of each new request, once.
 */
export async function submitRegistrationRequest(db: Db, input: RegisterRequestInput & { address: string | null }): Promise<void> {
  // per address (no limit when the server cannot tell the address: never one key shared by everyone)
  if (input.address) {
    const attempt = await recordAttempt(db, `register:${addressLimitKey(input.address)}`, REGISTRATION_POLICY);
    if (attempt.locked) throw new AppError("RATE_LIMIT_ERROR", REGISTRATION_MESSAGES.rateLimited);
  }
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.telephone, input.telephone));
    const [row] = await queryRows<{ id: string; inserted: boolean }>(
      tx,
      sql`INSERT INTO registration_requests (telephone, nom_complet, adresse, message, ip, existing_user_id)
          VALUES (${input.telephone}, ${input.nomComplet}, ${input.adresse}, ${input.message ?? null}, ${input.address}, ${user?.id ?? null})
          ON CONFLICT (telephone) WHERE status = 'PENDING' DO UPDATE SET
            repeat_count = registration_requests.repeat_count + 1,
            last_requested_at = now(),
            existing_user_id = coalesce(EXCLUDED.existing_user_id, registration_requests.existing_user_id)
          RETURNING id, (xmax = 0) AS inserted`,
    );
    if (!row?.inserted) return;
    await notifyAdmins(tx, {
      kind: "REGISTRATION_REQUEST",
      title: "Nouvelle demande d'inscription",
      message: user
        ? `${input.nomComplet} (${input.telephone}) demande un accès ; ce numéro a déjà un compte.`
        : `${input.nomComplet} (${input.telephone}) demande un accès.`,
      link: "/admin/users",
    });
  });
}

export async function listRegistrationRequests(db: Executor, query: { status: RequestStatus | "ALL"; limit: number }) {
  // the account the phone has today, if any: such a request is flagged and cannot be approved
  const requests = await db
    .select({ ...requestColumns, existingName: existing.nomComplet, existingRole: existing.role, existingAccountId: existing.id })
    .from(registrationRequests)
    .leftJoin(existing, eq(existing.telephone, registrationRequests.telephone))
    .where(query.status === "ALL" ? undefined : eq(registrationRequests.status, query.status))
    .orderBy(query.status === "PENDING" ? registrationRequests.createdAt : desc(registrationRequests.createdAt))
    .limit(query.limit);
  const [pending] = await db
    .select({ n: count() })
    .from(registrationRequests)
    .where(eq(registrationRequests.status, "PENDING"));
  return {
    requests: requests.map(({ existingName, existingRole, existingAccountId, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      lastRequestedAt: r.lastRequestedAt?.toISOString() ?? null,
      compteExistant: existingAccountId ? { id: existingAccountId, nomComplet: existingName!, role: existingRole! } : null,
    })),
    pending: pending?.n ?? 0,
  };
}

async function lockPendingRequest(tx: Tx, id: string) {
  const [request] = await tx.select(requestColumns).from(registrationRequests).where(eq(registrationRequests.id, id)).for("update");
  if (!request) throw new AppError("NOT_FOUND", REGISTRATION_MESSAGES.notFound);
  if (request.status !== "PENDING") throw new AppError("CONFLICT", REGISTRATION_MESSAGES.decided);
  return request;
}

export interface ApprovalResult {
  user: PublicUser;
  codeAcces: string;
  sms: SmsOutcome;
}

export async function approveRegistration(
  db: Db,
  actor: SessionUser,
  id: string,
  options: { role: ManagedRole; siteUrl: string },
): Promise<ApprovalResult> {
  const code = await newAccessCode();
  const { user, smsId } = await db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, id);
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.telephone, request.telephone));
    if (taken) throw new AppError("CONFLICT", REGISTRATION_MESSAGES.existingAccount);
    const created = await insertAccountWithCode(
      tx,
      actor,
      { nomComplet: request.nomComplet, telephone: request.telephone, adresse: request.adresse, role: options.role },
      { code, purpose: "ACCOUNT_APPROVED", siteUrl: options.siteUrl, source: "demande d'inscription", requestId: id },
    );
    await tx
      .update(registrationRequests)
      .set({ status: "APPROVED", decidedAt: sql`now()`, decidedBy: actor.id, userId: created.user.id })
      .where(eq(registrationRequests.id, id));
    return created;
  });
  // after the commit: a failed SMS never undoes the approval
  return { user, codeAcces: code.plain, sms: await deliverSms(db, smsId) };
}

export async function rejectRegistration(db: Db, actor: SessionUser, id: string, options: { reason: string | null }) {
  return db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, id);
    await tx
      .update(registrationRequests)
      .set({ status: "REJECTED", decidedAt: sql`now()`, decidedBy: actor.id })
      .where(and(eq(registrationRequests.id, id), eq(registrationRequests.status, "PENDING")));
    await writeAudit(tx, {
      actor,
      action: "REGISTRATION_REJECTED",
      entity: "registration_request",
      entityId: id,
      before: { status: "PENDING", nomComplet: request.nomComplet, telephone: request.telephone },
      after: { status: "REJECTED" },
      reason: options.reason,
    });
    return { id, status: "REJECTED" as const };
  });
}
