// Notifications: one row per recipient, written inside the caller's transaction.
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "@/lib/db/client";
import { AppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";
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

// Reading and managing one's own notifications (every role). A user only ever touches his own rows.

export const NOTIFICATION_NOT_FOUND = "Notification non trouvée";
const NOT_FOUND = NOTIFICATION_NOT_FOUND;

export interface NotificationItem {
  id: string;
  kind: string;
  title: string;
  message: string;
  link: string | null;
  unread: boolean;
  createdAt: string;
}

export async function listNotifications(db: Executor, userId: string, query: { limit: number; unreadOnly: boolean }) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), query.unreadOnly ? isNull(notifications.readAt) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit);
  return {
    notifications: rows.map(
      (n): NotificationItem => ({ id: n.id, kind: n.kind, title: n.title, message: n.message, link: n.link, unread: n.readAt === null, createdAt: n.createdAt.toISOString() }),
    ),
    unreadCount: await unreadCount(db, userId),
  };
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

const own = (userId: string, id: string) => and(eq(notifications.userId, userId), eq(notifications.id, id));
const assertId = (id: string) => {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", NOT_FOUND);
};

export async function markNotificationRead(db: Executor, userId: string, id: string) {
  assertId(id);
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(own(userId, id))
    .returning({ id: notifications.id });
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return { id: row.id, unreadCount: await unreadCount(db, userId) };
}

export async function markAllNotificationsRead(db: Executor, userId: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length, unreadCount: 0 };
}

export async function deleteNotification(db: Executor, userId: string, id: string) {
  assertId(id);
  const [row] = await db.delete(notifications).where(own(userId, id)).returning({ id: notifications.id });
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return { id: row.id, unreadCount: await unreadCount(db, userId) };
}
