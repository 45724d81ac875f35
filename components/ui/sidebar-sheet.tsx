"use client";

// The sidebar as an 18rem sheet below 768 px, loaded the first time the menu is opened on a phone.
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "./sheet";

export default function SidebarSheet({
  open,
  onOpenChange,
  label,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        data-mobile="true"
        data-slot="sidebar-mobile"
        showClose={false}
        style={{ width: "18rem", maxWidth: "85vw" }}
        className="gap-0 bg-sidebar p-0 text-sidebar-foreground"
      >
        <SheetTitle className="sr-only">{label}</SheetTitle>
        <SheetDescription className="sr-only">Menu de navigation</SheetDescription>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
