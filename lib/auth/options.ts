// next-auth v4: Credentials (phone + access code) with JWT sessions in an httpOnly cookie.
// Options are built per request so the secret may come from the data folder (lib/config/secret.ts).
import type { NextAuthOptions } from "next-auth";
import { encode } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { getAuthSecret } from "@/lib/config/secret";
import { getDb } from "@/lib/db/client";
import type { Role } from "@/lib/domain/constants";
import { isAppError } from "@/lib/domain/errors";
import { loginWithCode } from "@/lib/services/auth";
import { clientAddress } from "@/lib/api/address";
import { isUuid } from "@/lib/domain/input";
import { revokeSession } from "@/lib/services/sessions";
import { asClaims, sessionMaxAge, SUPERVISOR_SESSION_MAX_AGE_SECONDS } from "./token";

export function getAuthOptions(): NextAuthOptions {
  return {
    secret: getAuthSecret(),
    // the cookie lives as long as the longest session; the token inside expires with its role's (sessionMaxAge),
    // also when next-auth's own endpoints write it again
    session: { strategy: "jwt", maxAge: SUPERVISOR_SESSION_MAX_AGE_SECONDS },
    jwt: {
      maxAge: SUPERVISOR_SESSION_MAX_AGE_SECONDS,
      encode: (params) => encode({ ...params, maxAge: sessionMaxAge(asClaims(params.token)?.role) }),
    },
    pages: { signIn: "/auth", error: "/auth" },
    providers: [
      CredentialsProvider({
        name: "Code d'accès",
        credentials: {
          telephone: { label: "Téléphone", type: "tel" },
          Code: { label: "Code d'accès", type: "password" },
        },
        async authorize(credentials, req) {
          try {
            const headers = new Headers(req.headers as Record<string, string>);
            const { claims } = await loginWithCode(await getDb(), {
              telephone: credentials?.telephone ?? "",
              code: credentials?.Code ?? "",
              address: clientAddress(headers),
              userAgent: headers.get("user-agent"),
            });
            return { id: claims.sub, name: claims.name, role: claims.role, tv: claims.tv, sid: claims.sid };
          } catch (error) {
            // next-auth passes this message back to the caller as `error`
            throw new Error(isAppError(error) ? error.message : "Erreur de connexion");
          }
        },
      }),
    ],
    events: {
      // next-auth's sign-out ends the session on the server too, not only the cookie
      async signOut({ token }) {
        const claims = asClaims(token);
        if (claims && isUuid(claims.sid)) await revokeSession(await getDb(), claims.sid, "LOGOUT");
      },
    },
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as { id: string; name: string; role: Role; tv: number; sid: string };
          return { ...token, sub: u.id, name: u.name, role: u.role, tv: u.tv, sid: u.sid };
        }
        return token;
      },
      async session({ session, token }) {
        const claims = asClaims(token);
        if (claims) session.user = { id: claims.sub, name: claims.name, role: claims.role };
        return session;
      },
    },
  };
}
