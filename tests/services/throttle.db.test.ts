// The login attempts' counter (lib/services/throttle.ts): counted per key, locked at the policy's limit, cleared by
// a success; and, on PostgreSQL, an attempt counted while a success clears the same key on another connection.
import { Client } from "pg";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { loginThrottle } from "@/lib/db/schema";
import { clearAttempts, isLocked, recordAttempt, type ThrottlePolicy } from "@/lib/services/throttle";
import { onPostgres } from "../setup/postgres";

const POLICY: ThrottlePolicy = { max: 3, windowMs: 60_000, lockMs: 60_000 };
const itPostgres = onPostgres() ? it : it.skip;

async function rowOf(key: string) {
  const [row] = await (await getDb()).select().from(loginThrottle).where(eq(loginThrottle.key, key));
  return row ?? null;
}

it("counts each attempt of a key, locks it at the limit, and a success clears it", async () => {
  const db = await getDb();
  const key = "phone:770000001";
  expect(await recordAttempt(db, key, POLICY)).toEqual({ locked: false, attempts: 1, lockedUntil: null });
  expect((await recordAttempt(db, key, POLICY)).attempts).toBe(2);
  const third = await recordAttempt(db, key, POLICY);
  expect(third.attempts).toBe(3);
  expect(third.lockedUntil).toBeInstanceOf(Date);
  expect(await isLocked(db, key)).toBe(true);
  expect((await recordAttempt(db, key, POLICY)).locked).toBe(true);

  await clearAttempts(db, key);
  expect(await rowOf(key)).toBeNull();
  expect(await recordAttempt(db, key, POLICY)).toEqual({ locked: false, attempts: 1, lockedUntil: null });
});

itPostgres("counts an attempt while a success clears the same key on another connection: no 500, the attempt is kept", async () => {
  const db = await getDb();
  const key = "phone:770000002";
  await recordAttempt(db, key, POLICY);

  // another login of the same phone, succeeding: its clearAttempts holds the row, then deletes it
  const other = new Client({ connectionString: process.env.DATABASE_URL });
  await other.connect();
  try {
    await other.query("BEGIN");
    await other.query("SELECT key FROM login_throttle WHERE key = $1 FOR UPDATE", [key]);
    const counted = recordAttempt(db, key, POLICY);
    // this attempt waits on the row's lock
    for (let i = 0; ; i++) {
      const { rows } = await other.query<{ waiting: string }>(
        "SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      if (Number(rows[0]!.waiting) > 0) break;
      if (i > 200) throw new Error("la tentative n'a jamais attendu le verrou de la ligne");
      await new Promise((r) => setTimeout(r, 25));
    }
    await other.query("DELETE FROM login_throttle WHERE key = $1", [key]);
    await other.query("COMMIT");

    expect(await counted).toEqual({ locked: false, attempts: 1, lockedUntil: null });
    expect(await rowOf(key)).toMatchObject({ failures: 1, lockedUntil: null });
  } finally {
    await other.end();
  }
});
