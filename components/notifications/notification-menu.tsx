"use client";

// The bell's menu: the latest notifications, marked read when clicked (loaded on the first click).
import { useRouter } from "next/navigation";
import { CheckCheck } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu-impl";
import type { NotificationItem } from "@/lib/services/notifications";
import { cn } from "@/lib/utils";
import { sinceLabel } from "./use-notifications";

export default function NotificationMenu({
  open,
  onOpenChange,
  trigger,
  unread,
  items,
  markRead,
  markAll,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: React.ReactNode;
  unread: number;
  items: NotificationItem[] | null;
  markRead: (id: string) => Promise<void>;
  markAll: () => Promise<void>;
}) {
  const router = useRouter();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
                {n.unread && <span className="size-2 shrink-0 rounded-full bg-primary" role="img" aria-label="Non lue" />}
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
