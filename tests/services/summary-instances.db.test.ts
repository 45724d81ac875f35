// The evening summary with several app instances on one PostgreSQL database: child processes, each with its
// own pool, run the job's tick at the same minute (and catch up yesterday at once). Each day's summary goes out
// once: one SMS per admin, one audit row. PostgreSQL only: PGlite has one process.
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { auditLog, smsOutbox } from "@/lib/db/schema";
import { addDays } from "@/lib/domain/periods";
import { businessToday } from "@/lib/services/ledger/days";
import { setAccountValue } from "@/lib/services/ledger/line-actions";
import { onPostgres } from "../setup/postgres";
import { asActor, createTestUser } from "../helpers/users";

const describePostgres = onPostgres() ? describe : describe.skip;
const INSTANCES = 4;

function startInstance(at: Date): Promise<ChildProcess> {
  const child = fork(path.join(process.cwd(), "tests/helpers/summary-instance.ts"), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, SUMMARY_AT: at.toISOString() },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`instance arrêtée au démarrage (${code})`)));
  });
}

const tick = (child: ChildProcess) =>
  new Promise<{ sent?: string[]; error?: string }>((resolve) => {
    child.once("message", (answer) => resolve(answer as { sent?: string[]; error?: string }));
    child.send("go");
  });

describePostgres("the evening summary on several instances", () => {
  it("goes out once per day, whichever instance sends it", async () => {
    const today = businessToday();
    const yesterday = addDays(today, -1);
    const admin = await createTestUser("ADMIN");
    const supervisor = await createTestUser("SUPERVISEUR");
    const db = await getDb();
    await db.execute(sql`INSERT INTO supervisor_accounts (supervisor_id, account_type) VALUES (${supervisor.id}, 'LIQUIDE')`);
    await setAccountValue(await getDb(), asActor(admin), { supervisorId: supervisor.id, lineType: "debut", accountKey: "LIQUIDE", newValue: 5_000, date: yesterday });

    // all started first, then told to go together: their transactions meet on the same rows
    const children = await Promise.all(Array.from({ length: INSTANCES }, () => startInstance(new Date(`${today}T21:00:30Z`))));
    const answers = await Promise.all(children.map(tick));
    expect(answers.filter((a) => a.error)).toEqual([]);
    expect(answers.flatMap((a) => a.sent ?? []).sort()).toEqual([yesterday, today].sort());

    const [{ admins }] = (await queryRows<{ admins: number }>(db, sql`SELECT count(*)::int AS admins FROM users WHERE role = 'ADMIN' AND status = 'ACTIVE'`)) as [{ admins: number }];
    for (const day of [yesterday, today]) {
      const sms = await db.select().from(smsOutbox).where(and(eq(smsOutbox.purpose, "DAILY_SUMMARY")));
      expect(sms.filter((m) => m.body.includes(`date=${day}`))).toHaveLength(admins);
      const audits = await db.select().from(auditLog).where(and(eq(auditLog.action, "SUMMARY_SENT"), eq(auditLog.entityId, day)));
      expect(audits).toHaveLength(1);
    }
  });
});
