"use client";

// The caller's notifications: unread count (refreshed every minute and when the page comes back),
// the list on demand, mark read, mark all read, delete.
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api, userMessage } from "@/lib/api-client";
import type { NotificationItem } from "@/lib/services/notifications";

const POLL_MS = 60_000;

export function useNotifications(options: { poll: boolean }) {
  const [unread, setUnread] = useState(0);
  const [items, setItems] = useState<NotificationItem[] | null>(null);

  const refreshCount = useCallback(async () => {
    try {
      setUnread((await api<{ unreadCount: number }>("/api/notifications/unread-count")).unreadCount);
    } catch {
      // a missed count is shown at the next poll
    }
  }, []);

  const load = useCallback(async (limit = 20) => {
    try {
      const data = await api<{ notifications: NotificationItem[]; unreadCount: number }>("/api/notifications", { query: { limit } });
      setItems(data.notifications);
      setUnread(data.unreadCount);
    } catch (error) {
      toast.error("Erreur", { description: userMessage(error, "Impossible de charger les notifications"), duration: 4000 });
    }
  }, []);

  useEffect(() => {
    if (!options.poll) return;
    void refreshCount();
    const timer = setInterval(refreshCount, POLL_MS);
    const onVisible = () => document.visibilityState === "visible" && refreshCount();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [options.poll, refreshCount]);

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
