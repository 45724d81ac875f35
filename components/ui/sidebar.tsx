"use client";

// Sidebar: 16rem wide, 3rem in icon mode, an 18rem sheet below 768 px. The open/collapsed state is kept
// in a cookie for 7 days (read by the server layout, so the first paint is right) and Ctrl/Cmd+B toggles it.
import { createContext, use, useCallback, useEffect, useMemo, useState } from "react";
import { lazyRoot } from "./lazy-parts";
import { Slot } from "./slot";
import { PanelLeftIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { Button } from "./button";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from "./sidebar-cookie";
import { useHydrated } from "@/lib/client/use-hydrated";

// the sheet's code is loaded on the first opening, then kept mounted for its closing animation
const SidebarSheet = lazyRoot(() => import("./sidebar-sheet").then((m) => m.default));

const MOBILE_QUERY = "(max-width: 767px)";
const WIDTH = "16rem";
const WIDTH_ICON = "3rem";

interface SidebarState {
  open: boolean;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const context = use(SidebarContext);
  if (!context) throw new Error("useSidebar doit être utilisé dans un SidebarProvider.");
  return context;
}

export function SidebarProvider({
  defaultOpen = true,
  className,
  style,
  children,
  ...props
}: React.ComponentProps<"div"> & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const toggleSidebar = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      setOpenMobile((value) => !value);
      return;
    }
    setOpen((value) => {
      const next = !value;
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
      return next;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo(() => ({ open, openMobile, setOpenMobile, toggleSidebar }), [open, openMobile, toggleSidebar]);

  return (
    <SidebarContext value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={{ "--sidebar-width": WIDTH, "--sidebar-width-icon": WIDTH_ICON, ...style } as React.CSSProperties}
        className={cn("group/sidebar-wrapper flex min-h-dvh w-full", className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext>
  );
}

export function Sidebar({ className, children, label }: { className?: string; children: React.ReactNode; label: string }) {
  const { open, openMobile, setOpenMobile } = useSidebar();
  const state = open ? "expanded" : "collapsed";
  return (
    <>
      <SidebarSheet open={openMobile} onOpenChange={setOpenMobile} label={label}>
        {children}
      </SidebarSheet>
      <div
        className="group peer hidden text-sidebar-foreground md:block"
        data-state={state}
        data-collapsible={open ? "" : "icon"}
        data-slot="sidebar"
      >
        <div
          aria-hidden
          className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)"
        />
        <aside
          aria-label={label}
          className={cn(
            "fixed inset-y-0 left-0 z-10 hidden h-dvh w-(--sidebar-width) border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) md:flex",
            className,
          )}
        >
          <div className="flex h-full w-full flex-col">{children}</div>
        </aside>
      </div>
    </>
  );
}

export function SidebarTrigger({ className, ...props }: React.ComponentProps<typeof Button>) {
  const { toggleSidebar } = useSidebar();
  // disabled in the server's HTML until the page's code is there (lib/client/use-hydrated.ts): a tap before
  // then would be lost
  const hydrated = useHydrated();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon-sm"
      className={cn("shrink-0", className)}
      onClick={toggleSidebar}
      disabled={!hydrated}
      aria-label="Afficher ou masquer le menu (Ctrl+B)"
      {...props}
    >
      <PanelLeftIcon />
    </Button>
  );
}

export function SidebarInset({ className, ...props }: React.ComponentProps<"main">) {
  return <main data-slot="sidebar-inset" className={cn("relative flex min-w-0 flex-1 flex-col bg-background", className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sidebar-header" className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sidebar-footer" className={cn("mt-auto flex flex-col gap-1 border-t border-sidebar-border p-2", className)} {...props} />;
}

export function SidebarContent({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn("flex min-h-0 flex-1 flex-col gap-2 overflow-auto p-2 group-data-[collapsible=icon]:overflow-hidden", className)}
      {...props}
    />
  );
}

export function SidebarGroupLabel({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "flex h-8 shrink-0 items-center px-2 text-xs font-medium text-sidebar-foreground/70 group-data-[collapsible=icon]:hidden",
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: React.ComponentProps<"ul">) {
  return <ul data-slot="sidebar-menu" className={cn("flex w-full min-w-0 flex-col gap-1", className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: React.ComponentProps<"li">) {
  return <li data-slot="sidebar-menu-item" className={cn("relative", className)} {...props} />;
}

export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: React.ComponentProps<"button"> & { asChild?: boolean; isActive?: boolean; tooltip?: string }) {
  const { open } = useSidebar();
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="sidebar-menu-button"
      data-active={isActive}
      // in icon mode the labels are hidden: the native tooltip names the entry
      title={!open && tooltip ? tooltip : undefined}
      className={cn(
        "flex h-10 w-full items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm outline-none transition-[width,height,padding] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 data-[active=true]:bg-sidebar-accent data-[active=true]:font-medium data-[active=true]:text-sidebar-accent-foreground group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2! [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}
