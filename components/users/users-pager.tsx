"use client";

// Under the users list: how many users the filter keeps, which page is shown, and the way to the others.
import { ChevronLeft, ChevronRight, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";

export interface UsersPagerProps {
  pagination: { page: number; total: number; totalPages: number };
  loading: boolean;
  onPage: (page: number) => void;
}

export function UsersPager({ pagination, loading, onPage }: UsersPagerProps) {
  const { page, total, totalPages } = pagination;
  return (
    <nav className="flex items-center justify-between gap-2" aria-label="Pages de la liste des utilisateurs">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={loading || page <= 1} aria-label="Page précédente">
        <ChevronLeft />
        <span className="hidden sm:inline">Précédente</span>
      </Button>
      <p className="flex items-center gap-1.5 text-center text-xs text-muted-foreground" data-testid="users-page" aria-live="polite">
        {loading && <Loader2 className="size-3 animate-spin" aria-hidden />}
        {total === 0 ? "Aucun utilisateur" : `Page ${page} sur ${totalPages} · ${total} utilisateur${total > 1 ? "s" : ""}`}
      </p>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={loading || page >= totalPages} aria-label="Page suivante">
        <span className="hidden sm:inline">Suivante</span>
        <ChevronRight />
      </Button>
    </nav>
  );
}
