"use client";

// Sheet parts: the layout ones are plain markup, the Radix ones come from ./sheet-impl on first open.

import type * as SheetPrimitive from "@radix-ui/react-dialog";
import { cn } from "@/lib/utils";
import { lazyPart, lazyRoot } from "./lazy-parts";

const impl = () => import("./sheet-impl");

export const Sheet = lazyRoot<React.ComponentProps<typeof SheetPrimitive.Root>>(() => impl().then((m) => m.Sheet));
export const SheetContent = lazyPart(() => impl().then((m) => m.SheetContent));
export const SheetTitle = lazyPart(() => impl().then((m) => m.SheetTitle));
export const SheetDescription = lazyPart(() => impl().then((m) => m.SheetDescription));

export function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-4", className)} {...props} />;
}
