// Page redirects of SPEC §2's route table, decided from the session token alone (no database).
// Every page checks again on the server against the database (lib/auth/page.ts); API routes check permissions.
import { NextResponse, type NextRequest } from "next/server";
import { readRequestClaims } from "@/lib/auth/session";
import { DENIED_QUERY, isProtectedPath, pageAccess } from "@/lib/domain/routes";

export async function proxy(req: NextRequest) {
  const path = req.nextUrl.pathname;
  if (!isProtectedPath(path)) return NextResponse.next();
  const claims = await readRequestClaims(req);
  const access = pageAccess(path, claims?.role ?? null);
  if (access.allow) return NextResponse.next();
  const target = new URL(access.redirect, req.url);
  if (access.denied) target.searchParams.set(DENIED_QUERY.name, DENIED_QUERY.value);
  return NextResponse.redirect(target);
}

export const config = {
  matcher: ["/admin/:path*", "/supervisor/:path*", "/superviseur/:path*", "/partner/:path*"],
};
