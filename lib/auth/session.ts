// Who is calling: the next-auth token (cookie, else `Authorization: Bearer`), checked against the
// database on every request, so a suspended or deleted user is cut off at his next request.
import { cache } from "react";
import { getToken } from "next-auth/jwt";
import { getAuthSecret } from "@/lib/config/secret";
import { getDb } from "@/lib/db/client";
import type { Role } from "@/lib/domain/constants";
import { isUuid } from "@/lib/domain/input";
import { normalizeStatus } from "@/lib/domain/users";
import { getSessionRow } from "@/lib/services/users";
import { asClaims, decodeSessionToken, secureCookiesWanted } from "./token";

export interface SessionUser {
  id: string;
  nomComplet: string;
  telephone: string;
  role: Role;
  /** the session this request runs in (absent for scripts and services acting on their own) */
  sessionId?: string;
}

type RequestLike = Parameters<typeof getToken>[0]["req"];

/** Decodes the token of a request without touching the database (proxy.ts). */
export async function readRequestClaims(req: RequestLike) {
  const payload = await getToken({ req, secret: getAuthSecret(), secureCookie: secureCookiesWanted(), decode: decodeSessionToken });
  return asClaims(payload);
}

export async function getSessionUser(req: RequestLike): Promise<SessionUser | null> {
  const claims = await readRequestClaims(req);
  if (!claims) return null;
  if (!isUuid(claims.sub) || !isUuid(claims.sid)) return null;
  const row = await getSessionRow(await getDb(), claims.sub, claims.sid);
  if (!row || !row.sessionOpen || row.tokenVersion !== claims.tv || normalizeStatus(row.status) !== "ACTIVE") return null;
  return { id: row.id, nomComplet: row.nomComplet, telephone: row.telephone, role: row.role, sessionId: claims.sid };
}

/** The current user of a page render (deduplicated within one request). */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const { cookies, headers } = await import("next/headers");
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return getSessionUser({ cookies: cookieStore, headers: headerList } as unknown as RequestLike);
});
