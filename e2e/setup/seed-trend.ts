// The GR trend journeys' supervisor and her past days (E2E_TREND_*), seeded before the server starts: her
// accounts are held without opening today, so that today's first read carries yesterday's Fin over.
import { supervisorAccounts } from "@/lib/db/schema";
import type { getDb } from "@/lib/db/client";
import type { SessionUser } from "@/lib/auth/session";
import { addDays } from "@/lib/domain/periods";
import { businessToday } from "@/lib/services/ledger/days";
import { setAccountValue } from "@/lib/services/ledger/line-actions";
import { insertUser } from "@/lib/services/users";
import { E2E_TREND_DAYS, E2E_TREND_SUPERVISOR } from "../support/fixtures";

export async function seedTrendSupervisor(db: Awaited<ReturnType<typeof getDb>>, admin: SessionUser) {
  const { id } = await insertUser(db, E2E_TREND_SUPERVISOR);
  await db.insert(supervisorAccounts).values(["LIQUIDE" as const, "WAVE" as const].map((accountType) => ({ supervisorId: id, accountType, createdBy: admin.id })));
  const today = businessToday();
  for (const [offset, lines] of E2E_TREND_DAYS) {
    for (const line of lines) await setAccountValue(admin, { supervisorId: id, date: addDays(today, offset), ...line });
  }
}
