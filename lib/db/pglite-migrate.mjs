// Creates (initdb) and migrates an embedded database folder in a process of its own, which then ends:
// Postgres compiled to WebAssembly never gives memory back, and creating a database and running every
// migration grows it by ~150 MB that a server would otherwise carry for nothing (docs/performance.md,
// memory). lib/db/client.ts runs it, holding the folder's lock (lib/db/lock.ts) and with no database
// of its own open on it, only when the folder is new or this version brings migrations.
//
//   node lib/db/pglite-migrate.mjs <PGLITE_DIR> <migrations folder>
// Exit 0 once migrated; otherwise the error on stderr and exit 1. Plain JavaScript, loaded by Node itself.
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const [dataDir, migrationsFolder] = process.argv.slice(2);
const db = new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] });
try {
  await db.waitReady;
  await migrate(drizzle({ client: db }), { migrationsFolder });
  await db.close();
} catch (error) {
  process.stderr.write(`${error?.message ?? error}\n`);
  await db.close().catch(() => undefined);
  process.exit(1);
}
