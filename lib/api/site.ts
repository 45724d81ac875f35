// The site's public address, for the SMS that say where to log in: NEXTAUTH_URL, else the request's origin.
import type { NextRequest } from "next/server";
import { getEnv } from "@/lib/config/env";

export function siteUrlOf(req: NextRequest): string {
  return getEnv().NEXTAUTH_URL ?? req.nextUrl.origin;
}
