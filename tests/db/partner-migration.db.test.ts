// The partner-key migration (drizzle/0006) on generated data keyed the old way: every supervisor's totals of
// every day are the same after it, every line equals its entries, every partner line is keyed by identity.
// The same check runs on the 100 x 365 data set with `npm run check:partner-migration`.
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkPartnerMigration, migrationsBefore, MIGRATIONS_FOLDER, PARTNER_MIGRATION_TAG, seedLegacyPartners } from "@/scripts/lib/partner-migration-check";
import { businessToday } from "@/lib/services/ledger/days";
import { createEmptyDatabase, dropDatabase, urlFor, onPostgres } from "../setup/postgres";

let db: Db;
let runMigrations: (folder: string) => Promise<void>;
let close: () => Promise<void>;

beforeAll(async () => {
  if (onPostgres()) {
    const name = await createEmptyDatabase();
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: urlFor(name), max: 2 });
    db = drizzle(pool) as unknown as Db;
    runMigrations = (folder) => migrate(drizzle(pool), { migrationsFolder: folder });
    close = async () => {
      await pool.end();
      await dropDatabase(name);
    };
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = new PGlite();
    db = drizzle({ client }) as unknown as Db;
    runMigrations = (folder) => migrate(drizzle({ client }), { migrationsFolder: folder });
    close = () => client.close();
  }
});

afterAll(() => close());

it("keeps every supervisor's totals of every day, re-keys partners by identity and keeps lines equal to their entries", async () => {
  const before = migrationsBefore(PARTNER_MIGRATION_TAG);
  try {
    await runMigrations(before.folder);
  } finally {
    before.cleanup();
  }
  const seeded = await seedLegacyPartners(db, { supervisors: 8, partners: 12, days: 30, today: businessToday(), partnerOpsPerDay: 10, seed: 5 });
  expect(seeded.manual).toBeGreaterThan(0);
  expect(seeded.deleted).toBeGreaterThan(0);

  const check = await checkPartnerMigration(db, () => runMigrations(MIGRATIONS_FOLDER));
  expect(check.days).toBeGreaterThan(200);
  expect(check.differingDays).toEqual([]);
  expect(check.mismatches).toBe(0);
  expect(check.registeredNotById).toBe(0);
  expect(check.freeNotFolded).toBe(0);
  expect(check.registeredLinesWithoutId).toBe(0);
  expect(check.transactionsAfter).toBe(check.transactionsBefore);
  expect(check.amountAfter).toBe(check.amountBefore);

  // drizzle/0008 filled the partners' running balances from the transactions already there
  const balances = (await db.execute(sql`
    WITH fresh AS (
      SELECT account_key, supervisor_id, sum(amount) FILTER (WHERE type = 'DEPOT') AS dep,
        sum(amount) FILTER (WHERE type = 'RETRAIT') AS ret, count(*) AS n
      FROM transactions WHERE account_key LIKE 'part-%' AND type IN ('DEPOT', 'RETRAIT') GROUP BY 1, 2)
    SELECT (SELECT count(*) FROM fresh)::int AS partners,
      (SELECT count(*) FROM fresh f FULL JOIN partner_balances b USING (account_key, supervisor_id)
        WHERE b.account_key IS NULL OR f.account_key IS NULL OR coalesce(f.dep, 0) <> b.deposits_total
          OR coalesce(f.ret, 0) <> b.withdrawals_total OR f.n <> b.deposits_count + b.withdrawals_count)::int AS differing`)) as unknown as {
    rows: { partners: number; differing: number }[];
  };
  expect(Number(balances.rows[0]!.partners)).toBeGreaterThan(50);
  expect(Number(balances.rows[0]!.differing)).toBe(0);
});
