// One's own profile: name, address and photo, and one's own access code (the current code must be right).
// Phone and role never change here, even from a crafted request. A new code ends the other sessions
// (token_version) and the caller gets a fresh session token.
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { sealAccessCode, verifyAccessCode } from "@/lib/auth/codes";
import type { SessionUser } from "@/lib/auth/session";
import { issueSessionToken } from "@/lib/auth/token";
import type { Db, Executor } from "@/lib/db/client";
import { sessions, users } from "@/lib/db/schema";
import { AppError } from "@/lib/domain/errors";
import { base64DecodedSize, dataUrlPayload, detectImageMime, PHOTO_BAD_TYPE, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "@/lib/domain/images";
import { can } from "@/lib/domain/permissions";
import { normalizePhone } from "@/lib/domain/phone";
import { PROFILE_MESSAGES, type ProfileUpdateInput } from "@/lib/validation/profile";
import { writeAudit } from "./audit";
import { storablePhoto, type StoredPhoto } from "./photos";
import { openSession } from "./sessions";
import { clearAttempts, LOGIN_PHONE_POLICY, recordAttempt } from "./throttle";
import { publicUserColumns, toPublicUser, type PublicUser } from "./users";

/** The photo of a data URL, checked by its content, as it will be stored (scaled down when large). */
export async function readPhoto(dataUrl: string): Promise<StoredPhoto> {
  const payload = dataUrlPayload(dataUrl);
  if (payload === null) throw new AppError("VALIDATION_ERROR", PHOTO_BAD_TYPE);
  if (base64DecodedSize(payload) > PHOTO_MAX_BYTES) throw new AppError("VALIDATION_ERROR", PHOTO_TOO_LARGE);
  const bytes = Buffer.from(payload, "base64");
  if (bytes.length > PHOTO_MAX_BYTES) throw new AppError("VALIDATION_ERROR", PHOTO_TOO_LARGE);
  const mime = detectImageMime(bytes);
  if (!mime) throw new AppError("VALIDATION_ERROR", PHOTO_BAD_TYPE);
  return storablePhoto(bytes, mime);
}

export interface ProfileUpdateResult {
  user: PublicUser;
  /** a new session token when the code changed (the old ones stop working) */
  token: string | null;
}

export async function updateProfile(db: Db, actor: SessionUser, input: ProfileUpdateInput): Promise<ProfileUpdateResult> {
  const [current] = await db
    .select({ telephone: users.telephone, role: users.role, codeHash: users.codeHash })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!current) throw new AppError("UNAUTHORIZED");
  if (input.telephone != null && normalizePhone(String(input.telephone)) !== current.telephone) {
    throw new AppError("VALIDATION_ERROR", PROFILE_MESSAGES.phoneLocked);
  }
  if (input.role != null && input.role !== current.role) throw new AppError("VALIDATION_ERROR", PROFILE_MESSAGES.roleLocked);

  const photo = typeof input.profileImage === "string" ? await readPhoto(input.profileImage) : input.profileImage;

  let sealed: Awaited<ReturnType<typeof sealAccessCode>> | null = null;
  if (input.newCode !== undefined) {
    // the same limit as the login: 5 wrong current codes in 15 minutes lock the change for 15 minutes
    const key = `profile-code:${actor.id}`;
    const attempt = await recordAttempt(db, key, LOGIN_PHONE_POLICY);
    if (attempt.locked) throw new AppError("RATE_LIMIT_ERROR");
    if (!(await verifyAccessCode(input.currentCode ?? "", current.codeHash))) {
      throw new AppError("BAD_REQUEST", PROFILE_MESSAGES.wrongCode);
    }
    await clearAttempts(db, key);
    sealed = await sealAccessCode(input.newCode);
  }

  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ nomComplet: users.nomComplet, adresse: users.adresse, photoMime: users.photoMime })
      .from(users)
      .where(eq(users.id, actor.id))
      .for("update");
    if (!before) throw new AppError("UNAUTHORIZED");
    const [after] = await tx
      .update(users)
      .set({
        nomComplet: input.nomComplet,
        adresse: input.adresse,
        ...(photo === undefined ? {} : { photo: photo?.bytes ?? null, photoMime: photo?.mime ?? null }),
        ...(sealed ? { ...sealed, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, actor.id))
      .returning({ ...publicUserColumns, tokenVersion: users.tokenVersion });
    // a new code ends the other sessions (their tokens already fail on the token version): this one stays
    if (sealed) {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: "CODE_CHANGED" })
        .where(and(eq(sessions.userId, actor.id), isNull(sessions.revokedAt), actor.sessionId ? ne(sessions.id, actor.sessionId) : undefined));
    }
    await writeAudit(tx, {
      actor,
      action: "PROFILE_UPDATED",
      entity: "user",
      entityId: actor.id,
      before: { nomComplet: before.nomComplet, adresse: before.adresse, photo: !!before.photoMime },
      after: { nomComplet: after!.nomComplet, adresse: after!.adresse, photo: !!after!.photoMime, codeChanged: !!sealed },
    });
    return after!;
  });

  // this device stays signed in, in the same session, with a token of the new version
  const sid = sealed ? (actor.sessionId ?? (await openSession(db, { userId: row.id, role: row.role })).id) : null;
  const token = sealed && sid
    ? await issueSessionToken({ sub: row.id, name: row.nomComplet, role: row.role, tv: row.tokenVersion, sid })
    : null;
  return { user: toPublicUser(row), token };
}

/** A user's photo: his own, or anyone's for the admin. */
export async function getUserPhoto(db: Executor, actor: SessionUser, id: string) {
  if (actor.id !== id && !can(actor.role, "users:read")) throw new AppError("FORBIDDEN");
  const [row] = await db.select({ photo: users.photo, mime: users.photoMime }).from(users).where(eq(users.id, id));
  if (!row?.photo || !row.mime) throw new AppError("NOT_FOUND", "Aucune photo");
  return { bytes: row.photo, mime: row.mime };
}
