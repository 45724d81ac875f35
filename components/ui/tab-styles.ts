// What a row of tabs looks like, shared by the in-page tabs (./tabs.tsx) and tabs that are links to pages
// (components/layout/history-tabs.tsx): the selected one is marked data-state="active".
export const TABS_LIST_CLASS = "inline-flex h-10 w-full items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground";

export const TAB_CLASS =
  "inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm";
