// The document of the Pages Router pages (only /auth: see pages/auth.tsx). Its scripts carry the request's
// Content-Security-Policy nonce, which proxy.ts passes as `x-nonce` (the page is rendered per request).
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from "next/document";

type Props = DocumentInitialProps & { nonce?: string };

export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initialProps = await Document.getInitialProps(ctx);
    const nonce = ctx.req?.headers["x-nonce"];
    return { ...initialProps, nonce: typeof nonce === "string" ? nonce : undefined };
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html lang="fr">
        <Head nonce={nonce}>
          <meta name="description" content="Suivi des caisses, du mobile money et des partenaires (F CFA)" />
          <meta name="theme-color" content="#047857" />
          {/* app/icon.svg and app/manifest.ts, which the App Router's pages link to by themselves */}
          <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
          <link rel="manifest" href="/manifest.webmanifest" />
        </Head>
        <body className="min-h-dvh">
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
