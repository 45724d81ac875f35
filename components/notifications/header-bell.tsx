"use client";

// The bell of the page headers. Only admins have one, so its code (the polled count, the menu) is a chunk
// of its own: other roles never load it, an admin's page shows its place while it arrives.
import { Suspense } from "react";
import { useViewer } from "@/components/layout/viewer-context";
import { lazyPart } from "@/components/ui/lazy-parts";

const AdminBell = lazyPart(() => import("./notification-bell").then((m) => m.AdminBell));

export function NotificationBell() {
  if (useViewer()?.role !== "ADMIN") return null;
  return (
    <Suspense fallback={<span className="size-8 shrink-0 rounded-md border" aria-hidden />}>
      <AdminBell />
    </Suspense>
  );
}
