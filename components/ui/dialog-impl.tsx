"use client";

// Radix Dialog, loaded the first time a dialog opens (components/ui/dialog.tsx).

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { XIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { DIALOG_BODY, DIALOG_FRAME } from "./dialog-layout";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn("fixed inset-0 z-50 animate-fade-in bg-black/50", className)}
      {...props}
    />
  );
}

/**
 * The panel: a fixed frame (title and close button stay put) around a scrolling body whose header and footer
 * are sticky (./dialog.tsx), so the main button stays on screen at 360 × 740 even with the keyboard open
 * (dvh, and the viewport's interactive-widget=resizes-content). Anchored at a fixed top on every screen
 * rather than centred, so that the panel does not jump when fields appear.
 */
export function DialogContent({
  className,
  children,
  showClose = true,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { showClose?: boolean }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(DIALOG_FRAME, "max-w-lg", className)}
        {...props}
      >
        <div data-slot="dialog-body" className={DIALOG_BODY}>
          {children}
        </div>
        {showClose && (
          <DialogPrimitive.Close className="absolute top-2 right-2 z-20 flex size-11 items-center justify-center rounded-md opacity-70 transition-opacity hover:opacity-100 focus:ring-2 focus:ring-ring focus:outline-none disabled:pointer-events-none sm:top-3 sm:right-3 sm:size-8">
            <XIcon className="size-4" />
            <span className="sr-only">Fermer</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn("text-lg leading-tight font-semibold", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description data-slot="dialog-description" className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
}
