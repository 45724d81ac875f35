"use client";

// Who is looking at the signed-in shell, for components that depend on the role (the admin's bell). Once the
// page is idle, starts the offline features for that user (lib/offline/start.ts: service worker, queued entries).
import { createContext, use, useEffect } from "react";
import type { Role } from "@/lib/domain/constants";

export interface Viewer {
  id: string;
  nomComplet: string;
  role: Role;
}

const ViewerContext = createContext<Viewer | null>(null);

export function ViewerProvider({ viewer, children }: { viewer: Viewer; children: React.ReactNode }) {
  useEffect(() => {
    const start = () => void import("@/lib/offline/start").then((m) => m.startOffline(viewer.id), () => undefined);
    if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1000);
  }, [viewer.id]);
  return <ViewerContext value={viewer}>{children}</ViewerContext>;
}

export const useViewer = () => use(ViewerContext);
