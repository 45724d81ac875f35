// The supervisor's history as two tabs, each its own page: his recent transactions and his reconciliation. Links,
// not a tablist: each tab is an address (a notification's link, the back button), the current one says so.
import Link from "next/link";
import { TAB_CLASS, TABS_LIST_CLASS } from "@/components/ui/tab-styles";
import { cn } from "@/lib/utils";
import { SUPERVISOR_HISTORY } from "./nav";

export function HistoryTabs({ current }: { current: (typeof SUPERVISOR_HISTORY)[number]["href"] }) {
  return (
    <nav aria-label="Mon historique" className={cn(TABS_LIST_CLASS, "sm:w-auto sm:max-w-sm")}>
      {SUPERVISOR_HISTORY.map((tab) => {
        const active = tab.href === current;
        return (
          <Link key={tab.href} href={tab.href} aria-current={active ? "page" : undefined} data-state={active ? "active" : "inactive"} className={cn(TAB_CLASS, !active && "hover:text-foreground")}>
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
