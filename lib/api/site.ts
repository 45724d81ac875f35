// The site's public address, for the SMS that say where to log in: NEXTAUTH_URL, else the request's origin.
import type { NextRequest } from "next/server";
import { siteUrl } from "@/lib/config/env";

export function siteUrlOf(req: NextRequest): string {
  return siteUrl(req.nextUrl.origin);
}
