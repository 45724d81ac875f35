"use client";

// Who is looking at the signed-in shell, for components that depend on the role (the admin's bell).
import { createContext, use } from "react";
import type { Role } from "@/lib/domain/constants";

export interface Viewer {
  id: string;
  nomComplet: string;
  role: Role;
}

const ViewerContext = createContext<Viewer | null>(null);

export function ViewerProvider({ viewer, children }: { viewer: Viewer; children: React.ReactNode }) {
  return <ViewerContext value={viewer}>{children}</ViewerContext>;
}

export const useViewer = () => use(ViewerContext);
