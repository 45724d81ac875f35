"use client";

// The toaster, loaded after the page is interactive (sonner stays out of the first load); toasts asked
// for earlier wait for it (lib/client/toast.ts).
import { useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { loadSonner, toasterReady } from "@/lib/client/toast";

export function Toaster(props: ToasterProps) {
  const [Sonner, setSonner] = useState<React.ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    void loadSonner().then((m) => setSonner(() => m.Toaster));
  }, []);
  useEffect(() => {
    if (Sonner) toasterReady();
  }, [Sonner]);
  if (!Sonner) return null;
  return <Sonner position="top-center" richColors closeButton duration={3000} toastOptions={{ classNames: { toast: "font-sans" } }} {...props} />;
}
