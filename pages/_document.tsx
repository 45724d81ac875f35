// The document of the Pages Router pages (only /auth: see pages/auth.tsx). Its scripts carry the request's
// Content-Security-Policy nonce, which proxy.ts passes as `x-nonce` (the page is rendered per request).
import { readFileSync } from "node:fs";
import path from "node:path";
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from "next/document";
import { EarlyEventsScript } from "@/lib/early/script";

type Props = DocumentInitialProps & { nonce?: string };
type DocumentFiles = Parameters<Head["getCssLinks"]>[0];

/** The built stylesheets, read once (`.next/static/css/*.css`). */
const stylesheets = new Map<string, string | null>();
function stylesheet(file: string): string | null {
  if (!stylesheets.has(file)) {
    try {
      stylesheets.set(file, readFileSync(path.join(process.cwd(), ".next", file), "utf8"));
    } catch {
      stylesheets.set(file, null);
    }
  }
  return stylesheets.get(file)!;
}

/**
 * The stylesheet inside the HTML rather than linked (docs/decisions/0074-pas-tap-perdu.md; what
 * `experimental.inlineCss` does for the App Router's pages): a linked one blocks the first paint until it has
 * come, sharing a slow link with the scripts; inlined, the form shows as soon as the HTML is there. A file that
 * cannot be read stays a link.
 */
class InlineCssHead extends Head {
  override getCssLinks(files: DocumentFiles) {
    const css = files.allFiles.filter((file) => file.endsWith(".css"));
    if (!css.length || css.some((file) => stylesheet(file) === null)) return super.getCssLinks(files);
    return css.map((file) => <style key={file} nonce={this.props.nonce} data-n-g="" dangerouslySetInnerHTML={{ __html: stylesheet(file)! }} />);
  }
}

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
        <InlineCssHead nonce={nonce}>
          <EarlyEventsScript nonce={nonce} />
          <meta name="description" content="Suivi des caisses, du mobile money et des partenaires (F CFA)" />
          <meta name="theme-color" content="#047857" />
          {/* app/icon.svg and app/manifest.ts, which the App Router's pages link to by themselves */}
          <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
          <link rel="manifest" href="/manifest.webmanifest" />
        </InlineCssHead>
        <body className="min-h-dvh">
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
