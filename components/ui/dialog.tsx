"use client";

// Dialog parts: the layout ones are plain markup, the Radix ones come from ./dialog-impl on first open.

import type * as DialogPrimitive from "@radix-ui/react-dialog";
import { cn } from "@/lib/utils";
import { FOOTER_BUTTONS, STICKY_FOOTER, STICKY_HEADER } from "./dialog-layout";
import { lazyPart, lazyRoot } from "./lazy-parts";

const impl = () => import("./dialog-impl");

export const Dialog = lazyRoot<React.ComponentProps<typeof DialogPrimitive.Root>>(() => impl().then((m) => m.Dialog));
export const DialogContent = lazyPart(() => impl().then((m) => m.DialogContent));
export const DialogTitle = lazyPart(() => impl().then((m) => m.DialogTitle));
export const DialogDescription = lazyPart(() => impl().then((m) => m.DialogDescription));

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn(STICKY_HEADER, "flex flex-col gap-1.5 pr-12 text-left sm:pr-10", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-footer" className={cn(STICKY_FOOTER, FOOTER_BUTTONS, className)} {...props} />;
}
