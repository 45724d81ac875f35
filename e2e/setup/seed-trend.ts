// Supervisors seeded with past days before the server starts (the GR trend's, the ordinary day's): their accounts
// are held without opening today, so that today's first read carries each account's last Fin over.
import { supervisorAccounts } from "@/lib/db/schema";
import type { getDb } from "@/lib/db/client";
import type { SessionUser } from "@/lib/auth/session";
import type { AccountType } from "@/lib/domain/constants";
import { addDays } from "@/lib/domain/periods";
import { businessToday } from "@/lib/services/ledger/days";
import { setAccountValue } from "@/lib/services/ledger/line-actions";
import { newAccessCode } from "@/lib/auth/codes";
import { insertUser } from "@/lib/services/users";
import { E2E_ORDINARY_DAY, E2E_ORDINARY_SUPERVISORS, E2E_TREND_DAYS, E2E_TREND_SUPERVISOR, type SeededDays } from "../support/fixtures";

async function seedSupervisorDays(
  db: Awaited<ReturnType<typeof getDb>>,
  admin: SessionUser,
  user: Omit<Parameters<typeof insertUser>[1], "code"> & { code: string },
  days: SeededDays,
) {
  const { id } = await insertUser(db, { ...user, code: await newAccessCode(user.code) });
  const held = [...new Set(days.flatMap(([, lines]) => lines.map((line) => line.accountKey)))] as AccountType[];
  await db.insert(supervisorAccounts).values(held.map((accountType) => ({ supervisorId: id, accountType, createdBy: admin.id })));
  const today = businessToday();
  for (const [offset, lines] of days) {
    for (const line of lines) await setAccountValue(db, admin, { supervisorId: id, date: addDays(today, offset), ...line });
  }
}

export async function seedPastDays(db: Awaited<ReturnType<typeof getDb>>, admin: SessionUser) {
  await seedSupervisorDays(db, admin, E2E_TREND_SUPERVISOR, E2E_TREND_DAYS);
  for (const user of Object.values(E2E_ORDINARY_SUPERVISORS)) await seedSupervisorDays(db, admin, user, E2E_ORDINARY_DAY);
}
