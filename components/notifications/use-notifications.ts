"use client";

// The caller's notifications: unread count (refreshed every minute and when the page comes back),
// the list on demand, mark read, mark all read, delete. The count and the list are kept as copies of their
// answers: the count comes from either answer and from each write's, and the list's writes compose, two quick
// clicks each changing the list as the other left it.
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api, userMessage } from "@/lib/api-client";
import { useApiQuery } from "@/lib/client/use-api-query";
import type { NotificationItem } from "@/lib/services/notifications";

const POLL_MS = 60_000;

const fetchCount = (path: string) => api<{ unreadCount: number }>(path);
const fetchList = (limit: string) => api<{ notifications: NotificationItem[]; unreadCount: number }>("/api/notifications", { query: { limit: Number(limit) } });

/** `poll`: the count, polled (the bell); `limit`: the list, read at once (the Notifications page), else on `load`. */
export function useNotifications(options: { poll: boolean; limit?: number }) {
  const [unread, setUnread] = useState(0);
  const [items, setItems] = useState<NotificationItem[] | null>(null);
  const [limit, setLimit] = useState<number | null>(options.limit ?? null);

  // a missed count says nothing: it is shown at the next poll
  const { reload: recount } = useApiQuery(options.poll ? "/api/notifications/unread-count" : null, fetchCount, {
    onData: (data) => setUnread(data.unreadCount),
  });
  const { reload: reread } = useApiQuery(limit === null ? null : String(limit), fetchList, {
    onData: (data) => {
      setItems(data.notifications);
      setUnread(data.unreadCount);
    },
    onError: (error) => toast.error("Erreur", { description: userMessage(error, "Impossible de charger les notifications"), duration: 4000 }),
  });

  useEffect(() => {
    if (!options.poll) return;
    const timer = setInterval(recount, POLL_MS);
    const onVisible = () => document.visibilityState === "visible" && recount();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [options.poll, recount]);

  /** Reads the latest `limit` notifications, again if they were read already (the bell's menu at each opening). */
  const load = useCallback(
    (next = 20) => {
      setLimit(next);
      reread();
    },
    [reread],
  );

  const markRead = useCallback(async (id: string) => {
    const data = await api<{ unreadCount: number }>(`/api/notifications/${id}/read`, { method: "PUT" });
    setUnread(data.unreadCount);
    setItems((list) => list?.map((n) => (n.id === id ? { ...n, unread: false } : n)) ?? null);
  }, []);

  const markAll = useCallback(async () => {
    await api(`/api/notifications/read-all`, { method: "PUT" });
    setUnread(0);
    setItems((list) => list?.map((n) => ({ ...n, unread: false })) ?? null);
  }, []);

  const remove = useCallback(async (id: string) => {
    const data = await api<{ unreadCount: number }>(`/api/notifications/${id}`, { method: "DELETE" });
    setUnread(data.unreadCount);
    setItems((list) => list?.filter((n) => n.id !== id) ?? null);
  }, []);

  return { unread, items, load, markRead, markAll, remove };
}

export function sinceLabel(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return "À l'instant";
  if (minutes < 60) return `Il y a ${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `Il y a ${hours} h`;
  const days = Math.round(hours / 24);
  return `Il y a ${days} jour${days > 1 ? "s" : ""}`;
}
