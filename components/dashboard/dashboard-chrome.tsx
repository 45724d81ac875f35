"use client";

// What both dashboards share: the header (initials, name, refresh, and extra actions) and the floating add button.
import { Plus, RefreshCw } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { initials } from "@/lib/domain/users";
import { cn } from "@/lib/utils";

export function DashboardHeader({
  userName,
  loading,
  onRefresh,
  children,
}: {
  userName: string;
  loading: boolean;
  onRefresh: () => void;
  children?: React.ReactNode;
}) {
  return (
    <PageHeader title="Dashboard">
      <div className="hidden items-center gap-2 sm:flex">
        <span className="flex size-8 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold text-accent-foreground" aria-hidden>
          {initials(userName)}
        </span>
        <span className="max-w-40 truncate text-sm font-medium">{userName}</span>
      </div>
      <Button variant="outline" size="icon-sm" onClick={onRefresh} disabled={loading} aria-label="Actualiser">
        <RefreshCw className={cn(loading && "animate-spin")} />
      </Button>
      {children}
    </PageHeader>
  );
}

/**
 * The green floating button that opens 'Nouvelle Transaction' (today only). 56 px, 16 px (24 px from 640 px)
 * above the bottom: the dashboards keep 112 px free under their last card (pb-28), so that it never covers a
 * total or a button there.
 */
export function AddTransactionButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      onClick={onClick}
      className="fixed right-4 bottom-4 z-30 size-14 rounded-full bg-emerald-600 shadow-lg hover:bg-emerald-700 sm:right-6 sm:bottom-6"
      aria-label="Nouvelle transaction"
    >
      <Plus className="size-6!" />
    </Button>
  );
}
