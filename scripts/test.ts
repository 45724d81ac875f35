// npm test: the whole suite, in order.
//   0. ESLint over the whole tree (eslint.config.mjs), no warning allowed
//   1. unit tests (lib/domain must stay 100 % covered)
//   2. integration tests on PGlite (a fresh in-memory database per file)
//   3. the same integration tests on PostgreSQL when TEST_DATABASE_URL is set (CI sets it)
//   4. browser tests: Playwright Test driving Chromium against the production build (playwright.config.ts), in
//      E2E_WORKERS workers side by side (default: one more than the cores), each with its own server and database: a journey mostly
//      waits (for its server, its page, a toast), and another one's work fills that wait
// Step 4's production build starts at once in the background, beside steps 1-3.
// Without Chromium, step 4 is skipped with a loud notice, or fails when REQUIRE_E2E=1 (CI).
// `npm test -- --only lint|unit|integration|e2e` runs one step.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { needsBuild, needsServerBundle } from "./lib/build.cjs";
import { FULL_BROWSER_SPECS, fullChromiumPath, HEADLESS_SHELL, testChromiumPath } from "./lib/chromium";

type Outcome = "réussi" | "échoué" | "ignoré";
const results: { step: string; outcome: Outcome; seconds: number; note?: string }[] = [];
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : null;
const JEST = path.join("node_modules", "jest", "bin", "jest.js");

/** node running jest, with the flags PGlite needs (its WASM is loaded by dynamic import). */
const jest = (args: string[]) => ["--experimental-vm-modules", "--no-warnings=ExperimentalWarning", JEST, ...args];
/** node running ESLint on the whole tree, no warning allowed */
const eslint = () => [path.join("node_modules", "eslint", "bin", "eslint.js"), ".", "--max-warnings", "0"];
/** node running Playwright Test (the browser suite has its own runner, playwright.config.ts) */
const playwright = () => [path.join("node_modules", "@playwright", "test", "cli.js"), "test"];

/**
 * The machine's processor time so far, busy and total, from /proc/stat (Linux; null elsewhere): a step's share of
 * the cores is its busy time over its total, which tells a step that waits from one the cores cannot go faster on.
 */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** "processeurs occupés à 87 %" between two readings, or nothing where /proc/stat cannot be read. */
function cpuNote(before: ReturnType<typeof cpuTimes>): string | undefined {
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return undefined;
  return `processeurs occupés à ${Math.round((100 * (after.busy - before.busy)) / (after.total - before.total))} %`;
}

/** Runs one step with node and these arguments, its output relayed; true when it passed. */
function run(step: string, argv: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n\u25b6 ${step}`);
  const started = Date.now();
  const cpu = cpuTimes();
  const ok = spawnSync(process.execPath, argv, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env } }).status === 0;
  results.push({ step, outcome: ok ? "réussi" : "échoué", seconds: (Date.now() - started) / 1000, note: cpuNote(cpu) });
  return ok;
}

function loud(lines: string[]) {
  const bar = "!".repeat(Math.max(...lines.map((l) => l.length)) + 4);
  console.log(["", bar, ...lines.map((l) => `! ${l}`), bar, ""].join("\n"));
}

const wants = (step: string) => !only || only === step;

/**
 * The production build the browser step needs, started before the jest steps at the same priority: `next build`
 * is mostly one thread, and at the lowest priority (nice 19) it got so little of the cores while jest ran that it
 * was left to finish alone on one core after them. Side by side they end together, about 13 s sooner on 2 cores
 * (184 s against 197 s from a clean build, both with the jest steps; nice 6 gave 186 s). Its output goes to
 * .e2e/build.log, shown when it fails.
 */
function startBuild(): Promise<{ ok: boolean; log: string; seconds: number }> | null {
  if (!needsBuild() && !needsServerBundle()) return null;
  const log = path.join(".e2e", "build.log");
  mkdirSync(".e2e", { recursive: true });
  const out = openSync(log, "w");
  const started = Date.now();
  console.log(`[caisse] construction de l'application en arrière-plan pendant les tests jest (journal : ${log})`);
  const child = spawn(process.execPath, ["-e", 'require("./scripts/lib/build.cjs").buildIfNeeded()'], {
    stdio: ["ignore", out, out],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  return new Promise((resolve) => {
    const done = (ok: boolean) => resolve({ ok, log, seconds: (Date.now() - started) / 1000 });
    child.once("error", () => done(false));
    child.once("exit", (code) => done(code === 0));
  });
}

async function main() {
  const chromium = wants("e2e") ? testChromiumPath() : null;
  const build = chromium ? startBuild() : null;
  // jest's default of one worker less than the cores leaves one of two cores idle. A PGlite integration file keeps its core
  // busy (the database runs in the worker); a PostgreSQL file also waits on the server, so one more fills it.
  const CORES = availableParallelism();
  if (wants("lint")) run("ESLint", eslint());
  if (wants("unit")) run("tests unitaires", jest(["--selectProjects", "unit", "--coverage", `--maxWorkers=${CORES}`]));
  if (wants("integration")) {
    run("tests d'intégration sur PGlite", jest(["--selectProjects", "integration", `--maxWorkers=${CORES}`]), { TEST_DB_ENGINE: "pglite" });
    if (process.env.TEST_DATABASE_URL) {
      run("tests d'intégration sur PostgreSQL", jest(["--selectProjects", "integration", `--maxWorkers=${CORES + 1}`]), { TEST_DB_ENGINE: "postgres" });
    } else {
      results.push({ step: "tests d'intégration sur PostgreSQL", outcome: "ignoré", seconds: 0, note: "TEST_DATABASE_URL non défini" });
    }
  }
  if (wants("e2e")) await browserTests(chromium, build);
  summary();
}

async function browserTests(chromium: string | null, build: ReturnType<typeof startBuild>) {
  if (!chromium) {
    const required = process.env.REQUIRE_E2E === "1";
    loud([
      `TESTS NAVIGATEUR ${required ? "IMPOSSIBLES" : "IGNORÉS"} : Chromium introuvable (${process.env.CHROMIUM_PATH || `${HEADLESS_SHELL} ni /usr/bin/chromium`}).`,
      "Installez-le :  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell",
      "ou indiquez son chemin :  CHROMIUM_PATH=/chemin/vers/chromium npm test",
      ...(required ? ["REQUIRE_E2E=1 : l'absence de Chromium fait échouer la suite."] : []),
    ]);
    results.push({ step: "tests navigateur (Playwright)", outcome: required ? "échoué" : "ignoré", seconds: 0, note: "Chromium introuvable" });
    return;
  }
  if (build) {
    console.log("\n\u25b6 construction de l'application (attente de la fin)");
    const built = await build;
    // its time overlaps the jest steps': the note says it, the total is not the sum
    results.push({ step: "construction de l'application", outcome: built.ok ? "réussi" : "échoué", seconds: built.seconds, note: "en arrière-plan" });
    if (!built.ok) {
      console.error(readFileSync(built.log, "utf8").split("\n").slice(-60).join("\n"));
      results.push({ step: "tests navigateur (Playwright + Chromium)", outcome: "échoué", seconds: 0, note: "construction échouée" });
      return;
    }
  }
  console.log(`[caisse] navigateur des tests : ${chromium} (${FULL_BROWSER_SPECS.join(", ")} : ${fullChromiumPath()})`);
  // playwright.config.ts chooses the browsers itself (the headless shell, and the full browser for the journeys
  // that need it): a CHROMIUM_PATH passed from here would put every journey on the shell
  run("tests navigateur (Playwright + Chromium)", playwright());
}

function summary() {
  console.log("\nRésumé :");
  for (const r of results) {
    console.log(`  ${r.outcome.padEnd(8)} ${r.step}${r.seconds ? ` (${r.seconds.toFixed(1)} s)` : ""}${r.note ? ` — ${r.note}` : ""}`);
  }
  const failed = results.some((r) => r.outcome === "échoué");
  if (results.some((r) => r.outcome === "ignoré" && r.step.startsWith("tests navigateur"))) {
    loud(["ATTENTION : les tests navigateur n'ont PAS été exécutés (voir plus haut)."]);
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
