// The document of the Pages Router pages (only /auth: see pages/auth.tsx).
import { Head, Html, Main, NextScript } from "next/document";

export default function Document() {
  return (
    <Html lang="fr">
      <Head>
        <meta name="description" content="Suivi des caisses, du mobile money et des partenaires (F CFA)" />
        <meta name="theme-color" content="#047857" />
      </Head>
      <body className="min-h-dvh">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
