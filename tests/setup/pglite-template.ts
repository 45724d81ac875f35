// Writes the integration tests' PGlite template to the file given: a database in memory, migrated and with its
// functions, as each test file would build it, dumped. tests/setup/global-setup.ts runs it once per run (with tsx,
// in a process of its own), and each file then starts from it (PGLITE_DIR=memory://{file}): loading a dump takes
// a fraction of the seconds a new cluster's initdb and the migrations take.
import "./env";
import { resetEnvCache } from "@/lib/config/env";
import { closeDb, getDbHandle } from "@/lib/db/client";

async function main() {
  const target = process.argv[2];
  if (!target) throw new Error("usage : tsx tests/setup/pglite-template.ts FICHIER");
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
  resetEnvCache();
  const handle = await getDbHandle();
  await handle.dump!(target);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
