"use client";

// The toaster, loaded after the page is interactive (sonner stays out of the first load); toasts asked
// for earlier wait for it (lib/client/toast.ts).
import { useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { loadSonner, toasterReady } from "@/lib/client/toast";

/** The notifications region's name; Alt+T (sonner's default hotkey) moves the focus to it. */
export const TOASTER_LABEL = "Notifications (Alt+T pour y accéder)";
export const CLOSE_TOAST_LABEL = "Fermer la notification";
/** The toasts' distance from the top: under the page header (components/layout/page-header.tsx, min-h-14). */
const TOAST_TOP = "4rem";

export function Toaster(props: ToasterProps) {
  const [Sonner, setSonner] = useState<React.ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    void loadSonner().then((m) => setSonner(() => m.Toaster));
  }, []);
  useEffect(() => {
    if (Sonner) toasterReady();
  }, [Sonner]);
  if (!Sonner) return null;
  return (
    <Sonner
      // at the top, below the page's header (56 px high: its title and buttons stay readable), and above the
      // dialogs, which sit below the room a toast takes (--toast-room, app/globals.css)
      position="top-center"
      offset={{ top: TOAST_TOP }}
      mobileOffset={{ top: TOAST_TOP }}
      richColors
      closeButton
      duration={3000}
      // sonner's own words are English ("Notifications alt+T", "Close toast"): screen readers read these
      customAriaLabel={TOASTER_LABEL}
      toastOptions={{ classNames: { toast: "font-sans" }, closeButtonAriaLabel: CLOSE_TOAST_LABEL }}
      {...props}
    />
  );
}
