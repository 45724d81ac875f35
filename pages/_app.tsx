// The shell of the Pages Router pages (only /auth): the same stylesheet, toaster and arrival toasts (a
// partner sent from /supervisor/transactions lands here with 'Accès refusé') as app/layout.tsx.
import type { AppProps } from "next/app";
import Head from "next/head";
import { DeniedToast } from "@/components/auth/denied-toast";
import { Toaster } from "@/components/ui/sonner";
import "@/app/globals.css";

export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Component {...pageProps} />
      <Toaster />
      <DeniedToast />
    </>
  );
}
