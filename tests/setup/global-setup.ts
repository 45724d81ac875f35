// Once per run, the migrated template each integration file starts from: a PostgreSQL database (TEST_PG_TEMPLATE,
// copied with CREATE DATABASE … TEMPLATE), or a PGlite dump (TEST_PGLITE_TEMPLATE, loaded in memory).
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { createTemplate, onPostgres } from "./postgres";

export default async function globalSetup() {
  if (onPostgres()) {
    process.env.TEST_PG_TEMPLATE = await createTemplate();
    return;
  }
  const file = path.join(os.tmpdir(), `caisse-pglite-template-${process.pid}.tar`);
  const made = spawnSync(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), "tests/setup/pglite-template.ts", file], { encoding: "utf8" });
  if (made.status !== 0) throw new Error(`modèle PGlite des tests impossible :\n${made.stdout}\n${made.stderr}`);
  process.env.TEST_PGLITE_TEMPLATE = file;
}
