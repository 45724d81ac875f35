import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "exceljs", "twilio"],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // ANALYZE=1 npm run build writes the browser source maps that `npm run bench:bundle -- --modules` reads.
  productionBrowserSourceMaps: process.env.ANALYZE === "1",
};

export default nextConfig;
