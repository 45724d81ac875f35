// Registration requests: a visitor asks for access (rate-limited per address), every admin is notified;
// the admin approves (user + code + audit in one transaction, then the SMS) or rejects.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { generateAccessCode } from "@/lib/auth/codes";
import type { SessionUser } from "@/lib/auth/session";
import { getDb, type Tx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
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
  phoneTaken: "Ce numéro de téléphone est déjà associé à un compte. Connectez-vous ou contactez l'administrateur.",
  pending: "Une demande est déjà en attente pour ce numéro de téléphone. L'administrateur va l'examiner.",
  rateLimited: "Trop de demandes envoyées depuis cette connexion. Réessayez dans une heure.",
  notFound: "Demande d'inscription introuvable",
  decided: "Cette demande a déjà été traitée",
} as const;

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
};

export async function submitRegistrationRequest(input: RegisterRequestInput & { address: string | null }) {
  const db = await getDb();
  // per address when the server knows it (lib/api/address.ts); never a key shared by unknown clients
  if (input.address) {
    const attempt = await recordAttempt(db, `register:${addressLimitKey(input.address)}`, REGISTRATION_POLICY);
    if (attempt.locked) throw new AppError("RATE_LIMIT_ERROR", REGISTRATION_MESSAGES.rateLimited);
  }
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.telephone, input.telephone));
      if (user) throw new AppError("CONFLICT", REGISTRATION_MESSAGES.phoneTaken);
      const [row] = await tx
        .insert(registrationRequests)
        .values({
          telephone: input.telephone,
          nomComplet: input.nomComplet,
          adresse: input.adresse,
          message: input.message,
          ip: input.address,
        })
        .returning({ id: registrationRequests.id, createdAt: registrationRequests.createdAt });
      await notifyAdmins(tx, {
        kind: "REGISTRATION_REQUEST",
        title: "Nouvelle demande d'inscription",
        message: `${input.nomComplet} (${input.telephone}) demande un accès.`,
        link: "/admin/users",
      });
      return { id: row!.id, createdAt: row!.createdAt.toISOString() };
    });
  } catch (error) {
    if (isUniqueViolation(error, "registration_requests_pending_phone_key")) {
      throw new AppError("CONFLICT", REGISTRATION_MESSAGES.pending);
    }
    throw error;
  }
}

export async function listRegistrationRequests(query: { status: RequestStatus | "ALL"; limit: number }) {
  const db = await getDb();
  const requests = await db
    .select(requestColumns)
    .from(registrationRequests)
    .where(query.status === "ALL" ? undefined : eq(registrationRequests.status, query.status))
    .orderBy(query.status === "PENDING" ? registrationRequests.createdAt : desc(registrationRequests.createdAt))
    .limit(query.limit);
  const [pending] = await db
    .select({ n: count() })
    .from(registrationRequests)
    .where(eq(registrationRequests.status, "PENDING"));
  return {
    requests: requests.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), decidedAt: r.decidedAt?.toISOString() ?? null })),
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
  actor: SessionUser,
  id: string,
  options: { role: ManagedRole; siteUrl: string },
): Promise<ApprovalResult> {
  const db = await getDb();
  const code = generateAccessCode();
  const { user, smsId } = await db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, id);
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
  return { user, codeAcces: code, sms: await deliverSms(smsId) };
}

export async function rejectRegistration(actor: SessionUser, id: string, options: { reason: string | null }) {
  const db = await getDb();
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
