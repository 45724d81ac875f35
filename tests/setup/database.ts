// Each integration test file gets its own fresh, migrated database: in-memory PGlite started from the run's
// migrated dump by default, a copy of the migrated template on PostgreSQL when TEST_DATABASE_URL is set
// (tests/setup/global-setup.ts makes both). Access codes are hashed at a lower cost (tests/setup/scrypt.ts).
import { resetEnvCache } from "@/lib/config/env";
import { closeDb, getDbHandle } from "@/lib/db/client";
import { createFromTemplate, dropDatabase, urlFor, onPostgres } from "./postgres";
import { hashCheaply } from "./scrypt";

jest.setTimeout(60_000);
hashCheaply();

let database: string | null = null;

beforeAll(async () => {
  if (onPostgres()) {
    database = await createFromTemplate(process.env.TEST_PG_TEMPLATE!);
    process.env.DATABASE_URL = urlFor(database);
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = `memory://${process.env.TEST_PGLITE_TEMPLATE ?? ""}`;
  }
  resetEnvCache();
  await getDbHandle();
});

afterAll(async () => {
  await closeDb();
  if (database) await dropDatabase(database);
});
