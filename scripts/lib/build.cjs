// The production build, made when missing or older than its sources: `next build --webpack` for the app
// (.next), esbuild for the server entry (lib/server/main.ts -> .caisse/server.cjs), which scripts/start.cjs
// runs in plain Node. Plain JavaScript itself, so that `npm start` needs no TypeScript loader.
"use strict";
const { spawn, spawnSync } = require("node:child_process");
const { existsSync, readdirSync, statSync } = require("node:fs");
const path = require("node:path");

const ROOT = path.resolve(__dirname, "..", "..");
const APP_SOURCES = ["app", "pages", "components", "lib", "types", "public", "proxy.ts", "instrumentation.ts", "next.config.ts", "postcss.config.mjs", "package.json", "tsconfig.json"];
// what the server bundle is made of (lib/server/main.ts imports lib/ and scripts/lib/)
const SERVER_SOURCES = ["lib", "scripts/lib", "package.json", "tsconfig.json"];
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
const SERVER_ENTRY = path.join(ROOT, "lib", "server", "main.ts");
const SERVER_BUNDLE = path.join(ROOT, ".caisse", "server.cjs");
const START_SCRIPT = path.join(ROOT, "scripts", "start.cjs");
/** Node options of the server process (lib/server/main.ts SERVER_NODE_OPTIONS: a smaller young generation). */
const START_NODE_OPTIONS = ["--max-semi-space-size=4"];
/** Node's arguments that run `npm start`'s script without npm: the e2e server, the start journeys, the bench. */
const START_ARGS = [...START_NODE_OPTIONS, START_SCRIPT];

/** @param {string} target @returns {number} */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** @param {string} output @param {string[]} sources */
function olderThanSources(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

function needsBuild() {
  return olderThanSources(path.join(ROOT, ".next", "BUILD_ID"), APP_SOURCES);
}

function needsServerBundle() {
  return olderThanSources(SERVER_BUNDLE, SERVER_SOURCES);
}

/** The server entry and what it imports from lib/, in one CommonJS file; packages stay in node_modules. */
function bundleServer() {
  const esbuild = require("esbuild");
  esbuild.buildSync({
    entryPoints: [SERVER_ENTRY],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    packages: "external",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    logLevel: "warning",
  });
  // buildSync runs through a worker thread and a long-lived esbuild service process: end both, or they stay
  // resident beside the server (15 MB, and a child process in the tree)
  esbuild.stop();
}

function bundleServerIfNeeded() {
  if (needsServerBundle()) bundleServer();
}

const BUILD_ARGS = [NEXT_BIN, "build", "--webpack"];
const BUILD_OPTIONS = { cwd: ROOT, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" } };
const announceBuild = () => console.log("[caisse] construction de l'application (next build --webpack)...");
// webpack rather than Turbopack for the production build: its client runtime is ~28 KB gzip lighter on
// every page (docs/performance.md); `npm run dev` keeps Turbopack.

/** Tests and the bench: builds, waiting (exits if the build fails). */
function buildAppIfNeeded() {
  if (!needsBuild()) return;
  announceBuild();
  const result = spawnSync(process.execPath, BUILD_ARGS, BUILD_OPTIONS);
  if (result.status !== 0) {
    console.error("[caisse] la construction a échoué.");
    process.exit(result.status ?? 1);
  }
}

/**
 * npm start: builds without blocking this process, so that SIGTERM or SIGINT received meanwhile stops the
 * build too (a blocked process would die and leave `next build` running alone). `watchLauncher` (the
 * server's, lib/server/parent-watch.ts) stops it as well when npm itself is stopped during the build: npm's
 * shell does not pass the signal on, and the server would otherwise start afterwards, an orphan.
 * @param {((onGone: () => void) => () => void) | undefined} [watchLauncher]
 * @returns {Promise<void>}
 */
function buildAppIfNeededAsync(watchLauncher) {
  if (!needsBuild()) return Promise.resolve();
  announceBuild();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, BUILD_ARGS, BUILD_OPTIONS);
    /** @type {NodeJS.Signals | null} */
    let stoppedBy = null;
    const forward = (/** @type {NodeJS.Signals} */ signal) => {
      stoppedBy = signal;
      child.kill(signal);
    };
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    const unwatch = watchLauncher ? watchLauncher(() => forward("SIGTERM")) : () => undefined;
    child.once("exit", (code) => {
      unwatch();
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      if (stoppedBy) {
        console.error(`[caisse] construction interrompue (${stoppedBy}).`);
        process.exit(0);
      }
      if (code !== 0) {
        console.error("[caisse] la construction a échoué.");
        process.exit(code ?? 1);
      }
      resolve();
    });
  });
}

/** Both, as `npm start` would before serving (the e2e setup and the bench build once, then start). */
function buildIfNeeded() {
  bundleServerIfNeeded();
  buildAppIfNeeded();
}

module.exports = {
  ROOT,
  NEXT_BIN,
  SERVER_BUNDLE,
  START_SCRIPT,
  START_NODE_OPTIONS,
  START_ARGS,
  needsBuild,
  needsServerBundle,
  bundleServer,
  bundleServerIfNeeded,
  buildAppIfNeeded,
  buildAppIfNeededAsync,
  buildIfNeeded,
};
