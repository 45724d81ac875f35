// The session token: next-auth's encrypted JWT. The same token is the page cookie and the API's Bearer.
import { decode, encode, type JWT, type JWTDecodeParams } from "next-auth/jwt";
import { getAuthSecret } from "@/lib/config/secret";
import type { Role } from "@/lib/domain/constants";

/** 12 hours: one working day for the admin and the partners; their next day starts with a fresh login. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;
/**
 * 7 days for a supervisor: his phone, at the kiosk every day, stays signed in for the working week and he types
 * his code once a week. Fixed from the login, not sliding (docs/decisions/0105-supervisor-session-week.md); a
 * logout, a suspension, a new code or the admin's « Déconnexion de tous les appareils » still end it at once.
 */
export const SUPERVISOR_SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** How long a session of this role lasts: its token, its cookie and its row in `sessions` alike. */
export function sessionMaxAge(role: string | undefined): number {
  return role === "SUPERVISEUR" ? SUPERVISOR_SESSION_MAX_AGE_SECONDS : SESSION_MAX_AGE_SECONDS;
}

export interface SessionClaims {
  sub: string;
  name: string;
  role: Role;
  /** users.token_version when the token was issued: bumping it cuts every open session */
  tv: number;
  /** the session's id (table sessions): logout revokes it, and with it this token */
  sid: string;
}

export function secureCookiesWanted(): boolean {
  return process.env.NEXTAUTH_URL?.startsWith("https://") ?? false;
}

/** next-auth's cookie name, so next-auth, getToken and proxy.ts all read the same cookie. */
export function sessionCookieName(): string {
  return secureCookiesWanted() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export function issueSessionToken(claims: SessionClaims): Promise<string> {
  return encode({ token: claims as unknown as JWT, secret: getAuthSecret(), maxAge: sessionMaxAge(claims.role) });
}

// Decrypting a token derives its key with HKDF first, on every request (about 0.4 ms here, a tenth of a
// 50-writer request). A token decrypts to the same claims until it expires, so the claims of tokens
// already read are kept, keyed by the whole token, until their expiry; token_version and the user's
// status are still checked in the database on every request (lib/auth/session.ts).
const DECODED_MAX = 2_000;
const decoded = new Map<string, { payload: JWT; exp: number }>();

export async function decodeSessionToken(params: JWTDecodeParams): Promise<JWT | null> {
  if (!params.token) return null;
  const now = Date.now() / 1000;
  const hit = decoded.get(params.token);
  if (hit && hit.exp > now) return hit.payload;
  decoded.delete(params.token);
  const payload = await decode(params);
  if (payload && typeof payload.exp === "number" && payload.exp > now) {
    if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value!);
    decoded.set(params.token, { payload, exp: payload.exp });
  }
  return payload;
}

export async function readSessionToken(token: string): Promise<SessionClaims | null> {
  try {
    const payload = await decodeSessionToken({ token, secret: getAuthSecret() });
    return asClaims(payload);
  } catch {
    return null;
  }
}

export function asClaims(payload: unknown): SessionClaims | null {
  const p = payload as Partial<SessionClaims> | null;
  // a token without a session id (issued before sessions were kept) is no longer a session
  if (!p || typeof p.sub !== "string" || typeof p.tv !== "number" || typeof p.role !== "string" || typeof p.sid !== "string") return null;
  return { sub: p.sub, name: String(p.name ?? ""), role: p.role, tv: p.tv, sid: p.sid };
}

/** The session cookie's options; `maxAge`: sessionMaxAge of the user's role, 0 to remove it. */
export function sessionCookieOptions(maxAge: number) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: secureCookiesWanted(), maxAge };
}
