"use client";

// Confirmation parts: the layout ones are plain markup, the Radix ones come from ./alert-dialog-impl on
// first open.

import type * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import { cn } from "@/lib/utils";
import { FOOTER_BUTTONS, STICKY_FOOTER, STICKY_HEADER } from "./dialog-layout";
import { lazyPart, lazyRoot } from "./lazy-parts";

const impl = () => import("./alert-dialog-impl");

export const AlertDialog = lazyRoot<React.ComponentProps<typeof AlertDialogPrimitive.Root>>(() => impl().then((m) => m.AlertDialog));
export const AlertDialogContent = lazyPart(() => impl().then((m) => m.AlertDialogContent));
export const AlertDialogTitle = lazyPart(() => impl().then((m) => m.AlertDialogTitle));
export const AlertDialogDescription = lazyPart(() => impl().then((m) => m.AlertDialogDescription));
export const AlertDialogAction = lazyPart(() => impl().then((m) => m.AlertDialogAction));
export const AlertDialogCancel = lazyPart(() => impl().then((m) => m.AlertDialogCancel));

export function AlertDialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn(STICKY_HEADER, "flex flex-col gap-2 text-left", className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn(STICKY_FOOTER, FOOTER_BUTTONS, className)} {...props} />;
}
