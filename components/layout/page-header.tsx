import { SidebarTrigger } from "@/components/ui/sidebar";
import { Separator } from "@/components/ui/separator";
import { NotificationBell } from "@/components/notifications/header-bell";

/** The top bar of every signed-in page: the menu button and the page title, with optional actions. */
export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <header className="sticky top-0 z-20 flex min-h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 py-1.5 backdrop-blur sm:px-4">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-1 h-5!" />
      <h1 className="min-w-0 flex-1 text-base leading-tight font-semibold break-words sm:text-lg">{title}</h1>
      <NotificationBell />
      {children}
    </header>
  );
}
