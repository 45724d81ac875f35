// Run with tsx before the e2e server starts (PGlite allows one process at a time): migrates the
// fresh database, creates the admin (ADMIN_PHONE / ADMIN_CODE) and the fixture users.
import { closeDb } from "@/lib/db/client";
import { ensureAdmin } from "@/lib/services/bootstrap";
import { insertUser } from "@/lib/services/users";
import { getDb } from "@/lib/db/client";
import { E2E_USERS } from "../support/fixtures";

async function main() {
  await ensureAdmin();
  const db = await getDb();
  for (const user of Object.values(E2E_USERS)) await insertUser(db, user);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
