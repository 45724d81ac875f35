// The supervisor's history as two tabs, each its own page: his recent transactions and his reconciliation. Links,
// not a tablist: each tab is an address (a notification's link, the back button), the current one says so.
import Link from "next/link";
import { cn } from "@/lib/utils";
import { SUPERVISOR_HISTORY } from "./nav";

export function HistoryTabs({ current }: { current: (typeof SUPERVISOR_HISTORY)[number]["href"] }) {
  return (
    <nav aria-label="Mon historique" className="flex h-10 w-full items-center rounded-lg bg-muted p-1 text-muted-foreground sm:w-auto sm:max-w-sm">
      {SUPERVISOR_HISTORY.map((tab) => {
        const active = tab.href === current;
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={active ? "page" : undefined}
            data-testid={`history-tab-${tab.href.split("/").pop()}`}
            className={cn(
              "inline-flex h-full flex-1 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              active ? "bg-background text-foreground shadow-sm" : "hover:text-foreground",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
