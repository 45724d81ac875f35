// GET|POST /api/auth/* — next-auth's own endpoints (session, csrf, credentials callback, signout)
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getAuthOptions } from "@/lib/auth/options";
import { otherMethods } from "@/lib/api/methods";

type Ctx = { params: Promise<{ nextauth: string[] }> };

function handler(req: NextRequest, ctx: Ctx) {
  return NextAuth(req as never, ctx as never, getAuthOptions());
}

export { handler as GET, handler as POST };

export const { HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET: handler, POST: handler });
