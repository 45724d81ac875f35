"use client";

// The full list of one's notifications (the partner's Notifications page).
import { Bell, CheckCheck, Trash2 } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { userMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { sinceLabel, useNotifications } from "./use-notifications";

export function NotificationsList() {
  const { unread, items, markRead, markAll, remove } = useNotifications({ poll: false, limit: 100 });
  const safely = (action: () => Promise<unknown>) => action().catch((error) => toast.error("Erreur", { description: userMessage(error), duration: 4000 }));

  return (
    <div className="mx-auto w-full max-w-2xl space-y-3 p-4 sm:p-6">
      <div className="flex items-center justify-between">
        <p className="text-sm text-muted-foreground">{unread ? `${unread} non lue${unread > 1 ? "s" : ""}` : "Tout est lu"}</p>
        {unread > 0 && (
          <Button variant="outline" size="sm" onClick={() => safely(markAll)}>
            <CheckCheck /> Tout marquer comme lu
          </Button>
        )}
      </div>
      {items === null ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          <Bell className="size-10" aria-hidden />
          <p className="font-medium text-foreground">Aucune notification</p>
        </div>
      ) : (
        <ul className="divide-y rounded-xl border bg-card shadow-sm">
          {items.map((n) => (
            <li key={n.id} className="flex items-start gap-3 p-3">
              <button type="button" className="min-w-0 flex-1 text-left" onClick={() => n.unread && safely(() => markRead(n.id))}>
                <span className={cn("block text-sm", n.unread && "font-semibold")}>{n.title}</span>
                <span className="block text-sm text-muted-foreground">{n.message}</span>
                <span className="text-xs text-muted-foreground">{sinceLabel(n.createdAt)}</span>
              </button>
              <Button variant="ghost" size="icon-sm" aria-label="Supprimer la notification" onClick={() => safely(() => remove(n.id))}>
                <Trash2 />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
