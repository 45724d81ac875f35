// Run with tsx before the e2e server starts (PGlite allows one process at a time): migrates the
// fresh database, creates the admin (ADMIN_PHONE / ADMIN_CODE) and the fixture users.
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/db/client";
import { supervisorAccounts, users } from "@/lib/db/schema";
import type { AccountType } from "@/lib/domain/constants";
import { addDays } from "@/lib/domain/periods";
import { ensureAdmin } from "@/lib/services/bootstrap";
import { businessToday } from "@/lib/services/ledger/days";
import { setAccountValue } from "@/lib/services/ledger/line-actions";
import { newAccessCode } from "@/lib/auth/codes";
import { insertUser } from "@/lib/services/users";
import { E2E_USERS, E2E_YESTERDAY } from "../support/fixtures";
import { seedPastDays } from "./seed-trend";

async function main() {
  const db = await getDb();
  await ensureAdmin(db);
  const created: Record<string, string> = {};
  for (const [role, user] of Object.entries(E2E_USERS)) created[role] = (await insertUser(db, { ...user, code: await newAccessCode(user.code) })).id;
  // yesterday's day of the first supervisor: shown read-only, and carried over into today
  const [admin] = await db.select().from(users).where(eq(users.role, "ADMIN"));
  const actor = { id: admin!.id, nomComplet: admin!.nomComplet, telephone: admin!.telephone, role: "ADMIN" as const };
  const yesterday = addDays(businessToday(), -1);
  // the accounts he holds (the admin sets only those)
  const held = [...new Set(E2E_YESTERDAY.map((line) => line.accountKey))] as AccountType[];
  await db.insert(supervisorAccounts).values(held.map((accountType) => ({ supervisorId: created.supervisor!, accountType, createdBy: admin!.id })));
  for (const line of E2E_YESTERDAY) {
    await setAccountValue(db, actor, { supervisorId: created.supervisor!, date: yesterday, ...line });
  }
  await seedPastDays(db, actor);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
