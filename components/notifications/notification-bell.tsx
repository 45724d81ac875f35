"use client";

// The admin's bell: the unread count (polled); its menu (Radix) is loaded on the first click.
import { forwardRef, lazy, Suspense, useState } from "react";
import { Bell } from "lucide-react";
import { useNotifications } from "./use-notifications";

const NotificationMenu = lazy(() => import("./notification-menu"));

const BellButton = forwardRef<HTMLButtonElement, React.ComponentProps<"button"> & { unread: number }>(function BellButton({ unread, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={unread ? `Notifications non lues : ${unread > 99 ? "99+" : unread}` : "Notifications"}
      className="relative flex size-8 shrink-0 items-center justify-center rounded-md border hover:bg-muted"
      {...props}
    >
      <Bell className="size-4" />
      {unread > 0 && (
        <span data-testid="unread-count" className="absolute -top-1.5 -right-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-bold text-destructive-foreground">
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </button>
  );
});

export function AdminBell() {
  const { unread, items, load, markRead, markAll } = useNotifications({ poll: true });
  const [open, setOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const openMenu = (next: boolean) => {
    setOpen(next);
    if (next) load(10);
  };
  if (!menuUsed) {
    return (
      <BellButton
        unread={unread}
        onClick={() => {
          setMenuUsed(true);
          openMenu(true);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<BellButton unread={unread} aria-busy="true" />}>
      <NotificationMenu open={open} onOpenChange={openMenu} trigger={<BellButton unread={unread} />} unread={unread} items={items} markRead={markRead} markAll={markAll} />
    </Suspense>
  );
}
