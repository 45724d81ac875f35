// npm test: the whole suite, in order.
//   1. unit tests (lib/domain must stay 100 % covered)
//   2. integration tests on PGlite (a fresh in-memory database per file)
//   3. the same integration tests on PostgreSQL when TEST_DATABASE_URL is set (CI sets it)
//   4. browser tests: Playwright driving Chromium against the production build, in E2E_SHARDS shards side by
//      side (default 2), each with its own server and database: a journey mostly waits (for its server, its
//      page, a toast), and another one's work fills that wait
// Without Chromium, step 4 is skipped with a loud notice, or fails when REQUIRE_E2E=1 (CI).
// `npm test -- --only unit|integration|e2e` runs one step.
import { spawn, spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import path from "node:path";
import { buildIfNeeded } from "./lib/build.cjs";
import { chromiumPath } from "./lib/chromium";

type Outcome = "réussi" | "échoué" | "ignoré";
const results: { step: string; outcome: Outcome; seconds: number; note?: string }[] = [];
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : null;
const JEST = path.join("node_modules", "jest", "bin", "jest.js");

/** node running jest, with the flags PGlite needs (its WASM is loaded by dynamic import). */
function jest(args: string[], env: Record<string, string>) {
  return {
    command: process.execPath,
    args: ["--experimental-vm-modules", "--no-warnings=ExperimentalWarning", JEST, ...args],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  };
}

function run(step: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n\u25b6 ${step}`);
  const started = Date.now();
  const { command, args: argv, env: childEnv } = jest(args, env);
  const ok = spawnSync(command, argv, { stdio: "inherit", env: childEnv }).status === 0;
  results.push({ step, outcome: ok ? "réussi" : "échoué", seconds: (Date.now() - started) / 1000 });
  return ok;
}

/** The e2e shards side by side, each line of theirs prefixed with its shard; true when all passed. */
async function runShards(step: string, args: string[], shards: number, env: Record<string, string>): Promise<boolean> {
  console.log(`\n\u25b6 ${step} (${shards} en parallèle)`);
  const started = Date.now();
  const one = (index: number) =>
    new Promise<boolean>((resolve) => {
      const tag = `[e2e ${index}/${shards}] `;
      const { command, args: argv, env: childEnv } = jest([...args, `--shard=${index}/${shards}`], { ...env, E2E_DIR: `.e2e-${index}` });
      const child = spawn(command, argv, { stdio: ["ignore", "pipe", "pipe"], env: childEnv });
      const relay = (out: NodeJS.WriteStream) => {
        let rest = "";
        return (chunk: Buffer) => {
          const lines = (rest + chunk.toString()).split("\n");
          rest = lines.pop()!;
          for (const line of lines) out.write(tag + line + "\n");
        };
      };
      child.stdout!.on("data", relay(process.stdout));
      child.stderr!.on("data", relay(process.stderr));
      child.on("close", (code) => resolve(code === 0));
    });
  const outcomes = await Promise.all(Array.from({ length: shards }, (_, i) => one(i + 1)));
  const ok = outcomes.every(Boolean);
  results.push({ step, outcome: ok ? "réussi" : "échoué", seconds: (Date.now() - started) / 1000 });
  return ok;
}

function loud(lines: string[]) {
  const bar = "!".repeat(Math.max(...lines.map((l) => l.length)) + 4);
  console.log(["", bar, ...lines.map((l) => `! ${l}`), bar, ""].join("\n"));
}

const wants = (step: string) => !only || only === step;

// jest's default of one worker less than the cores leaves one of two cores idle. A PGlite integration file keeps its core
// busy (the database runs in the worker); a PostgreSQL file also waits on the server, so one more fills it.
const CORES = availableParallelism();
if (wants("unit")) run("tests unitaires", ["--selectProjects", "unit", "--coverage", `--maxWorkers=${CORES}`]);
if (wants("integration")) {
  run("tests d'intégration sur PGlite", ["--selectProjects", "integration", `--maxWorkers=${CORES}`], { TEST_DB_ENGINE: "pglite" });
  if (process.env.TEST_DATABASE_URL) {
    run("tests d'intégration sur PostgreSQL", ["--selectProjects", "integration", `--maxWorkers=${CORES + 1}`], { TEST_DB_ENGINE: "postgres" });
  } else {
    results.push({ step: "tests d'intégration sur PostgreSQL", outcome: "ignoré", seconds: 0, note: "TEST_DATABASE_URL non défini" });
  }
}
async function browserTests() {
  if (wants("e2e")) {
    const chromium = chromiumPath();
    if (!chromium) {
      const required = process.env.REQUIRE_E2E === "1";
      loud([
        `TESTS NAVIGATEUR ${required ? "IMPOSSIBLES" : "IGNORÉS"} : Chromium introuvable (${process.env.CHROMIUM_PATH || "/usr/bin/chromium"}).`,
        "Installez-le :  sudo apt-get update && sudo apt-get install -y chromium",
        "ou indiquez son chemin :  CHROMIUM_PATH=/chemin/vers/chromium npm test",
        ...(required ? ["REQUIRE_E2E=1 : l'absence de Chromium fait échouer la suite."] : []),
      ]);
      results.push({ step: "tests navigateur (Playwright)", outcome: required ? "échoué" : "ignoré", seconds: 0, note: "Chromium introuvable" });
    } else {
      buildIfNeeded();
      const shards = Number(process.env.E2E_SHARDS || 2);
      if (!Number.isInteger(shards) || shards < 1) throw new Error(`E2E_SHARDS invalide : ${process.env.E2E_SHARDS}`);
      if (shards === 1) run("tests navigateur (Playwright + Chromium)", ["--selectProjects", "e2e", "--runInBand"], { CHROMIUM_PATH: chromium });
      else await runShards("tests navigateur (Playwright + Chromium)", ["--selectProjects", "e2e", "--runInBand"], shards, { CHROMIUM_PATH: chromium });
    }
  }
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

void browserTests().then(summary);
