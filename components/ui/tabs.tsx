"use client";

// Tabs with the WAI-ARIA tabs pattern (tablist, tab, tabpanel; arrows, Home and End move and select) and
// the same API and data-state attributes as Radix Tabs, which cost 6 KB gzip on the login page.

import { createContext, use, useId, useState } from "react";
import { cn } from "@/lib/utils";
import { TAB_CLASS, TABS_LIST_CLASS } from "./tab-styles";

interface TabsState {
  value: string;
  select(value: string): void;
  id: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

const slug = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, "_");

export function Tabs({
  value,
  defaultValue = "",
  onValueChange,
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue"> & { value?: string; defaultValue?: string; onValueChange?: (value: string) => void }) {
  const [own, setOwn] = useState(defaultValue);
  const id = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ value: current, select, id }}>
      <div data-slot="tabs" className={cn("flex flex-col gap-4", className)} {...props} />
    </TabsContext>
  );
}

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  const { select } = useTabs();
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(TABS_LIST_CLASS, className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
        const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
        if (at < 0) return;
        const target = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
        if (target === undefined) return;
        event.preventDefault();
        const tab = tabs[(target + tabs.length) % tabs.length]!;
        tab.focus();
        select(tab.dataset.value!);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, onClick, ...props }: React.ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.id}-tab-${slug(value)}`}
      aria-selected={active}
      aria-controls={`${tabs.id}-panel-${slug(value)}`}
      tabIndex={active ? 0 : -1}
      data-state={active ? "active" : "inactive"}
      data-value={value}
      data-slot="tabs-trigger"
      className={cn(TAB_CLASS, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/** The panel of the selected tab; the others are not rendered (as Radix does without forceMount). */
export function TabsContent({ value, className, ...props }: React.ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={`${tabs.id}-panel-${slug(value)}`}
      aria-labelledby={`${tabs.id}-tab-${slug(value)}`}
      tabIndex={0}
      data-state="active"
      data-slot="tabs-content"
      className={cn("outline-none", className)}
      {...props}
    />
  );
}
