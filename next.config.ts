import path from "node:path";
import type { NextConfig } from "next";
import withSerwistInit from "@serwist/next";
import { API_HEADERS, COMMON_HEADERS } from "./lib/api/security-headers";

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "exceljs", "twilio"],
  poweredByHeader: false,
  // lib/api/security-headers.ts; each page's Content-Security-Policy carries a nonce: proxy.ts sets it
  async headers() {
    return [
      { source: "/:path*", headers: COMMON_HEADERS },
      { source: "/api/:path*", headers: API_HEADERS },
    ];
  },
  reactStrictMode: true,
  experimental: {
    // The stylesheet inside each page's HTML rather than linked: on a slow link the linked one holds the first
    // paint until it has come, and it shares the link with a dozen scripts started at the same moment (its 12
    // KB took 0.2 to 0.5 s). Inlined, the page paints as soon as its HTML is there. Next.js also puts it in the
    // page's RSC payload (+ about 12 KB gzip on the HTML, after the markup; docs/performance.md). /auth (Pages
    // Router) does the same in pages/_document.tsx.
    inlineCss: true,
  },
  typedRoutes: false,
  // ANALYZE=1 npm run build writes the browser source maps that `npm run bench:bundle -- --modules` reads.
  productionBrowserSourceMaps: process.env.ANALYZE === "1",
  webpack(config, { isServer, dev }) {
    // The browser code every signed-in page runs (API client, session, toasts, clsx, Lucide's icon
    // builder; not the icons themselves) goes in one shared chunk. Left to Next's splitting (no shared
    // chunk under 20 KB), the layout's and the page's chunks each carried a copy: 1 to 3 KB gzip more on
    // every first load (docs/performance.md). The buttons' class lists go there too: the error page (app/error.tsx,
    // in every first load) and the shared UI both use them, and each of their chunks carried its own copy.
    if (!isServer && !dev && config.optimization?.splitChunks) {
      config.optimization.splitChunks.cacheGroups = {
        ...config.optimization.splitChunks.cacheGroups,
        clientCore: {
          name: "client-core",
          layer: "app-pages-browser", // the App Router's pages; /auth (Pages Router) keeps its own split
          test: /[\\/]lib[\\/](?:api-client|client)[\\/]|[\\/]components[\\/]ui[\\/]button-styles\.ts$|[\\/]node_modules[\\/](?:clsx|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))/,
          chunks: "all",
          enforce: true,
          priority: 20,
        },
      };
    }
    return config;
  },
};

// The service worker (app/sw.ts -> public/sw.js): Serwist's webpack plugin with the list of built chunks
// to precache. Serwist also adds its registration script (@serwist/window, ~3 KB gzip) to every page's first
// load; we take it out again and register the worker ourselves after load (lib/offline/start.ts).
const withSerwist = withSerwistInit({
  swSrc: "app/sw.ts",
  swDest: "public/sw.js",
  register: false,
  reloadOnOnline: false,
  cacheOnNavigation: false,
  disable: process.env.NODE_ENV === "development",
  // the icons and app/icon.svg's PNGs; not the worker itself
  globPublicPatterns: ["icons/**/*"],
});

function withoutSerwistEntry(config: NextConfig): NextConfig {
  const webpack = config.webpack;
  if (!webpack) return config;
  return {
    ...config,
    webpack(webpackConfig, options) {
      const result = webpack(webpackConfig, options);
      const entry = result.entry;
      if (typeof entry !== "function") return result;
      result.entry = async () => {
        const entries = await entry();
        for (const name of Object.keys(entries)) {
          const value = entries[name];
          if (Array.isArray(value)) entries[name] = value.filter((file: string) => !file.includes(`${path.sep}@serwist${path.sep}next${path.sep}`));
        }
        return entries;
      };
      return result;
    },
  };
}

export default withoutSerwistEntry(withSerwist(nextConfig));
