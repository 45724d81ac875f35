"use client";

// The admin's bell: unread count, the latest notifications, marked read when opened or clicked.
import { useRouter } from "next/navigation";
import { Bell, CheckCheck } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { useViewer } from "@/components/layout/viewer-context";
import { cn } from "@/lib/utils";
import { sinceLabel, useNotifications } from "./use-notifications";

export function NotificationBell() {
  const viewer = useViewer();
  const admin = viewer?.role === "ADMIN";
  const { unread, items, load, markRead, markAll } = useNotifications({ poll: admin });
  const router = useRouter();
  if (!admin) return null;

  return (
    <DropdownMenu onOpenChange={(open) => open && load(10)}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={unread ? `Notifications (${unread} non lues)` : "Notifications"}
          className="relative flex size-8 shrink-0 items-center justify-center rounded-md border hover:bg-muted"
        >
          <Bell className="size-4" />
          {unread > 0 && (
            <span data-testid="unread-count" className="absolute -top-1.5 -right-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-bold text-destructive-foreground">
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-[min(22rem,calc(100vw-1rem))]">
        <div className="flex items-center justify-between pr-1">
          <DropdownMenuLabel>Notifications</DropdownMenuLabel>
          {unread > 0 && (
            <button type="button" onClick={() => markAll()} className="flex items-center gap-1 rounded px-2 py-1 text-xs text-primary hover:bg-muted">
              <CheckCheck className="size-3.5" /> Tout marquer comme lu
            </button>
          )}
        </div>
        <DropdownMenuSeparator />
        {items === null ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">Chargement...</p>
        ) : items.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">Aucune notification</p>
        ) : (
          items.map((n) => (
            <DropdownMenuItem
              key={n.id}
              data-testid="notification-item"
              className="flex-col items-start gap-0.5"
              onSelect={async () => {
                if (n.unread) await markRead(n.id).catch(() => undefined);
                if (n.link) router.push(n.link);
              }}
            >
              <span className={cn("flex w-full items-center gap-2 text-sm", n.unread && "font-semibold")}>
                {n.unread && <span className="size-2 shrink-0 rounded-full bg-primary" aria-label="Non lue" />}
                <span className="min-w-0 flex-1 truncate">{n.title}</span>
              </span>
              <span className="line-clamp-2 text-xs text-muted-foreground">{n.message}</span>
              <span className="text-[11px] text-muted-foreground">{sinceLabel(n.createdAt)}</span>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
