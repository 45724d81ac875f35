// Whether the production build in .next is missing or older than the sources, and running `next build`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = process.cwd();
const SOURCES = ["app", "pages", "components", "lib", "types", "public", "proxy.ts", "instrumentation.ts", "next.config.ts", "postcss.config.mjs", "package.json", "tsconfig.json"];
export const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
/** Node's arguments that run `npm start`'s script (scripts/start.ts) without npm: the e2e server, the bench. */
export const START_ARGS = ["--import", "tsx", path.join(ROOT, "scripts", "start.ts")];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function needsBuild(): boolean {
  const buildId = path.join(ROOT, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

export function buildIfNeeded(): void {
  if (!needsBuild()) return;
  console.log("[caisse] construction de l'application (next build --webpack)...");
  // webpack rather than Turbopack for the production build: its client runtime is ~28 KB gzip lighter
  // on every page (docs/performance.md); `npm run dev` keeps Turbopack.
  const result = spawnSync(process.execPath, [NEXT_BIN, "build", "--webpack"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error("[caisse] la construction a échoué.");
    process.exit(result.status ?? 1);
  }
}
