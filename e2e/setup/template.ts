// Seeds the run's template database once (e2e/setup/seed.ts on a fresh TEMPLATE_DIR): each server then starts
// on a copy of it, instead of each migrating and hashing the fixture users' codes again. Run by
// playwright.config.ts in the main process, before the servers start.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { appEnv, TEMPLATE_DIR } from "./env";

export function seedTemplate() {
  rmSync(path.dirname(TEMPLATE_DIR), { recursive: true, force: true });
  const seed = spawnSync(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), "e2e/setup/seed.ts"], {
    env: appEnv(TEMPLATE_DIR),
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`seed e2e échoué :\n${seed.stdout}\n${seed.stderr}`);
}
