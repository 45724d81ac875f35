"use client";

// A section that opens and closes (the API of Radix Collapsible, 3 KB gzip lighter): the trigger says
// aria-expanded and aria-controls, the content is only rendered while open.

import { createContext, use, useId, useState } from "react";
import { Slot } from "./slot";

interface CollapsibleState {
  open: boolean;
  toggle(): void;
  contentId: string;
}

const CollapsibleContext = createContext<CollapsibleState | null>(null);

/** The parts are only ever used inside <Collapsible> (a part outside it fails at its first render). */
const useCollapsible = () => use(CollapsibleContext)!;

export function Collapsible({
  open,
  defaultOpen = false,
  onOpenChange,
  asChild,
  ...props
}: React.ComponentProps<"div"> & { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void; asChild?: boolean }) {
  const [own, setOwn] = useState(defaultOpen);
  const contentId = useId();
  const current = open ?? own;
  const toggle = () => {
    if (open === undefined) setOwn(!current);
    onOpenChange?.(!current);
  };
  return (
    <CollapsibleContext value={{ open: current, toggle, contentId }}>
      {asChild ? <Slot data-state={current ? "open" : "closed"} {...props} /> : <div data-state={current ? "open" : "closed"} {...props} />}
    </CollapsibleContext>
  );
}

export function CollapsibleTrigger({ asChild, onClick, ...props }: React.ComponentProps<"button"> & { asChild?: boolean }) {
  const { open, toggle, contentId } = useCollapsible();
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      type={asChild ? undefined : "button"}
      aria-expanded={open}
      aria-controls={contentId}
      data-state={open ? "open" : "closed"}
      {...props}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
    />
  );
}

export function CollapsibleContent(props: React.ComponentProps<"div">) {
  const { open, contentId } = useCollapsible();
  if (!open) return null;
  return <div id={contentId} data-state="open" {...props} />;
}
