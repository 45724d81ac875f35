// Server-side guard of a page: the current user (checked against the database) may open `path`, or is redirected.
import { redirect } from "next/navigation";
import { DENIED_QUERY, pageAccess } from "@/lib/domain/routes";
import { getCurrentUser, type SessionUser } from "./session";

export async function requirePageUser(path: string): Promise<SessionUser> {
  const user = await getCurrentUser();
  const access = pageAccess(path, user?.role ?? null);
  if (!user) redirect("/auth");
  if (!access.allow) redirect(access.denied ? `${access.redirect}?${DENIED_QUERY.name}=${DENIED_QUERY.value}` : access.redirect);
  return user;
}
