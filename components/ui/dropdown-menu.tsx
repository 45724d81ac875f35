"use client";

// Menus whose Radix code (menu, popper, focus and dismiss layers: about 20 KB gzip) arrives on the first
// click: until then the trigger is the plain button and the content renders nothing; the click loads the
// chunk and the menu opens as soon as it is there.

import { createContext, Suspense, use, useState } from "react";
import type * as MenuPrimitive from "@radix-ui/react-dropdown-menu";
import { Slot } from "./slot";
import { lazyPart } from "./lazy-parts";

const impl = () => import("./dropdown-menu-impl");
const RealRoot = lazyPart(() => impl().then((m) => m.DropdownMenu));
const RealTrigger = lazyPart(() => impl().then((m) => m.DropdownMenuTrigger));
const RealContent = lazyPart(() => impl().then((m) => m.DropdownMenuContent));
export const DropdownMenuItem = lazyPart(() => impl().then((m) => m.DropdownMenuItem));
export const DropdownMenuSeparator = lazyPart(() => impl().then((m) => m.DropdownMenuSeparator));

/** null once the real menu is mounted; before that, the function that loads and opens it. */
const Activate = createContext<(() => void) | null>(null);

type RootProps = React.ComponentProps<typeof MenuPrimitive.Root>;

export function DropdownMenu({ children, ...props }: RootProps) {
  const [active, setActive] = useState(false);
  const inactive = (
    <Activate
      value={() => {
        setActive(true);
        props.onOpenChange?.(true);
      }}
    >
      {children}
    </Activate>
  );
  if (!active) return inactive;
  return (
    <Suspense fallback={<Activate value={() => undefined}>{children}</Activate>}>
      <RealRoot defaultOpen={props.open === undefined ? true : undefined} {...props}>
        <Activate value={null}>{children}</Activate>
      </RealRoot>
    </Suspense>
  );
}

export function DropdownMenuTrigger({ asChild, onClick, ...props }: React.ComponentProps<typeof MenuPrimitive.Trigger>) {
  const activate = use(Activate);
  if (!activate) return <RealTrigger asChild={asChild} onClick={onClick} {...props} />;
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      type={asChild ? undefined : "button"}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) activate();
      }}
    />
  );
}

export function DropdownMenuContent(props: React.ComponentProps<typeof MenuPrimitive.Content>) {
  return use(Activate) ? null : <RealContent {...props} />;
}
