// The evening summary's job, in every server process (lib/server/startup.ts): once a minute it sends today's
// summary when its time has come and it has not gone out; at start it also catches up yesterday's if the server
// was down then (and the day had activity). sendSummary's row lock makes it once per day across instances.
// The same tick flags the transfers contested for more than a day (they become an alert with time, not with an
// event).
import { sql } from "drizzle-orm";
import { getEnv } from "@/lib/config/env";
import { queryRows, type Db } from "@/lib/db/client";
import { summaryDueDays } from "@/lib/domain/alerts";
import { addDays, dayIn, timeIn } from "@/lib/domain/periods";
import { flagContestedTransfers } from "../alerts/raise";
import { getNetworkSettings } from "../settings";
import { sendSummary } from "./send";

export const SUMMARY_TICK_MS = 60_000;

export interface TickReport {
  sent: string[];
  contested: number;
}

/** One look: the due summaries not sent yet are sent; `atStart` adds yesterday's catch-up. */
export async function runSummaryTick(db: Db, options: { now?: Date; atStart?: boolean } = {}): Promise<TickReport> {
  const now = options.now ?? new Date();
  const zone = getEnv().APP_TIMEZONE;
  const today = dayIn(zone, now);
  const yesterday = addDays(today, -1);
  const settings = await getNetworkSettings(db);
  const due = summaryDueDays(today, yesterday, timeIn(zone, now), settings.summaryTime, !!options.atStart);
  const sent: string[] = [];
  if (due.length) {
    const done = await queryRows<{ day: string }>(
      db,
      sql`SELECT day::text AS day FROM daily_summaries WHERE sent_at IS NOT NULL AND day IN (${sql.join(due.map((d) => sql`${d}::date`), sql`, `)})`,
    );
    for (const day of due.filter((d) => !done.some((r) => r.day === d))) {
      const outcome = await sendSummary(db, day, { actor: null, onlyIfActive: day !== today });
      if (outcome.sent) sent.push(day);
    }
  }
  const contested = await flagContestedTransfers(db);
  return { sent, contested };
}
