// Notifications: one row per recipient, written inside the caller's transaction.
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/lib/db/client";
import { notifications, users } from "@/lib/db/schema";

export interface AdminNotice {
  /** what happened, e.g. REGISTRATION_REQUEST, SMS_FAILED */
  kind: string;
  title: string;
  message: string;
  link?: string | null;
}

/** Notifies every active admin; answers how many were notified. */
export async function notifyAdmins(executor: Executor, notice: AdminNotice): Promise<number> {
  const admins = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "ADMIN"), eq(users.status, "ACTIVE")));
  if (admins.length === 0) return 0;
  await executor.insert(notifications).values(
    admins.map((admin) => ({
      userId: admin.id,
      kind: notice.kind,
      title: notice.title,
      message: notice.message,
      link: notice.link ?? null,
    })),
  );
  return admins.length;
}
