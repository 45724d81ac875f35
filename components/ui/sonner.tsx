"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      duration={3000}
      toastOptions={{ classNames: { toast: "font-sans" } }}
      {...props}
    />
  );
}
