// The browser suite: Playwright Test driving Debian's Chromium (never a downloaded browser) against the built app.
// One server per worker (webServer, e2e/setup/serve.ts), each on its own copy of the run's seeded database; the setup project logs each
// role in once per server; the spec files go to whichever worker is free, their tests in order. Run by
// `npm test` (scripts/test.ts), or alone: `npm run test:e2e`, `npx playwright test e2e/users.spec.ts`.
import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { buildIfNeeded } from "./scripts/lib/build.cjs";
import { CHROMIUM_ARGS, FULL_BROWSER_SPECS, fullChromiumPath, testChromiumPath } from "./scripts/lib/chromium";
import { serverSlots } from "./e2e/support/runtime";
import { seedTemplate } from "./e2e/setup/template";

// one more worker than cores: a journey mostly waits (its page, a toast, an animation), and on 2 cores a third
// worker fills those waits (on this project's 2-core machine the suite took 537 s with 3 workers, 580 s with 2)
const WORKERS = Number(process.env.E2E_WORKERS || availableParallelism() + 1);
if (!Number.isInteger(WORKERS) || WORKERS < 1) throw new Error(`E2E_WORKERS invalide : ${process.env.E2E_WORKERS}`);

// The main process chooses the ports once; the workers it starts inherit them, and read this file again.
if (!process.env.E2E_PORTS) {
  const script = `import { freePorts } from "./scripts/lib/net"; freePorts(${WORKERS}).then((ports) => console.log(ports.join(",")));`;
  const chosen = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "-e", script], { encoding: "utf8" });
  if (chosen.status !== 0) throw new Error(`ports des serveurs e2e introuvables :\n${chosen.stderr}`);
  process.env.E2E_PORTS = chosen.stdout.trim();
  // before the servers start (Playwright starts them before anything else): `npm start` would build a stale
  // app inside their wait for health, each its own
  buildIfNeeded();
  // one seeded database for the run, that each server copies (e2e/setup/serve.ts)
  seedTemplate();
}

// The longest spec files go first (their own project, dispatched before the other): the short ones then fill the
// end and the workers finish together, instead of one waiting while the other runs a long file picked last.
const LONGEST = ["week", "a11y", "users", "phone", "foundation", "offline", "start", "transfers", "failures"].map((name) => `e2e/${name}.spec.ts`);
const launchOptions = (executablePath: string | null) => ({
  executablePath: executablePath ?? undefined,
  args: CHROMIUM_ARGS,
  // French UI, like the users' phones (date inputs follow the browser's language)
  env: { ...process.env, LANGUAGE: "fr", LANG: "fr_FR.UTF-8" },
});

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  // the JSON report tells each test's worker, start and duration: how the workers shared the run
  reporter: [["list"], ["json", { outputFile: ".e2e/report.json" }]],
  // A failed test keeps its trace (every action with its timing, the console, the test's source) and a screenshot
  // of each page it had open. The DOM before and after each action is left out of the trace, like
  // the screencast: recording them cost every passing test about a tenth of the suite's CPU. To see them, run
  // the file again with `--trace on`. In CI no trace at all: its files are not kept (a failure is read in its
  // output: the error and the steps before it), and recording cost the run about a twentieth of its CPU.
  use: {
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false, snapshots: false, sources: true },
    screenshot: { mode: "only-on-failure", fullPage: true },
    // the worker's browser (the `browser` fixture the specs take): Debian's Chromium, never a downloaded one,
    // launched once per worker and shared by the files it runs (each closes its contexts, closeContexts)
    browserName: "chromium",
    headless: true,
    launchOptions: launchOptions(testChromiumPath()),
  },
  webServer: serverSlots().map((slot) => ({
    command: `"${process.execPath}" node_modules/tsx/dist/cli.mjs e2e/setup/serve.ts ${slot.index}`,
    url: `${slot.url}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
  })),
  projects: [
    { name: "setup", testMatch: /setup\/login\.setup\.ts$/ },
    { name: "e2e-longs", testMatch: LONGEST.filter((file) => !FULL_BROWSER_SPECS.includes(file)), dependencies: ["setup"] },
    // the journeys that need the full browser (scripts/lib/chromium.ts FULL_BROWSER_SPECS), the others on the shell
    { name: "e2e-full-browser", testMatch: FULL_BROWSER_SPECS, dependencies: ["setup"], use: { launchOptions: launchOptions(fullChromiumPath()) } },
    { name: "e2e", testMatch: /\.spec\.ts$/, testIgnore: LONGEST, dependencies: ["setup"] },
  ],
});
