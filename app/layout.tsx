import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { connection } from "next/server";
import { Toaster } from "@/components/ui/sonner";
import { DeniedToast } from "@/components/auth/denied-toast";
import { EarlyEventsScript } from "@/lib/early/script";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Caisse", template: "%s · Caisse" },
  description: "Suivi des caisses, du mobile money et des partenaires (F CFA)",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#047857",
  // the on-screen keyboard shrinks the layout (and dvh): a dialog's sticky footer stays above it
  interactiveWidget: "resizes-content",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request: its scripts carry that request's CSP nonce (proxy.ts), which a page
  // prerendered at build time could not.
  await connection();
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="fr">
      <head>
        <EarlyEventsScript nonce={nonce} />
      </head>
      <body className="min-h-dvh">
        {children}
        <Toaster />
        <DeniedToast />
      </body>
    </html>
  );
}
