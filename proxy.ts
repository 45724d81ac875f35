// Runs before every page (not before built assets) and before next-auth's endpoints; kept cheap (no database).
// - Pages: a fresh Content-Security-Policy nonce per request (lib/api/security-headers.ts), given to Next.js
//   on the request (it puts it on its own scripts; pages/_document.tsx reads `x-nonce` for /auth) and to the
//   browser on the answer; then SPEC §2's role redirects, decided from the session token alone. Every page
//   checks again on the server against the database (lib/auth/page.ts); API routes check permissions.
// - /api/auth/* (next-auth): a state-changing call must come from the app's own origin, as on the rest of
//   the API (lib/api/request-guard.ts), whatever its csrfToken says: that token is a double-submit cookie,
//   which a page on another port of the same host can plant (cookies have no port). An action next-auth
//   does not have is 404 in the API's envelope.
import { NextResponse, type NextRequest } from "next/server";
import { readRequestClaims } from "@/lib/auth/session";
import { DEFAULT_MESSAGES, ERROR_STATUS, type ErrorCode } from "@/lib/domain/errors";
import { DENIED_QUERY, isProtectedPath, pageAccess } from "@/lib/domain/routes";
import { UNKNOWN_PATH_MESSAGE } from "@/lib/api/methods";
import { appOrigins, isForeignWrite } from "@/lib/api/request-guard";
import { contentSecurityPolicy, newNonce } from "@/lib/api/security-headers";

const NEXT_AUTH_ACTIONS = new Set(["providers", "session", "csrf", "signin", "signout", "callback", "verify-request", "error", "_log"]);

export async function proxy(req: NextRequest) {
  const path = req.nextUrl.pathname;
  if (path.startsWith("/api/")) return guardNextAuth(req);
  if (isProtectedPath(path)) {
    const claims = await readRequestClaims(req);
    const access = pageAccess(path, claims?.role ?? null);
    if (!access.allow) {
      const target = new URL(access.redirect, req.url);
      if (access.denied) target.searchParams.set(DENIED_QUERY.name, DENIED_QUERY.value);
      return NextResponse.redirect(target);
    }
  }
  const nonce = newNonce();
  const policy = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === "development" });
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

function guardNextAuth(req: NextRequest) {
  const action = req.nextUrl.pathname.split("/")[3] ?? "";
  if (!NEXT_AUTH_ACTIONS.has(action)) return envelope("NOT_FOUND", UNKNOWN_PATH_MESSAGE);
  if (isForeignWrite(req.method, req.headers, () => appOrigins(req.headers, req.nextUrl, process.env.NEXTAUTH_URL))) {
    return envelope("FORBIDDEN_ORIGIN");
  }
  return NextResponse.next();
}

function envelope(code: ErrorCode, message = DEFAULT_MESSAGES[code]) {
  return NextResponse.json({ success: false, message, code, data: null }, { status: ERROR_STATUS[code] });
}

export const config = {
  // every page and the not-found page, not the built assets nor what an installed app needs before any login
  // (app/icon.svg, public/icons, app/manifest.ts, the service worker public/sw.js); of /api, only next-auth's
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|icon.svg|icons/|manifest.webmanifest|sw.js).*)", "/api/auth/:path*"],
};
